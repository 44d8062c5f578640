// Pruning: after a deploy, the package's releases no one needs any more go, with their server
// builds, and so do unfinished copies left by a deploy that crashed. The rules: docs/hosting.md.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INCOMING_PREFIX, serverBuildFolder, writeState } from './releases.mjs';

export const DEFAULT_KEEP = 5;
export const DEFAULT_RETENTION_MS = 7 * 24 * 3600 * 1000;

/**
 * Deletes releases that are neither live nor the previous one nor a candidate (previewed or in
 * canary), AND not among the `keep` most
 * recently deployed, AND older than the retention time, and unfinished copies. Runs inside the
 * deploy lock, so an unfinished copy is no running deploy's: its deploy crashed, or lost the lock
 * and stops before it switches. Writes the package's releases.json without them.
 * @param {string} root @param {string} pkg
 * @param {import('./releases.mjs').ReleaseState} state the package's state, as it went live
 * @param {{ keep: number, retentionMs: number, now: number }} rules
 * @returns {string[]} the build ids pruned
 */
export function pruneReleases(root, pkg, state, { keep, retentionMs, now }) {
  const protectedIds = new Set([...state.history.slice(-2), ...(state.previous ? [state.previous] : []), ...(state.candidate ? [state.candidate.buildId] : [])]);
  const newestFirst = Object.entries(state.releases).sort(([, a], [, b]) => b.deployedAt.localeCompare(a.deployedAt));
  const recent = new Set(newestFirst.slice(0, keep).map(([id]) => id));
  const pruned = newestFirst
    .filter(([id, { deployedAt }]) => !protectedIds.has(id) && !recent.has(id) && now - Date.parse(deployedAt) > retentionMs)
    .map(([id]) => id);
  if (pruned.length > 0) {
    for (const id of pruned) delete state.releases[id];
    state.history = state.history.filter((entry) => !pruned.includes(entry));
    // The state first: it never names a release whose folder is gone.
    writeState(root, pkg, state);
  }
  for (const id of pruned) removeRelease(root, pkg, id);
  for (const folder of [join(root, pkg), serverBuildFolder(root, pkg, '')]) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder)) if (entry.startsWith(INCOMING_PREFIX)) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  return pruned;
}

/** Deletes one release: its folder and its server build. @param {string} root @param {string} pkg @param {string} buildId */
export function removeRelease(root, pkg, buildId) {
  rmSync(join(root, pkg, buildId), { recursive: true, force: true });
  rmSync(serverBuildFolder(root, pkg, buildId), { recursive: true, force: true });
}
