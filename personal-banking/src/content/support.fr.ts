import { identity, type SupportLineText, type Translated } from '@mboa/shared';
import type english from './support.en';

/** The line under every banner of the section, in French. */
const support = {
  lead: 'Des questions\u00a0? Consultez le',
  helpCentre: "Centre d'aide",
  chatAndMail: `, discutez avec nous sur notre chat en direct (${identity.liveChat.hours.fr}) ou écrivez à`,
} satisfies SupportLineText & Translated<typeof english>;

export default support;
