// Versioned, immutable releases: deploy, roll back, prune. A release is one deployed build of a
// package, named by its build id. The deploy root's layout: docs/hosting.md.
//
// A release folder is written once and never changed; going live is a pointer switch (the
// remote's URL in remotes.json, or the shell's `current` link), each replaced in one rename.
// A visitor who loaded an older release keeps loading its files until it is pruned.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import lockfile from 'proper-lockfile';
import { isClientBuildOf, serverBuildOf } from './builds.mjs';
import { renderComposedPages, serverBuildFolder, writeComposedPages } from './compose.mjs';
import { REMOTES, SHELL, entryUrlOf, readLayout, writeFileAtomically } from './deployRoot.mjs';
import { refreshNginxServing } from '../nginx/nginx.mjs';
import { ROUTE_LIST_FILE, readRouteList, readRouteOwners, routeListChange } from './routes.mjs';
import { assertDeployRoot, readSampleRate, writeSampleRateSetting } from './vitals.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';

export const DEFAULT_KEEP = 5;
export const DEFAULT_RETENTION_MS = 7 * 24 * 3600 * 1000;
const INCOMING_PREFIX = '.incoming-';

/**
 * @typedef {object} ReleaseState
 * @property {string[]} history build ids in the order they went live; the last is live
 * @property {Record<string, { deployedAt: string }>} releases every release on disk
 * @property {string} [previous] the release live before the last switch (a deploy's or a
 *   rollback's): kept, and for the shell still served under /assets/, for the tabs opened on it
 */

/**
 * The id of a build: a hash of its files' paths and contents, its server build's included (one
 * release is both). The same build always gets the same id, so deploying it again switches to
 * the existing release instead of copying it.
 * @param {string} folder
 * @param {string} [serverFolder]
 */
export function buildIdOf(folder, serverFolder) {
  const hash = createHash('sha256');
  const add = (/** @type {string} */ base, /** @type {string} */ prefix) => {
    for (const file of filesOf(base).sort()) hash.update(prefix + file).update('\0').update(readFileSync(join(base, file))).update('\0');
  };
  add(folder, '');
  if (serverFolder && existsSync(serverFolder)) add(serverFolder, 'server:');
  return hash.digest('hex').slice(0, 12);
}

/**
 * Publishes `from` (a package's dist folder) and its server build as a release, composes the
 * package's pages with it (compose.mjs) and makes it live. A page that fails to render stops
 * the deploy before anything visitors get has changed.
 * @param {{ root: string, pkg: string, from: string, serverFrom?: string, keep?: number, retentionMs?: number, now?: number }} options
 * @returns {Promise<{ buildId: string, previousBuildId: string | undefined, prunedBuildIds: string[], composedPages: number, routeChange: RouteListChange }>}
 *   the build id live now, the one live before, the releases pruned, the pages composed, and
 *   the routes a shell release adds or removes
 */
export async function deploy({ root, pkg, from, serverFrom = serverBuildOf(from), keep = DEFAULT_KEEP, retentionMs = DEFAULT_RETENTION_MS, now = Date.now() }) {
  assertPackage(pkg);
  if (!isClientBuildOf(pkg, from)) {
    throw new Error(`${from} is not a build of ${pkg}: run \`npm run build -w ${pkg}\` first.`);
  }
  const hasServerBuild = existsSync(serverFrom);
  for (const folder of hasServerBuild ? [from, serverFrom] : [from]) refuseSymbolicLinks(folder);
  const buildId = buildIdOf(from, serverFrom);

  // Everything from here on inside the lock: another deploy cannot prune this release between
  // the check that it is published and its switch.
  return withDeployLock(root, async (stillHeld) => {
    const folder = join(root, pkg);
    mkdirSync(folder, { recursive: true });
    if (!existsSync(join(folder, buildId))) publish(from, folder, buildId);
    const serverFolder = serverBuildFolder(root, pkg, buildId);
    if (hasServerBuild && !existsSync(serverFolder)) {
      mkdirSync(dirname(serverFolder), { recursive: true });
      publish(serverFrom, dirname(serverFolder), buildId);
    }
    const state = readState(root, pkg);
    const previousBuildId = state.history.at(-1);
    state.releases[buildId] = { deployedAt: new Date(now).toISOString() };
    if (previousBuildId !== buildId) {
      state.history.push(buildId);
      state.previous = previousBuildId;
    }
    const composed = await renderComposedPages({ root, live: { ...liveBuildIds(root), [pkg]: buildId }, only: pkg });
    stillHeld();
    const prunedBuildIds = pruneReleases(root, pkg, state, { keep, retentionMs, now });
    const routeChange = await goLiveWithComposedPages(root, pkg, state, composed);
    return { buildId, previousBuildId, prunedBuildIds, composedPages: composed.size, routeChange };
  });
}

