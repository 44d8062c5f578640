import type { PageMeta, SitePath } from '@mboa/shared';
import type { PageBannerContent } from '../infoPage/infoPage';

export interface FaqEntry {
  readonly question: string;
  /** One paragraph each. */
  readonly answer: readonly string[];
}

export interface FaqTopic {
  /** The topic's anchor: /faqs#<id> opens the page at this topic (the same in both languages). */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly questions: readonly FaqEntry[];
  /** A page with the details, if there is one. */
  readonly more?: { readonly href: SitePath; readonly text: string };
}

/** The FAQs page's record (/faqs), one per language. */
export interface FaqsContent {
  readonly meta: PageMeta;
  readonly banner: PageBannerContent;
  /** The name of the list of topics under the banner. */
  readonly topicsHeading: string;
  readonly topics: readonly FaqTopic[];
  readonly stillStuck: {
    readonly heading: string;
    readonly text: string;
    readonly links: readonly { readonly href: SitePath; readonly text: string }[];
  };
}
