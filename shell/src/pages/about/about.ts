import type { Feature } from '@mboa/shared';
import type { InfoPageContent, ProseContent } from '../infoPage/infoPage';

/** The About page's record (/about_{slug}, about.en.ts, about.fr.ts). */
export interface AboutContent extends InfoPageContent {
  readonly whoWeAre: ProseContent;
  readonly members: { readonly heading: string; readonly intro: string; readonly items: readonly string[] };
  readonly values: { readonly heading: string; readonly items: readonly Feature[] };
  /** The regulatory identifiers themselves come from the identity module (regulatoryFacts). */
  readonly supervision: { readonly heading: string; readonly intro: string };
  /** The address, telephone and e-mail come from the identity module; the record names them. */
  readonly headOffice: {
    readonly heading: string;
    /** Before the telephone number, its colon included. */
    readonly telephoneLabel: string;
    /** Before the e-mail address, its colon included. */
    readonly emailLabel: string;
  };
}
