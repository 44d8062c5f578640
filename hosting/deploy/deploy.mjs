// Deploy, promote and rollback, each read top to bottom: check the build, take the lock, publish,
// compose (render, before anything changes), switch, prune, refresh nginx (shell only). A
// deploy that is not for everyone yet (a preview, a canary) is candidateReleases.mjs's. Each step
// is a module of this folder (releases, deployLock, compose, manifest, prune) or of
// hosting/nginx/ (process); the deploy root is `root` throughout. The deploy root's layout and
// the steps in words: docs/hosting.md.
//
// A release folder is written once and never changed; going live is a pointer switch (the
// remote's URL in remotes.json, or the shell's `current` link), each replaced in one rename.
// A visitor who loaded an older release keeps loading its files until it is pruned.
import { existsSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { assertPolicyAllowsShell, checkBuild, serverBuildOf } from '../lib/builds.mjs';
import { SHELL, assertPackage, readLayout } from '../lib/deployRoot.mjs';
import { ROUTE_LIST_FILE, readRouteList, readRouteOwners, routeListChange } from '../lib/routes.mjs';
import { refreshNginxServing } from '../nginx/process.mjs';
import { renderComposedPages, writeComposedPages } from './compose.mjs';
import { withDeployLock } from './deployLock.mjs';
import { writeManifest } from './manifest.mjs';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS, pruneReleases } from './prune.mjs';
import { buildIdOf, isOnDisk, liveBuildIds, publishRelease, readState, writeState } from './releases.mjs';
import { endCanaryInState, endExpiredPreviews, removeCanaryFolder, removeCandidateFolders, renderCandidatePages } from './candidateReleases.mjs';
import { writeServiceWorker } from './serviceWorker.mjs';

export { DEFAULT_KEEP, DEFAULT_RETENTION_MS };

/** @typedef {import('../lib/routes.mjs').RouteListChange} RouteListChange */
/** @typedef {import('./releases.mjs').ReleaseState} ReleaseState */

/**
 * Publishes `from` (a package's dist folder) and its server build as a release, composes the
 * package's pages with it and makes it live. A page that fails to render stops the deploy
 * before anything visitors get has changed.
 * @param {{ root: string, pkg: string, from: string, serverFrom?: string, keep?: number, retentionMs?: number, now?: number }} options
 * @returns {Promise<{ buildId: string, previousBuildId: string | undefined, prunedBuildIds: string[], composedPages: number, routeChange: RouteListChange }>}
 *   the build id live now, the one live before, the releases pruned, the pages composed, and
 *   the routes a shell release adds or removes
 */
export async function deploy({ root, pkg, from, serverFrom = serverBuildOf(from), keep = DEFAULT_KEEP, retentionMs = DEFAULT_RETENTION_MS, now = clockNow() }) {
  // 1. Check the build: a package of the site, its client and server builds, files only.
  checkBuild(pkg, from, serverFrom);
  const buildId = buildIdOf(from, serverFrom);

  // 2. Take the lock: every check and write from here on is inside it, so another deploy cannot
  // prune this release between the check that it is published and its switch.
  return withDeployLock(root, async (stillHeld) => {
    // 3. Publish the release (unless it is on disk already).
    publishRelease(root, pkg, buildId, { from, serverFrom });
    return makeLive({ root, pkg, buildId, stillHeld, keep, retentionMs, now });
  });
}

/**
 * Makes a section's candidate release (previewed, or in canary) live for everyone, as a deploy of
 * it would, without copying or building anything: the same lock, the same composition and switch.
 * Its preview and canary end once it is live.
 * @param {{ root: string, pkg: string, keep?: number, retentionMs?: number, now?: number }} options
 */
export async function promote({ root, pkg, keep = DEFAULT_KEEP, retentionMs = DEFAULT_RETENTION_MS, now = clockNow() }) {
  assertPackage(pkg);
  return withDeployLock(root, async (stillHeld) => {
    const candidate = readState(root, pkg).candidate;
    if (!candidate) throw new Error(`${pkg} has no release in preview or canary to promote: deploy one with --preview or --canary first.`);
    if (!isOnDisk(root, pkg, candidate.buildId)) throw new Error(`${pkg}: release ${candidate.buildId} is no longer on disk.`);
    return makeLive({ root, pkg, buildId: candidate.buildId, stillHeld, keep, retentionMs, now });
  });
}

/**
 * Steps 3 to 7 of a deploy, for a release already published: record it, compose, switch, end its
 * preview or canary if it had one, prune, refresh nginx.
 * @param {{ root: string, pkg: string, buildId: string, stillHeld: () => void, keep: number, retentionMs: number, now: number }} step
 */
