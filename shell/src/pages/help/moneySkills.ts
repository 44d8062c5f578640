import type { MessageTemplate, NextStep, PageMeta, RelatedPages } from '@mboa/shared';
import type { MailAction, PageBannerContent } from '../infoPage/infoPage';

/** One module of the Money Skills programme, with the practical tips taught in it. */
export interface MoneySkillsModule {
  /** Unique in the page; the module's heading id is `${id}-heading`. */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly tips: readonly string[];
  /** Where to report something (the fraud module: the fraud mailbox). */
  readonly report?: { readonly text: string; readonly action: MailAction };
}

/** The Money Skills page's record (/money-skills), one per language. */
export interface MoneySkillsContent {
  readonly meta: PageMeta;
  readonly banner: PageBannerContent;
  readonly intro: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly modules: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly MoneySkillsModule[];
    /** Above each module's title. Blank: `{number}` (1 to 4). */
    readonly label: MessageTemplate;
    readonly tipsHeading: string;
  };
  readonly sessions: { readonly heading: string; readonly intro: string; readonly steps: readonly string[] };
  readonly nextStep: NextStep;
  readonly related: RelatedPages;
}
