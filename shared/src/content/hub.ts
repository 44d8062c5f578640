import type { LinkCard } from '../components/LinkCardGrid';
import type { PageMeta } from '../contract';
import type { CallToAction } from './productPage';

/** Typed content of a section hub page; each remote keeps its records in its own content/. */
export interface HubContent {
  meta: PageMeta;
  title: string;
  description: string;
  /** Short reassurance lines under the banner (fees, eligibility, channels). */
  highlights: readonly string[];
  groups: readonly HubCardGroup[];
  /** Sections after the cards that other pages link to by anchor (the group loan application). */
  sections?: readonly HubSection[];
  help: { heading: string; text: string; linkText: string; href: string };
}

export interface HubCardGroup {
  heading: string;
  intro: string;
  cards: readonly LinkCard[];
}

/**
 * A section of a hub with its own anchor: `anchor` is the element id other pages link to
 * (`#loan_application`), so it is contract and must not change.
 */
export interface HubSection {
  anchor: string;
  heading: string;
  paragraphs: readonly string[];
  /** Numbered steps: how the process goes. */
  steps?: { heading: string; items: readonly string[] };
  /** What to bring. */
  checklist?: { heading: string; items: readonly string[] };
  action: CallToAction;
}