async function makeLive({ root, pkg, buildId, stillHeld, keep, retentionMs, now }) {
  endExpiredPreviews(root, now);
  const state = readState(root, pkg);
  const previousBuildId = state.history.at(-1);
  state.releases[buildId] = { deployedAt: new Date(now).toISOString() };
  if (previousBuildId !== buildId) {
    state.history.push(buildId);
    state.previous = previousBuildId;
  }
  // Live for everyone: no longer a candidate (its folders go once the switch is made).
  const endedCandidate = state.candidate?.buildId === buildId ? state.candidate : undefined;
  if (endedCandidate) delete state.candidate;
  const live = { ...liveBuildIds(root), [pkg]: buildId };

  // 4 and 5. Compose the package's pages, then switch.
  const { composedPages, routeChange } = await composeThenSwitch({ root, pkg, live, state, stillHeld });
  if (endedCandidate) removeCandidateFolders(root, endedCandidate);

  // 6. Prune the package's releases no one needs any more.
  const prunedBuildIds = pruneReleases(root, pkg, state, { keep, retentionMs, now });

  // 7. A shell with another route list: an nginx our scripts started takes it.
  if (pkg === SHELL) await refreshNginxServing(root);
  return { buildId, previousBuildId, prunedBuildIds, composedPages, routeChange };
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
    // The release to go back to: the one before the live one, still on disk.
    const state = readState(root, pkg);
    if (state.history.length < 2) throw new Error(`${pkg} has no previous release to roll back to.`);
    const previousBuildId = /** @type {string} */ (state.history.pop());
    const buildId = /** @type {string} */ (state.history.at(-1));
    if (!isOnDisk(root, pkg, buildId)) throw new Error(`${pkg}: release ${buildId} is no longer on disk.`);
    if (pkg === SHELL) assertPolicyAllowsShell(join(root, SHELL, buildId));
    state.previous = previousBuildId;
    // A canary is taken back from everyone too (a preview stays: it is one browser's).
    const endedCanary = endCanaryInState(state);
    const live = { ...liveBuildIds(root), [pkg]: buildId };

    // Compose, switch and refresh nginx as a deploy does; a rollback prunes nothing.
    const { routeChange } = await composeThenSwitch({ root, pkg, live, state, stillHeld });
    if (endedCanary) removeCanaryFolder(root);
    if (pkg === SHELL) await refreshNginxServing(root);
    return { buildId, previousBuildId, routeChange };
  });
}

/**
 * Steps 4 and 5 of a deploy (and of a rollback): compose the package's pages with the releases
 * about to be live, in memory (a page that fails to render stops here, nothing changed); then,
 * if the lock is still this deploy's, switch.
 * @param {{ root: string, pkg: string, live: Record<string, string>, state: ReleaseState, stillHeld: () => void }} step
 *   `live`: each package's build id once the switch is made
 * @returns {Promise<{ composedPages: number, routeChange: RouteListChange }>}
 */
async function composeThenSwitch({ root, pkg, live, state, stillHeld }) {
  const layout = readLayout(root);
  const composed = await renderComposedPages({ root, layout, live, only: pkg });
  // A new shell is in every page, the candidates' too: rendered now, written after the switch.
  const candidatePages = pkg === SHELL ? await renderCandidatePages(root, { layout, live }) : [];
  stillHeld();
  const routeChange = await goLive({ root, pkg, state, composed, layout, live });
  for (const { folder, pages } of candidatePages) await writeComposedPages(folder, pages);
  return { composedPages: composed.size, routeChange };
}

/**
 * The switch, and the composed pages, in the order that never sends a visitor a page whose
 * files are not reachable: a remote's pages first (they name its release, already published;
 * the manifest still names the old one until the switch), then its state and remotes.json; the
 * shell's state and links first, then its pages (they name the new shell's assets, served from
 * `current`), removing the pages of routes it no longer has. Each page carries its own boot
 * script's policy (shell/build/inlineBootScriptPlugin.ts), so no host has to learn anything.
 * @param {{ root: string, pkg: string, state: ReleaseState, composed: Map<string, string | null>,
 *   layout: import('../lib/deployRoot.mjs').Layout, live: Record<string, string> }} switchOver
 * @returns {Promise<RouteListChange>} the routes the switch adds or removes
 */
async function goLive({ root, pkg, state, composed, layout, live }) {
  if (pkg !== SHELL) {
    await writeComposedPages(root, composed);
    writeState(root, pkg, state);
    writeManifest(root, { layout, live });
    return { added: [], removed: [], ownersChanged: false };
  }
  const current = join(root, SHELL, 'current');
  const before = routeListOrNone(current);
  writeState(root, pkg, state);
  const previous = state.previous ?? state.history.at(-2);
  // The previous release's hashed assets stay reachable for pages loaded before the switch.
  if (previous) switchLink(join(root, SHELL, 'previous'), previous);
  switchLink(current, /** @type {string} */ (state.history.at(-1)));
  await writeComposedPages(root, composed, { prune: true });
  // What keeping a section offline downloads changed with the pages (offlineSections.mjs).
  writeManifest(root, { layout, live });
  // The new shell's worker last: a browser that updates to it finds the shell's pages in place.
  writeServiceWorker(root);
  return routeListChange(before, routeListOrNone(current));
}

/**
 * A shell release's routes and their owners: none before the first deploy, and none when the
 * live release's list cannot be read (the change is then reported against no routes).
 * @param {string} shellFolder
 */
function routeListOrNone(shellFolder) {
  if (!existsSync(join(shellFolder, ROUTE_LIST_FILE))) return { routes: [], owners: {} };
  try {
    return { routes: readRouteList(shellFolder), owners: readRouteOwners(shellFolder) };
  } catch {
    return { routes: [], owners: {} };
  }
}

/** Points `link` at `target` in one step (a new link renamed over the old one). */
function switchLink(/** @type {string} */ link, /** @type {string} */ target) {
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}
