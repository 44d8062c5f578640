// `<root>/.deploy.lock` (docs/hosting.md, "The lock"; its clock: docs/decisions/clock.md, "File times").
import fs, { mkdirSync } from 'node:fs';
import { now } from '../../shared/src/clock.mjs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_LOCK_MS = 20_000;
/** How long a lock that looks abandoned is watched for its holder's first stamp before it is taken. */
const FIRST_STAMP_WAIT_MS = 1_000;

/** A file system of its own for each lock, so the library stamps it with this process's clock; a stale-looking lock is looked at again. */
function lockFileSystem() {
  const lockFs = Object.create(fs);
  lockFs.stat = (/** @type {string} */ path, /** @type {(error: Error | null, stat?: fs.Stats) => void} */ callback) =>
    fs.stat(path, (error, first) => {
      if (error || first.mtimeMs >= now() - STALE_LOCK_MS) return callback(error, first);
      setTimeout(
        () =>
          fs.stat(path, (again, second) => callback(again, again || second.mtimeMs === first.mtimeMs ? first : second)),
        FIRST_STAMP_WAIT_MS,
      );
    });
  return lockFs;
}

/** `work` calls `stillHeld()` just before it switches anything: one whose lock was taken over (its process stalled past
 * STALE_LOCK_MS) stops there. @template T @param {string} root @param {(stillHeld: () => void) => T | Promise<T>} work @returns {Promise<T>} */
export async function withDeployLock(root, work) {
  mkdirSync(root, { recursive: true });
  let compromised = /** @type {Error | undefined} */ (undefined);
  const unlock = await lockfile.lock(root, {
    lockfilePath: join(root, '.deploy.lock'),
    fs: lockFileSystem(),
    realpath: false,
    stale: STALE_LOCK_MS,
    update: STALE_LOCK_MS / 4,
    retries: { retries: 600, minTimeout: 10, maxTimeout: 100 },
    onCompromised: (error) => (compromised = error),
  });
  const stillHeld = () => {
    if (compromised)
      throw new Error(`The deploy lock was lost (${compromised.message}); nothing was switched. Deploy again.`);
  };
  try {
    return await work(stillHeld);
  } finally {
    if (!compromised) await unlock();
  }
}
