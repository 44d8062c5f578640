// The runtime manifest's names, for the hosts (plain Node) and the shell alike.

export const MANIFEST_FILE = 'remotes.json';

/** One attempt to load a section: its entry, then its page's chunk. */
export const DEFAULT_TIMEOUT_MS = 120_000;

/** Beyond it a timer fires at once (setTimeout overflows at 2^31 ms) or never: the shell uses the default. */
export const TIMEOUT_RANGE_MS = Object.freeze({ min: 500, max: 600_000 });

/** In each search bundle's language folder: every file of the bundle, for the worker to keep it whole offline. */
export const SEARCH_BUNDLE_FILE_LIST = 'bundle-files.json';
