import type { LinkCard } from '../components/LinkCardGrid';
import type { PageMeta } from '../contract';

/** Typed content of a section hub page; each remote keeps its records in its own content/. */
export interface HubContent {
  meta: PageMeta;
  title: string;
  description: string;
  /** Short reassurance lines under the banner (fees, eligibility, channels). */
  highlights: readonly string[];
  groups: readonly HubCardGroup[];
  help: { heading: string; text: string; linkText: string; href: string };
}

export interface HubCardGroup {
  heading: string;
  intro: string;
  cards: readonly LinkCard[];
}
