import type { Fact } from '@mboa/shared';
import type { InfoPageContent } from './aboutTypes';

/** The name of the site's only cookie, set by the Verify Statement page: data, the same in both languages. */
export const ONLY_COOKIE_NAME = 'verified_account';

/** A part of a legal section: an optional sub-heading, then paragraphs, a list or facts. */
export interface LegalPart {
  readonly heading?: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  /** Label and value pairs (the cookie's properties). */
  readonly facts?: readonly Fact[];
}

/** The anchors other pages may link to, e.g. /legal#cookies. */
export type LegalSectionId = 'terms' | 'privacy' | 'cookies' | 'security' | 'regulatory';

export interface LegalSection {
  readonly id: LegalSectionId;
  readonly heading: string;
  readonly parts: readonly LegalPart[];
  /** Show the institution's regulatory identifiers (identity module) after the parts. */
  readonly showRegulatoryIdentifiers?: boolean;
}

/** The Legal page's record (/legal, legal.en.ts, legal.fr.ts). */
export interface LegalContent extends InfoPageContent {
  /** ISO date, YYYY-MM-DD (the page writes it in its language). */
  readonly lastUpdated: string;
  /** Before the date the notices were last updated. */
  readonly lastUpdatedLabel: string;
  /** The heading of the notices' table of contents. */
  readonly onThisPage: string;
  readonly sections: readonly LegalSection[];
}
