// The deploy lock: deploys and rollbacks of different sections may run at the same time; each
// rewrites remotes.json from every section's state, so they take turns on `<root>/.deploy.lock`.
import fs, { mkdirSync } from 'node:fs';
import { now } from '../../shared/src/clock.mjs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long is another deploy's to take. */
const STALE_LOCK_MS = 20_000;
/** How long a lock that looks abandoned is watched for its holder's first stamp before it is taken. */
const FIRST_STAMP_WAIT_MS = 1_000;

/**
 * The file system the lock library sees: its own for each lock (the library then stamps a new lock
 * with this process's clock, as each refresh), and a lock that looks abandoned is looked at again
 * a moment later: a lock just made carries the file system's time until its holder stamps it.
 */
function lockFileSystem() {
  const lockFs = Object.create(fs);
  lockFs.stat = (/** @type {string} */ path, /** @type {(error: Error | null, stat?: fs.Stats) => void} */ callback) =>
    fs.stat(path, (error, first) => {
      if (error || first.mtimeMs >= now() - STALE_LOCK_MS) return callback(error, first);
      setTimeout(() => fs.stat(path, (again, second) => callback(again, again || second.mtimeMs === first.mtimeMs ? first : second)), FIRST_STAMP_WAIT_MS);
    });
  return lockFs;
}

/**
 * Runs `work` holding the deploy lock (a lock directory, which proper-lockfile refreshes every
 * few seconds while held and treats as abandoned when its holder has not refreshed it for
 * STALE_LOCK_MS). `work` calls `stillHeld()` just before it switches anything: a deploy whose
 * lock was taken over (its process stalled for longer than that) stops there, changing nothing.
 * @template T
 * @param {string} root
 * @param {(stillHeld: () => void) => T | Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withDeployLock(root, work) {
  mkdirSync(root, { recursive: true });
  /** @type {Error | undefined} */
  let compromised;
  const unlock = await lockfile.lock(root, {
    lockfilePath: join(root, '.deploy.lock'),
    // Its staleness compares the process's clock with its own stamps only (docs/decisions/clock.md).
    fs: lockFileSystem(),
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
