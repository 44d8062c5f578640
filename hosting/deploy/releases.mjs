// A package's releases (folders written once, never changed) and its releases.json (docs/hosting.md, "Releases").
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serverBuildOf } from '../lib/builds.mjs';
import { REMOTES, SHELL, writeFileAtomically } from '../lib/deployRoot.mjs';

export const INCOMING_PREFIX = '.incoming-';

/** releases.json (docs/hosting.md, "The deploy root"). @typedef {{ history: string[], releases: Record<string, { deployedAt: string }>, previous?: string, candidate?: Candidate }} ReleaseState */
/** Changed by candidateReleases.mjs alone. @typedef {{ buildId: string, deployedAt: string, preview?: { token: string, expiresAt: string }, canary?: { percent: number, since: string } }} Candidate */
/** @typedef {Record<string, Candidate>} Candidates each section's candidate, for the sections that have one */

/** Outside every folder a host serves. */
export const serverBuildFolder = (
  /** @type {string} */ root,
  /** @type {string} */ pkg,
  /** @type {string} */ buildId,
) => join(root, 'server', pkg, buildId);

/** A hash of the client and server builds' paths and contents: the same build, the same id. @param {string} folder @param {string} [serverFolder] */
export function buildIdOf(folder, serverFolder = serverBuildOf(folder)) {
  const hash = createHash('sha256');
  const add = (/** @type {string} */ base, /** @type {string} */ prefix) => {
    for (const file of filesOf(base).sort())
      hash
        .update(prefix + file)
        .update('\0')
        .update(readFileSync(join(base, file)))
        .update('\0');
  };
  add(folder, '');
  add(serverFolder, 'server:');
  return hash.digest('hex').slice(0, 12);
}

/** Publishes a build as a release, each half unless already there. @param {string} root @param {string} pkg @param {string} buildId @param {{ from: string, serverFrom: string }} build */
export function publishRelease(root, pkg, buildId, { from, serverFrom }) {
  const folder = join(root, pkg);
  const serverFolder = join(root, 'server', pkg);
  for (const target of [folder, serverFolder]) mkdirSync(target, { recursive: true });
  if (!existsSync(join(folder, buildId))) publish(from, folder, buildId);
  if (!existsSync(join(serverFolder, buildId))) publish(serverFrom, serverFolder, buildId);
}

/** Copies a build into a release folder that appears complete or not at all: assets first, HTML last. */
function publish(/** @type {string} */ from, /** @type {string} */ folder, /** @type {string} */ buildId) {
  const incoming = join(folder, `${INCOMING_PREFIX}${buildId}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(from, incoming, { recursive: true, filter: (source) => !source.endsWith('.html') });
  for (const file of filesOf(from).filter((f) => f.endsWith('.html'))) cpSync(join(from, file), join(incoming, file));
  makeReadable(incoming);
  try {
    renameSync(incoming, join(folder, buildId));
  } catch (error) {
    // Another deploy of the same build published it first: same id, same files.
    rmSync(incoming, { recursive: true, force: true });
    if (!existsSync(join(folder, buildId))) throw error;
  }
}

/** Readable by the web server's own user (nginx's workers), whatever the build's modes. @param {string} folder */
export function makeReadable(folder) {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}

export const isOnDisk = (/** @type {string} */ root, /** @type {string} */ pkg, /** @type {string} */ buildId) =>
  existsSync(join(root, pkg, buildId));

/** @param {string} root @param {string} pkg @returns {ReleaseState} */
export function readState(root, pkg) {
  const file = join(root, pkg, 'releases.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { history: [], releases: {} };
}

export function writeState(/** @type {string} */ root, /** @type {string} */ pkg, /** @type {ReleaseState} */ state) {
  writeFileAtomically(join(root, pkg, 'releases.json'), JSON.stringify(state, null, 2) + '\n');
}

/** @param {string} root @returns {Record<string, string>} */
export function liveBuildIds(root) {
  return Object.fromEntries(
    [SHELL, ...REMOTES].flatMap((pkg) => {
      const live = readState(root, pkg).history.at(-1);
      return live ? [[pkg, live]] : [];
    }),
  );
}

/** @param {string} root @returns {Candidates} */
export function readCandidates(root) {
  return Object.fromEntries(
    REMOTES.flatMap((pkg) => {
      const candidate = readState(root, pkg).candidate;
      return candidate ? [[pkg, candidate]] : [];
    }),
  );
}

/** @param {string} folder @returns {string[]} relative paths */
function filesOf(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}
