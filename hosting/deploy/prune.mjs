// Pruning after a deploy (docs/hosting.md, "Pruning").
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INCOMING_PREFIX, serverBuildFolder, writeState } from './releases.mjs';

export const DEFAULT_KEEP = 5;
export const DEFAULT_RETENTION_MS = 7 * 24 * 3600 * 1000;

/**
 * Deletes the releases of `state` (as it went live) no rule keeps, and unfinished copies: inside the lock, none is a running deploy's.
 * @param {string} root @param {string} pkg @param {import('./releases.mjs').ReleaseState} state @param {{ keep: number, retentionMs: number, now: number }} rules
 */
export function pruneReleases(root, pkg, state, { keep, retentionMs, now }) {
  const protectedIds = new Set([
    ...state.history.slice(-2),
    ...(state.previous ? [state.previous] : []),
    ...(state.candidate ? [state.candidate.buildId] : []),
  ]);
  const newestFirst = Object.entries(state.releases).sort(([, a], [, b]) => b.deployedAt.localeCompare(a.deployedAt));
  const recent = new Set(newestFirst.slice(0, keep).map(([id]) => id));
  const pruned = newestFirst
    .filter(
      ([id, { deployedAt }]) => !protectedIds.has(id) && !recent.has(id) && now - Date.parse(deployedAt) > retentionMs,
    )
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
    for (const entry of readdirSync(folder))
      if (entry.startsWith(INCOMING_PREFIX)) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  return pruned;
}

export function removeRelease(/** @type {string} */ root, /** @type {string} */ pkg, /** @type {string} */ buildId) {
  rmSync(join(root, pkg, buildId), { recursive: true, force: true });
  rmSync(serverBuildFolder(root, pkg, buildId), { recursive: true, force: true });
}
