import type { CallToAction, NextStep, PageMeta, RelatedPages } from '@mboa/shared';

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

/** What every information page's record has. */
export interface InfoPageContent {
  readonly meta: PageMeta;
  readonly banner: PageBannerContent;
  readonly nextStep: NextStep;
  readonly related: RelatedPages;
}

/** A mail call to action: the only kind these pages use for e-mail. */
export type MailAction = Extract<CallToAction, { kind: 'mail' }>;
