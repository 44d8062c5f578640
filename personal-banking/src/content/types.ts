import type {
  AppStoreBadgeText,
  Feature,
  Illustration,
  NextStep,
  PageMeta,
  SitePath,
  SupportLineText,
} from '@mboa/shared';

/** One way to bank, shown as a two-column block of the Ways to Bank page. */
export interface Channel {
  /** Unique in the page; the block's heading id is `${id}-heading`. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly features?: readonly Feature[];
  /** Numbered steps; occurrences of `code` in an item are shown as code (what the user types). */
  readonly steps?: { readonly heading: string; readonly items: readonly string[]; readonly code?: string };
  /** A safety or practical note, shown highlighted after the steps. */
  readonly note?: string;
  readonly illustration: Illustration;
  /** The app's store badges, with each badge's first line ("Download on the", "Get it on"). */
  readonly appStoreBadges?: AppStoreBadgeText;
  /** A link to the channel's own page. */
  readonly link?: { readonly href: SitePath; readonly text: string };
}

/** The content of /ways-to-bank: a hub of the channels, with its own layout. */
export interface WaysToBankContent {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly description: string };
  /** The line under the banner, as on the section's product pages. */
  readonly support: SupportLineText;
  readonly channels: readonly Channel[];
  readonly nextStep: NextStep;
}