/**
 * Makes the release that was live before the current one live again, its pages recomposed. The
 * release rolled away from stays on disk, and for the shell reachable as `previous`, so a tab
 * opened on it keeps loading its chunks; the usual pruning removes it later.
 * @param {{ root: string, pkg: string }} options
 * @returns {Promise<{ buildId: string, previousBuildId: string, routeChange: RouteListChange }>} the build id live again, the one
 *   rolled away from, and the routes this adds or removes
 */
export async function rollback({ root, pkg }) {
  assertPackage(pkg);
  return withDeployLock(root, async (stillHeld) => {
    const state = readState(root, pkg);
    if (state.history.length < 2) throw new Error(`${pkg} has no previous release to roll back to.`);
    const previousBuildId = /** @type {string} */ (state.history.pop());
    const buildId = /** @type {string} */ (state.history.at(-1));
    if (!existsSync(join(root, pkg, buildId))) throw new Error(`${pkg}: release ${buildId} is no longer on disk.`);
    state.previous = previousBuildId;
    const composed = await renderComposedPages({ root, live: { ...liveBuildIds(root), [pkg]: buildId }, only: pkg });
    stillHeld();
    const routeChange = await goLiveWithComposedPages(root, pkg, state, composed);
    return { buildId, previousBuildId, routeChange };
  });
}

/** A build that holds a symbolic link could make a host serve any file it points to. @param {string} folder */
function refuseSymbolicLinks(folder) {
  const link = readdirSync(folder, { recursive: true, withFileTypes: true }).find((entry) => entry.isSymbolicLink());
  if (link) throw new Error(`${join(link.parentPath, link.name)} is a symbolic link: a release holds files only.`);
}

/**
 * The switch, and the composed pages, in the order that never sends a visitor a page whose
 * files are not reachable: a remote's pages first (they name their release, already
 * published; the manifest still names the old one until the switch), the shell's after its
 * switch (they name the new shell's assets, served from `current`).
 * @param {string} root @param {string} pkg @param {ReleaseState} state @param {Map<string, string | null>} composed
 */
async function goLiveWithComposedPages(root, pkg, state, composed) {
  if (pkg !== SHELL) {
    await writeComposedPages(root, composed);
    goLive(root, pkg, state);
    return NO_ROUTE_CHANGE;
  }
  const before = readRouteListOrNone(join(root, SHELL, 'current'));
  // Each page carries its own boot script's policy (shell/build/inlineBootScriptPlugin.ts), so
  // no host has to learn anything for the switch.
  goLive(root, pkg, state);
  await writeComposedPages(root, composed, { prune: true });
  // Another route list: an nginx our scripts started takes it (none is reloaded otherwise).
  await refreshNginxServing(root);
  return routeListChange(before, readRouteListOrNone(join(root, SHELL, 'current')));
}

/** @typedef {import('./routes.mjs').RouteListChange} RouteListChange */
/** @type {RouteListChange} */
const NO_ROUTE_CHANGE = { added: [], removed: [], ownersChanged: false };

/** A shell release's routes and their owners; none before the first deploy. @param {string} shellFolder */
function readRouteListOrNone(shellFolder) {
  if (!existsSync(join(shellFolder, ROUTE_LIST_FILE))) return { routes: [], owners: {} };
  return { routes: readRouteList(shellFolder), owners: readRouteOwners(shellFolder) };
}

