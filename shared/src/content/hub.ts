import type { LinkCard } from '../components/LinkCardGrid';
import type { PageMeta } from '../contract';
import type { CallToAction } from './productPage';

export interface HubContent {
  meta: PageMeta;
  title: string;
  description: string;
  highlights: readonly string[];
  groups: readonly HubCardGroup[];
  sections?: readonly HubSection[];
  help: { heading: string; text: string; linkText: string; href: string };
}

export interface HubCardGroup {
  heading: string;
  intro: string;
  cards: readonly LinkCard[];
}

/** `anchor` is an id other pages link to (`#loan_application`): contract, it must not change. */
export interface HubSection {
  anchor: string;
  heading: string;
  paragraphs: readonly string[];
  steps?: { heading: string; items: readonly string[] };
  checklist?: { heading: string; items: readonly string[] };
  action: CallToAction;
}
