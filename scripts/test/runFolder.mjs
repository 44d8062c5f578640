// A test run's temporary files in one folder of its own, removed when the run ends, in memory where
// the machine has room: deploy roots are copied and removed there for a sixth of the CPU
// (docs/decisions/suite-time.md, "Temporary files in memory").
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';

export const RUN_FOLDER_VARIABLE = 'MBOA_TEST_RUN_FOLDER';
export const MEMORY_FOLDER = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
/** Free space a run needs in memory, with room to spare: a whole npm test used at most 174 MB of it. */
export const ROOM_NEEDED_BYTES = 2 * 1024 ** 3;

/** The memory folder when it is tmpfs, writable and has room; else the usual temporary folder.
 * @param {{ memoryFolder?: string, statfs?: (path: string) => { type: number, bsize: number, bavail: number }, fallback?: string }} [options] */
export function runFolderBase({ memoryFolder = MEMORY_FOLDER, statfs = statfsSync, fallback = tmpdir() } = {}) {
  try {
    const stats = statfs(memoryFolder);
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM_NEEDED_BYTES) return fallback;
    accessSync(memoryFolder, constants.W_OK);
    return memoryFolder;
  } catch {
    return fallback;
  }
}

/**
 * Makes the run's folder the temporary folder (TMPDIR) of this process and of every process it
 * starts, and removes it when this process ends (a signal included); a run started by another
 * run keeps its parent's. Readable by all: nginx's workers serve deploy roots from inside it.
 */
export function useRunFolder(base = runFolderBase()) {
  const inherited = process.env[RUN_FOLDER_VARIABLE];
  if (inherited) return inherited;
  const folder = mkdtempSync(join(base, 'mboa-test-run-'));
  chmodSync(folder, 0o755);
  process.env[RUN_FOLDER_VARIABLE] = process.env.TMPDIR = folder;
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    if (process.listenerCount(signal) === 0)
      process.once(signal, () => process.exit(128 + osConstants.signals[signal]));
  return folder;
}
