// The runtime manifest, /remotes.json: written by the deploy command (hosting/deploy/manifest.mjs;
// for `npm run dev`, answered by the shell's dev server: shared/build/devManifest.ts),
// read by the shell in the browser (shell/src/remotes/manifest.ts). Plain JavaScript, so
// both the hosts (Node, no TypeScript) and the shell's build read these same values.

/** The manifest's file name in a deploy root, served at the site's root. */
export const MANIFEST_FILE = 'remotes.json';

/** How long one attempt to load a section (its entry, then its page's chunk) may take. */
export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * The range a manifest's `timeoutMs` may take: from half a second to ten minutes. Beyond it a
 * timer would fire at once or never (a browser's setTimeout overflows at 2^31 ms and fires
 * immediately, failing every section): the shell replaces such a value with the default.
 */
export const TIMEOUT_RANGE_MS = Object.freeze({ min: 500, max: 600_000 });
