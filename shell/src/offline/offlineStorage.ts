// What the page and the service worker (worker/) agree on, as plain data both bundles import.

import type { Language } from '@mboa/shared/route-path';

export { SERVICE_WORKER_PATH } from '@mboa/shared/service-worker-file';

/** How long a page waits for the network before its saved copy shows (a late answer still saves the page). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The worker's caches, on the visitor's phone; the privacy notice names each one (pages/legal/legal.ts). */
/** Composed pages as last read, each stamped with the day it was saved. */
export const PAGES_CACHE = 'mboa-pages';
/** Files of releases (immutable: named by build id or by content hash). */
export const RELEASE_FILES_CACHE = 'mboa-release-files';
/** The last /remotes.json read. */
export const MANIFEST_CACHE = 'mboa-manifest';
/** Each shell release's own files, as its worker's build listed them: which cached files a saved page's shell needs. */
export const SHELL_FILE_LISTS_CACHE = 'mboa-shell-files';
export const OFFLINE_CACHES = [PAGES_CACHE, RELEASE_FILES_CACHE, MANIFEST_CACHE, SHELL_FILE_LISTS_CACHE] as const;

/** Save a page the visitor is reading (the worker fetches it; from the browser's HTTP cache when `fromHttpCache`). */
export interface SavePageMessage {
  readonly type: 'save-page';
  readonly url: string;
  /** The page was loaded before the worker controlled it: its HTML and files are in the HTTP cache already. */
  readonly fromHttpCache: boolean;
  /** Release files the page loaded before the worker controlled it. */
  readonly files: readonly string[];
}

/** Keep these pages (a whole section) for offline reading; progress and the end are posted to the message's port. */
export interface KeepPagesMessage {
  readonly type: 'keep-pages';
  readonly urls: readonly string[];
}

/** Keep the search bundles that find this saved page (a page load the worker saved), once the page is idle; only
 * once the visitor has searched on this device (SearchedMessage). */
export interface KeepSearchMessage {
  readonly type: 'keep-search';
  readonly url: string;
}

/** The visitor searched in this language: from now on the worker keeps the search bundles of the saved pages. */
export interface SearchedMessage {
  readonly type: 'searched';
  readonly language: Language;
}

export type OfflineMessage = SavePageMessage | KeepPagesMessage | KeepSearchMessage | SearchedMessage;

/** What the worker answers a KeepPagesMessage with, on its port: once per page, then once at the end. */
export type KeepPagesProgress =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'kept'; readonly saved: number; readonly failed: number };

/** The visitor asks for less data (Save-Data: on), or the connection is 2G. */
export function savesData(navigator: object): boolean {
  const { connection } = navigator as { connection?: { saveData?: boolean; effectiveType?: string } };
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
