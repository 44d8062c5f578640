// A deploy root: the folder a host serves in production, written only by the deploy command.
//
//   <root>/hosting.json             how this root is served: where each remote's releases are
//                                   reachable (one origin under /remotes/, or a port each)
//   <root>/remotes.json             the live manifest, generated from the releases' state
//   <root>/<package>/<build-id>/    one immutable release of a package (its dist folder)
//   <root>/<package>/releases.json  which releases exist, and the order they went live
//   <root>/shell/current, previous  links to the shell's live and previous release
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGES } from '../shared/build/ports.mjs';

export const REMOTES = PACKAGES.filter((p) => p.remote).map((p) => p.name);
export const SHELL = 'shell';
export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * @typedef {object} Layout
 * @property {Record<string, string>} remoteEntryUrl per remote, the URL of a release's
 *   remoteEntry.js, with `{release}` for the build id
 * @property {number} timeoutMs written into remotes.json
 */

/** Production: one origin, every remote's releases under `/remotes/<package>/`. @returns {Layout} */
export function oneOriginLayout() {
  return {
    remoteEntryUrl: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/{release}/assets/remoteEntry.js`])),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

/**
 * The embedded host's layout (decisions.md): each remote on its own port, its folder at `/`.
 * @param {(name: string) => number} portOf
 * @returns {Layout}
 */
export function portPerRemoteLayout(portOf) {
  return {
    remoteEntryUrl: Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${portOf(name)}/{release}/assets/remoteEntry.js`])),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

/** @param {string} root @returns {Layout} */
export function readLayout(root) {
  const file = join(root, 'hosting.json');
  return existsSync(file) ? { ...oneOriginLayout(), ...JSON.parse(readFileSync(file, 'utf8')) } : oneOriginLayout();
}

/** @param {string} root @param {Layout} layout */
export function writeLayout(root, layout) {
  writeFileAtomically(join(root, 'hosting.json'), JSON.stringify(layout, null, 2) + '\n');
}

/** Origins other than the site's own that a layout serves scripts from (for the CSP). @param {Layout} layout */
export function remoteOriginsOf(layout) {
  const origins = Object.values(layout.remoteEntryUrl)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url.replace('{release}', 'x')).origin);
  return [...new Set(origins)];
}

/** Replaces a file in one step: readers see the old content or the new, never a partial file. */
export function writeFileAtomically(/** @type {string} */ file, /** @type {string | Uint8Array} */ content) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
