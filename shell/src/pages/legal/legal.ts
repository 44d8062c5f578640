import type { Fact } from '@mboa/shared';
import { BEACON_PATH } from '@mboa/shared/vitals';
import { CANARY_COOKIE, PREVIEW_COOKIE } from '@mboa/shared/release-choice';
import { SHELL_RELOAD_MARKER } from '../../start/shellReleaseReload';
import { LANGUAGE_OFFER_DISMISSED } from '../../languageOffer/languageOfferKey';
import {
  MANIFEST_CACHE,
  PAGES_CACHE,
  RELEASE_FILES_CACHE,
  SERVICE_WORKER_PATH,
  SHELL_FILE_LISTS_CACHE,
} from '../../offline/offlineStorage';
import { SHELL_SEARCH_BUNDLE_PATH } from '../../search/searchPaths';
import type { InfoPageContent } from '../infoPage/infoPage';

/** The cookie the Verify Statement page sets: data, the same in both languages. */
export const STATEMENT_COOKIE_NAME = 'verified_account';

/** What the site keeps in a browser, by the code's names: scripts/content/privacy.test.ts fails on a key not here. */
export const KEPT_IN_BROWSER = {
  cookie: [STATEMENT_COOKIE_NAME],
  localStorage: [LANGUAGE_OFFER_DISMISSED],
  sessionStorage: [SHELL_RELOAD_MARKER],
  // Offline reading (docs/offline.md): the pages read, and what they need, saved by the service worker.
  'Cache Storage': [PAGES_CACHE, RELEASE_FILES_CACHE, MANIFEST_CACHE, SHELL_FILE_LISTS_CACHE],
} as const;

/**
 * The cookies the servers set (hosting/lib/candidateFolders.mjs): the canary's bucket while a release is tried on a
 * share of visitors, and a preview link's, in a staff member's browser. The same test reads what the hosts set.
 */
export const SET_BY_THE_SERVERS = { cookie: [CANARY_COOKIE, PREVIEW_COOKIE] } as const;

/** What the code requests besides the pages and files a visitor opens: the same test fails on a request not here. */
export const REQUESTED_BY_THE_CODE = {
  manifest: '/remotes.json',
  releaseCheck: '/',
  statement: '/statements/',
  speedMeasurement: BEACON_PATH,
  offlineReading: SERVICE_WORKER_PATH,
  siteSearch: SHELL_SEARCH_BUNDLE_PATH,
} as const;

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
