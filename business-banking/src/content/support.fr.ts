import { identity, type SupportLineText, type Translated } from '@mboa/shared';
import type english from './support.en';

/** The French support line of this section's product pages. */
const support = {
  lead: 'Des questions\u00a0? Consultez le',
  helpCentre: "Centre d'aide",
  chatAndMail: `, écrivez-nous sur le chat en direct (${identity.liveChat.hours.fr}), ou par e-mail à`,
} satisfies SupportLineText & Translated<typeof english>;

export default support;
