// A package's releases on disk: a build's id, publishing it as a release, the package's
// releases.json (which release is live, which went before) and the build id live for each
// package. A release is one deployed build of a package, named by its build id: a folder written
// once and never changed (`<root>/<package>/<build id>/`, its server build in
// `<root>/server/<package>/<build id>/`). The deploy root's layout: docs/hosting.md.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serverBuildOf } from '../lib/builds.mjs';
import { REMOTES, SHELL, writeFileAtomically } from '../lib/deployRoot.mjs';

/** The name of a release being copied, renamed into place once complete. */
export const INCOMING_PREFIX = '.incoming-';

/**
 * @typedef {object} ReleaseState
 * @property {string[]} history build ids in the order they went live; the last is live
 * @property {Record<string, { deployedAt: string }>} releases every release on disk
 * @property {string} [previous] the release live before the last switch (a deploy's or a
 *   rollback's): kept, and for the shell still served under /assets/, for the tabs opened on it
 * @property {Candidate} [candidate] a section's release published but not live: previewed, in
 *   canary, or both (hosting/deploy/candidateReleases.mjs); never pruned while it is one
 */

/**
 * @typedef {object} Candidate
 * @property {string} buildId
 * @property {string} deployedAt
 * @property {{ token: string, expiresAt: string }} [preview] seen by the browsers that opened its link
 * @property {{ percent: number, since: string }} [canary] live for `percent` of visitors since `since`
 */

/** Where a release's server build is kept, outside every folder a host serves. */
export const serverBuildFolder = (/** @type {string} */ root, /** @type {string} */ pkg, /** @type {string} */ buildId) => join(root, 'server', pkg, buildId);

/**
 * The id of a build: a hash of its files' paths and contents, its server build's included (one
 * release is both). The same build always gets the same id, so deploying it again switches to
 * the existing release instead of copying it.
 * @param {string} folder the client build
 * @param {string} [serverFolder] its server build (default: `dist-server` beside it)
 */
export function buildIdOf(folder, serverFolder = serverBuildOf(folder)) {
  const hash = createHash('sha256');
  const add = (/** @type {string} */ base, /** @type {string} */ prefix) => {
    for (const file of filesOf(base).sort()) hash.update(prefix + file).update('\0').update(readFileSync(join(base, file))).update('\0');
  };
  add(folder, '');
  add(serverFolder, 'server:');
  return hash.digest('hex').slice(0, 12);
}

/**
 * Publishes a build as the release `buildId` of `pkg`, its client build and its server build
 * each unless already there (the same build deployed again).
 * @param {string} root @param {string} pkg @param {string} buildId
 * @param {{ from: string, serverFrom: string }} build
 */
export function publishRelease(root, pkg, buildId, { from, serverFrom }) {
  const folder = join(root, pkg);
  const serverFolder = join(root, 'server', pkg);
  for (const target of [folder, serverFolder]) mkdirSync(target, { recursive: true });
  if (!existsSync(join(folder, buildId))) publish(from, folder, buildId);
  if (!existsSync(join(serverFolder, buildId))) publish(serverFrom, serverFolder, buildId);
}

/** Copies a build into a new release folder, which appears complete or not at all. */
function publish(/** @type {string} */ from, /** @type {string} */ folder, /** @type {string} */ buildId) {
  const incoming = join(folder, `${INCOMING_PREFIX}${buildId}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  // Assets first, HTML last: the files that name the others arrive after them.
  cpSync(from, incoming, { recursive: true, filter: (source) => !source.endsWith('.html') });
  for (const file of filesOf(from).filter((f) => f.endsWith('.html'))) cpSync(join(from, file), join(incoming, file));
  // Published files are read by the web server's own user (nginx's workers), whatever the build's modes.
  chmodSync(incoming, 0o755);
  for (const entry of readdirSync(incoming, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  try {
    renameSync(incoming, join(folder, buildId));
  } catch (error) {
    // Another deploy of the same build published it first: same id, same files.
    rmSync(incoming, { recursive: true, force: true });
    if (!existsSync(join(folder, buildId))) throw error;
  }
}

/** True when a release's folder is on disk. @param {string} root @param {string} pkg @param {string} buildId */
export const isOnDisk = (root, pkg, buildId) => existsSync(join(root, pkg, buildId));

/** @param {string} root @param {string} pkg @returns {ReleaseState} */
export function readState(root, pkg) {
  const file = join(root, pkg, 'releases.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { history: [], releases: {} };
}

/** @param {string} root @param {string} pkg @param {ReleaseState} state */
export function writeState(root, pkg, state) {
  writeFileAtomically(join(root, pkg, 'releases.json'), JSON.stringify(state, null, 2) + '\n');
}

/** The build id live for each package that has a live release. @param {string} root @returns {Record<string, string>} */
export function liveBuildIds(root) {
  return Object.fromEntries(
    [SHELL, ...REMOTES].flatMap((pkg) => {
      const live = readState(root, pkg).history.at(-1);
      return live ? [[pkg, live]] : [];
    }),
  );
}

/** Relative paths of every file under a folder. @param {string} folder @returns {string[]} */
function filesOf(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}
