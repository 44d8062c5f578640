import { identity, type SupportLineText } from '@mboa/shared';

/** The line under every product page's banner in this section: help centre, chat hours, support e-mail. */
const support = {
  lead: 'Questions? Visit the',
  helpCentre: 'Help Centre',
  chatAndMail: `, chat with us (${identity.liveChat.hours.en}), or e-mail`,
} satisfies SupportLineText;

export default support;
