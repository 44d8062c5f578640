// Making a release live for everyone, for deploy, promote and rollback (docs/hosting.md, "Deploy", steps 3-7).
// Given the package's state and the candidates (candidateReleases.mjs settles them), it changes no candidate.
import { existsSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { removeCandidateFolders } from '../lib/candidateFolders.mjs';
import { SHELL, readLayout } from '../lib/deployRoot.mjs';
import { ROUTE_LIST_FILE } from '../../shared/build/buildFiles.mjs';
import { readRouteList, readRouteOwners, routeListChange } from '../lib/routes.mjs';
import { refreshNginxServing } from '../nginx/process.mjs';
import { renderCandidatePages, renderComposedPages, writeComposedPages } from './compose.mjs';
import { writeManifestsFor } from './manifest.mjs';
import { pruneReleases } from './prune.mjs';
import { liveBuildIds, writeState } from './releases.mjs';
import { indexComposedPages } from './searchIndex.mjs';
import { writeServiceWorker } from './serviceWorker.mjs';

/** @typedef {import('./releases.mjs').ReleaseState} ReleaseState @typedef {import('./releases.mjs').Candidates} Candidates @typedef {import('./releases.mjs').Candidate} Candidate */
/** `endedCandidate`: what a candidate stopped showing. @typedef {{ root: string, pkg: string, state: ReleaseState, candidates: Candidates, endedCandidate?: Candidate | undefined, stillHeld: () => void }} SwitchContext */

/** Records `buildId` as live in `state`, composes, switches, prunes, refreshes nginx. @param {SwitchContext & { buildId: string, keep: number, retentionMs: number, now: number }} step */
export async function makeLive({
  root,
  pkg,
  buildId,
  state,
  candidates,
  endedCandidate,
  stillHeld,
  keep,
  retentionMs,
  now,
}) {
  const previousBuildId = state.history.at(-1);
  state.releases[buildId] = { deployedAt: new Date(now).toISOString() };
  if (previousBuildId !== buildId) {
    state.history.push(buildId);
    state.previous = previousBuildId;
  }
  const live = { ...liveBuildIds(root), [pkg]: buildId };
  const { composedPages, routeChange } = await composeThenSwitch({
    root,
    pkg,
    live,
    state,
    candidates,
    endedCandidate,
    stillHeld,
  });
  const prunedBuildIds = pruneReleases(root, pkg, state, { keep, retentionMs, now });
  if (pkg === SHELL) await refreshNginxServing(root);
  return { buildId, previousBuildId, prunedBuildIds, composedPages, routeChange };
}

/**
 * Renders the package's pages (a new shell's: the candidates' too) and indexes them for search, a failure stopping here;
 * then, the lock still held, switches and removes the folders of what `endedCandidate` showed. @param {SwitchContext & { live: Record<string, string> }} step
 */
export async function composeThenSwitch({ root, pkg, live, state, candidates, endedCandidate, stillHeld }) {
  const layout = readLayout(root);
  const composed = await renderComposedPages({ root, layout, live, only: pkg });
  const candidatePages = pkg === SHELL ? await renderCandidatePages({ root, layout, live, candidates }) : [];
  // A shell's pages are every release's: a release deployed before any shell, or before search, gets its bundles too.
  await indexComposedPages({ root, live, composed });
  for (const rendered of candidatePages)
    await indexComposedPages({ root, live: rendered.live, composed: rendered.pages });
  stillHeld();
  const routeChange = await switchOver({ root, pkg, state, composed, releases: { layout, live, candidates } });
  for (const { folder, pages } of candidatePages) await writeComposedPages(folder, pages);
  if (endedCandidate) removeCandidateFolders(root, endedCandidate);
  return { composedPages: composed.size, routeChange };
}

/** In the order that never sends a page whose files are not reachable (docs/hosting.md, "Deploy", step 5). @param {{ root: string, pkg: string, state: ReleaseState, composed: Map<string, string | null>, releases: import('./manifest.mjs').ManifestReleases }} switchOver */
async function switchOver({ root, pkg, state, composed, releases }) {
  if (pkg !== SHELL) {
    await writeComposedPages(root, composed);
    writeState(root, pkg, state);
    writeManifestsFor(root, releases);
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
  // After the pages: what keeping a section offline downloads is measured from them.
  writeManifestsFor(root, releases);
  // Last: a browser that updates to the new worker finds the shell's pages in place.
  writeServiceWorker(root);
  return routeListChange(before, routeListOrNone(current));
}

/** A shell release's routes and owners; none before the first deploy or when unreadable. @param {string} shellFolder */
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
