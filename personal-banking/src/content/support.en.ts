import { identity, type SupportLineText } from '@mboa/shared';

/** The line under every banner of the section: help centre, live chat hours, support e-mail. */
const support = {
  lead: 'Questions? Visit the',
  helpCentre: 'Help Centre',
  chatAndMail: `, chat with us (${identity.liveChat.hours.en}) or e-mail`,
} satisfies SupportLineText;

export default support;
