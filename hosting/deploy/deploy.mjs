// Deploy and rollback for everyone (docs/hosting.md, "Deploy", "Rollback"). Candidates and `promote` are
// candidateReleases.mjs's: each command here asks it once what changes for them.
import { join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { assertPolicyAllowsShell, checkBuild, serverBuildOf } from '../lib/builds.mjs';
import { SHELL, assertPackage } from '../lib/deployRoot.mjs';
import { refreshNginxServing } from '../nginx/process.mjs';
import { candidatesOnRollback, candidatesWhenLive } from './candidateReleases.mjs';
import { withDeployLock } from './deployLock.mjs';
import { composeThenSwitch, makeLive } from './liveSwitch.mjs';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS } from './prune.mjs';
import { buildIdOf, isOnDisk, liveBuildIds, publishRelease, readState } from './releases.mjs';

/** @param {{ root: string, pkg: string, from: string, serverFrom?: string, keep?: number, retentionMs?: number, now?: number }} options */
export async function deploy({
  root,
  pkg,
  from,
  serverFrom = serverBuildOf(from),
  keep = DEFAULT_KEEP,
  retentionMs = DEFAULT_RETENTION_MS,
  now = clockNow(),
}) {
  checkBuild(pkg, from, serverFrom);
  const buildId = buildIdOf(from, serverFrom);
  // Every check and write from here on is inside the lock: no other deploy prunes this release before its switch.
  return withDeployLock(root, async (stillHeld) => {
    publishRelease(root, pkg, buildId, { from, serverFrom });
    const { state, candidates, endedCandidate } = candidatesWhenLive(root, pkg, buildId, now);
    return makeLive({ root, pkg, buildId, state, candidates, endedCandidate, stillHeld, keep, retentionMs, now });
  });
}

/** The release live before the current one, live again; the one rolled away from becomes `previous`. @param {{ root: string, pkg: string }} options */
export async function rollback({ root, pkg }) {
  assertPackage(pkg);
  return withDeployLock(root, async (stillHeld) => {
    const state = readState(root, pkg);
    if (state.history.length < 2) throw new Error(`${pkg} has no previous release to roll back to.`);
    const previousBuildId = /** @type {string} */ (state.history.pop());
    const buildId = /** @type {string} */ (state.history.at(-1));
    if (!isOnDisk(root, pkg, buildId)) throw new Error(`${pkg}: release ${buildId} is no longer on disk.`);
    if (pkg === SHELL) assertPolicyAllowsShell(join(root, SHELL, buildId));
    state.previous = previousBuildId;
    const { candidates, endedCandidate } = candidatesOnRollback(root, pkg, state);
    const live = { ...liveBuildIds(root), [pkg]: buildId };
    const { routeChange } = await composeThenSwitch({ root, pkg, live, state, candidates, endedCandidate, stillHeld });
    if (pkg === SHELL) await refreshNginxServing(root);
    return { buildId, previousBuildId, routeChange };
  });
}
