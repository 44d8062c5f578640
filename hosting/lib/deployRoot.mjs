// A deploy root, written by the deploy commands only (docs/hosting.md): its packages, hosting.json.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, SHELL_NAME } from '../../shared/build/packages.mjs';
import { DEFAULT_TIMEOUT_MS } from '../../shared/src/runtimeManifest.mjs';

export const REMOTES = /** @type {readonly string[]} */ (REMOTE_NAMES);
export const SHELL = SHELL_NAME;

export function assertPackage(/** @type {string} */ pkg) {
  if (pkg !== SHELL && !REMOTES.includes(pkg))
    throw new Error(`Unknown package "${pkg}": expected ${[SHELL, ...REMOTES].join(', ')}.`);
}

/** The build id in hosting.json's entry URLs, spelled as existing roots have it. */
const BUILD_ID_PLACEHOLDER = '{release}';

/** @typedef {{ remoteEntryUrl: Record<string, string>, timeoutMs: number, siteOrigin?: string }} Layout */

/** `siteOrigin`: where visitors reach the site, for the preview links a deploy prints. */
export const oneOriginLayout = (/** @type {string | undefined} */ siteOrigin = undefined) =>
  /** @type {Layout} */ ({
    remoteEntryUrl: Object.fromEntries(
      REMOTES.map((name) => [name, `/remotes/${name}/${BUILD_ID_PLACEHOLDER}/assets/remoteEntry.js`]),
    ),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    ...(siteOrigin ? { siteOrigin } : {}),
  });

export const portPerRemoteLayout = (/** @type {(name: string) => number} */ portOf) =>
  /** @type {Layout} */ ({
    remoteEntryUrl: Object.fromEntries(
      REMOTES.map((name) => [name, `http://localhost:${portOf(name)}/${BUILD_ID_PLACEHOLDER}/assets/remoteEntry.js`]),
    ),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    siteOrigin: `http://localhost:${portOf(SHELL)}`,
  });

export function readLayout(/** @type {string} */ root) {
  const file = join(root, 'hosting.json');
  return /** @type {Layout} */ (
    existsSync(file) ? { ...oneOriginLayout(), ...JSON.parse(readFileSync(file, 'utf8')) } : oneOriginLayout()
  );
}

export function writeLayout(/** @type {string} */ root, /** @type {Layout} */ layout) {
  writeFileAtomically(join(root, 'hosting.json'), JSON.stringify(layout, null, 2) + '\n');
}

export function entryUrlOf(
  /** @type {Layout} */ layout,
  /** @type {string} */ remote,
  /** @type {string | undefined} */ buildId,
) {
  const url = layout.remoteEntryUrl[remote];
  return url && buildId ? url.replace(BUILD_ID_PLACEHOLDER, buildId) : undefined;
}

/** What a section's files are relative to: its release's folder as served, `…/<build-id>/`. */
export const releaseBaseOf = (/** @type {string} */ entryUrl) => entryUrl.replace(/assets\/remoteEntry\.js$/, '');

/** Inside each release, its search bundles, a folder a language (hosting/deploy/searchIndex.mjs). */
export const SEARCH_FOLDER = 'pagefind';

export function remoteOriginsOf(/** @type {Layout} */ layout) {
  const origins = Object.values(layout.remoteEntryUrl)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url.replace(BUILD_ID_PLACEHOLDER, 'x')).origin);
  return [...new Set(origins)];
}

export function writeFileAtomically(/** @type {string} */ file, /** @type {string | Uint8Array} */ content) {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export function assertDeployRoot(/** @type {string} */ root) {
  if (!existsSync(join(root, SHELL))) throw new Error(`${root} is not a deploy root (it has no ${SHELL} releases).`);
}
