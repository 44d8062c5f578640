import type { CallToAction, PageMeta, RelatedLink } from '@mboa/shared';

/**
 * Building blocks shared by the content records of the shell's information pages (/money-skills,
 * /career, /press, /about_mboa, /our-story, /testimonies, /legal).
 */
export interface PageBannerContent {
  readonly title: string;
  readonly description: string;
}

/** A section of running text. */
export interface ProseContent {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** A page's one next step: a short text and its button. */
export interface NextStep {
  readonly heading: string;
  readonly text: string;
  readonly action: CallToAction;
}

/** Cards linking to other pages of the site. */
export interface RelatedPages {
  readonly heading: string;
  readonly links: readonly RelatedLink[];
}

/** What every information page's record has. */
export interface InfoPageContent {
  readonly meta: PageMeta;
  readonly banner: PageBannerContent;
  readonly nextStep: NextStep;
  readonly related: RelatedPages;
}

/** A mail call to action: the only kind these pages use for e-mail. */
export type MailAction = Extract<CallToAction, { kind: 'mail' }>;
