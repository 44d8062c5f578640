import type { InfoPageContent, MailAction, ProseContent } from '../infoPage/infoPage';

/** One open role: what it does, where it is based, what it asks for, and how to apply. */
export interface CareerRole {
  /** Unique in the page, the same in both languages; the role's heading id is `${id}-heading`. */
  readonly id: string;
  /** The role as the product contract names it (in French, its French name). */
  readonly title: string;
  readonly summary: string;
  /** Where the role is based. */
  readonly location: string;
  /** Contract and working pattern. */
  readonly workPattern: string;
  readonly duties: readonly string[];
  readonly requirements: readonly string[];
  /** A mail message to the info mailbox whose subject names the role. */
  readonly apply: MailAction;
}

/** The Careers page's record (/career, careers.en.ts, careers.fr.ts). */
export interface CareersContent extends InfoPageContent {
  readonly intro: ProseContent;
  readonly roles: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly CareerRole[];
    /** The labels each role card shows. */
    readonly labels: {
      readonly location: string;
      readonly workPattern: string;
      readonly duties: string;
      readonly requirements: string;
    };
  };
  readonly howToApply: { readonly heading: string; readonly steps: readonly string[]; readonly warning: string };
}
