// A deploy root: the folder a host serves in production, written only by the deploy command.
// Here: the packages it holds, how it is served (hosting.json), writing its files safely, and whether a folder is one.
// The deploy root's layout: docs/hosting.md.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, SHELL_NAME } from '../../shared/build/packages.mjs';
import { DEFAULT_TIMEOUT_MS } from '../../shared/src/runtimeManifest.mjs';

/** @type {readonly string[]} */
export const REMOTES = REMOTE_NAMES;
export const SHELL = SHELL_NAME;

/** Refuses a package that is none of the site's. @param {string} pkg */
export function assertPackage(pkg) {
  if (pkg !== SHELL && !REMOTES.includes(pkg)) throw new Error(`Unknown package "${pkg}": expected ${[SHELL, ...REMOTES].join(', ')}.`);
}

/**
 * Stands for the build id in hosting.json's entry URLs. Its spelling is part of hosting.json's
 * format (existing roots have it), so it keeps the name "release".
 */
const BUILD_ID_PLACEHOLDER = '{release}';

/**
 * How a deploy root is served, as hosting.json holds it.
 * @typedef {object} Layout
 * @property {Record<string, string>} remoteEntryUrl per remote, the URL of a release's
 *   remoteEntry.js, with BUILD_ID_PLACEHOLDER for the build id
 * @property {number} timeoutMs written into remotes.json
 * @property {string} [siteOrigin] where visitors reach the site (`https://www.example.cm`): the
 *   origin of the preview links a deploy prints (docs/hosting.md)
 */

/**
 * Production: one origin, every remote's releases under `/remotes/<package>/`.
 * @param {string} [siteOrigin] where visitors reach it
 * @returns {Layout}
 */
export function oneOriginLayout(siteOrigin) {
  return {
    remoteEntryUrl: Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/${BUILD_ID_PLACEHOLDER}/assets/remoteEntry.js`])),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    ...(siteOrigin ? { siteOrigin } : {}),
  };
}

/**
 * The embedded host's layout: each remote on its own port, its folder at `/`.
 * @param {(name: string) => number} portOf
 * @returns {Layout}
 */
export function portPerRemoteLayout(portOf) {
  return {
    remoteEntryUrl: Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${portOf(name)}/${BUILD_ID_PLACEHOLDER}/assets/remoteEntry.js`])),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    siteOrigin: `http://localhost:${portOf(SHELL)}`,
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

/**
 * The URL of a remote release's remoteEntry.js in a layout; undefined without a build id, or for
 * a remote the layout does not serve.
 * @param {Layout} layout @param {string} remote @param {string | undefined} buildId
 */
export function entryUrlOf(layout, remote, buildId) {
  const url = layout.remoteEntryUrl[remote];
  return url && buildId ? url.replace(BUILD_ID_PLACEHOLDER, buildId) : undefined;
}

/** Origins other than the site's own that a layout serves scripts from (for the CSP). @param {Layout} layout */
export function remoteOriginsOf(layout) {
  const origins = Object.values(layout.remoteEntryUrl)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url.replace(BUILD_ID_PLACEHOLDER, 'x')).origin);
  return [...new Set(origins)];
}

/** Replaces a file in one step: readers see the old content or the new, never a partial file. */
export function writeFileAtomically(/** @type {string} */ file, /** @type {string | Uint8Array} */ content) {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** A folder that holds no shell release is no deploy root: a typo in --root must not become one. @param {string} root */
export function assertDeployRoot(root) {
  if (!existsSync(join(root, SHELL))) throw new Error(`${root} is not a deploy root (it has no ${SHELL} releases).`);
}