/** @param {string} root @param {string} pkg @returns {ReleaseState} */
export function readState(root, pkg) {
  const file = join(root, pkg, 'releases.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { history: [], releases: {} };
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

/** Writes the package's state, then switches what visitors get: the shell's links or remotes.json. */
function goLive(/** @type {string} */ root, /** @type {string} */ pkg, /** @type {ReleaseState} */ state) {
  writeFileAtomically(join(root, pkg, 'releases.json'), JSON.stringify(state, null, 2) + '\n');
  if (pkg === SHELL) {
    const [previous, current] = [state.previous ?? state.history.at(-2), state.history.at(-1)];
    // The previous release's hashed assets stay reachable for pages loaded before the switch.
    if (previous) switchLink(join(root, SHELL, 'previous'), previous);
    if (current) switchLink(join(root, SHELL, 'current'), current);
  } else {
    writeManifest(root);
  }
}

/** remotes.json, generated from every remote's live release: never edited by hand. @param {string} root */
export function writeManifest(root) {
  const layout = readLayout(root);
  const live = liveBuildIds(root);
  const remotes = Object.fromEntries(
    REMOTES.flatMap((name) => {
      const entryUrl = entryUrlOf(layout, name, live[name]);
      return entryUrl ? [[name, entryUrl]] : [];
    }),
  );
  // Field-speed reporting, when it is on: the share of page views that report (hosting/lib/vitals.mjs).
  const sampleRate = readSampleRate(root);
  const vitals = sampleRate > 0 ? { vitals: { sampleRate } } : {};
  writeFileAtomically(join(root, MANIFEST_FILE), JSON.stringify({ timeoutMs: layout.timeoutMs, remotes, ...vitals }, null, 2) + '\n');
}

/**
 * Turns field-speed reporting on for a share of page views (0 < rate ≤ 1) or off (0): the
 * setting and remotes.json, which carries it to the browsers, are written together, between
 * deploys. Nothing is rebuilt; the next page view follows it.
 * @param {string} root @param {number} rate
 */
export async function setSampleRate(root, rate) {
  // Checked before the lock, which would create the folder: a typo in --root makes nothing.
  assertDeployRoot(root);
  return withDeployLock(root, (stillHeld) => {
    stillHeld();
    writeSampleRateSetting(root, rate);
    writeManifest(root);
  });
}

/**
 * Deletes releases that are neither live nor the previous one, AND not among the `keep` most
 * recently deployed, AND older than the retention time, and unfinished copies left by a
 * deploy that crashed more than an hour ago.
 */
function pruneReleases(
  /** @type {string} */ root,
  /** @type {string} */ pkg,
  /** @type {ReleaseState} */ state,
  /** @type {{ keep: number, retentionMs: number, now: number }} */ { keep, retentionMs, now },
) {
  const protectedIds = new Set([...state.history.slice(-2), ...(state.previous ? [state.previous] : [])]);
  const newestFirst = Object.entries(state.releases).sort(([, a], [, b]) => b.deployedAt.localeCompare(a.deployedAt));
  const recent = new Set(newestFirst.slice(0, keep).map(([id]) => id));
  const pruned = newestFirst
    .filter(([id, { deployedAt }]) => !protectedIds.has(id) && !recent.has(id) && now - Date.parse(deployedAt) > retentionMs)
    .map(([id]) => id);
  for (const id of pruned) {
    delete state.releases[id];
    state.history = state.history.filter((entry) => entry !== id);
    rmSync(join(root, pkg, id), { recursive: true, force: true });
    rmSync(serverBuildFolder(root, pkg, id), { recursive: true, force: true });
  }
  for (const entry of readdirSync(join(root, pkg))) {
    const path = join(root, pkg, entry);
    if (entry.startsWith(INCOMING_PREFIX) && now - statSync(path).mtimeMs > 3600_000) rmSync(path, { recursive: true, force: true });
  }
  return pruned;
}

/** Points `link` at `target` in one step (a new link renamed over the old one). */
function switchLink(/** @type {string} */ link, /** @type {string} */ target) {
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/**
 * Deploys of different sections may run at the same time; each rewrites remotes.json from every
 * section's state, so they take turns (a lock directory, which proper-lockfile refreshes every
 * few seconds while held and treats as abandoned when its holder has not refreshed it for
 * STALE_LOCK_MS). `work` calls `stillHeld()` just before it switches anything: a deploy whose
 * lock was taken over (its process stalled for longer than that) stops there, changing nothing.
 * @template T
 * @param {string} root
 * @param {(stillHeld: () => void) => T | Promise<T>} work
 * @returns {Promise<T>}
 */
async function withDeployLock(root, work) {
  mkdirSync(root, { recursive: true });
  /** @type {Error | undefined} */
  let compromised;
  const unlock = await lockfile.lock(root, {
    lockfilePath: join(root, '.deploy.lock'),
    realpath: false,
    stale: STALE_LOCK_MS,
    update: STALE_LOCK_MS / 4,
    retries: { retries: 600, minTimeout: 10, maxTimeout: 100 },
    onCompromised: (error) => (compromised = error),
  });
  const stillHeld = () => {
    if (compromised) throw new Error(`The deploy lock was lost (${compromised.message}); nothing was switched. Deploy again.`);
  };
  try {
    return await work(stillHeld);
  } finally {
    if (!compromised) await unlock();
  }
}

/** A lock not refreshed for this long is another deploy's to take. */
const STALE_LOCK_MS = 20_000;

function assertPackage(/** @type {string} */ pkg) {
  if (pkg !== SHELL && !REMOTES.includes(pkg)) throw new Error(`Unknown package "${pkg}": expected ${[SHELL, ...REMOTES].join(', ')}.`);
}

/** Relative paths of every file under a folder. @param {string} folder @returns {string[]} */
function filesOf(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}
