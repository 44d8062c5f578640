// The CPU the machine's other processes take while a speed measurement runs: the slow phone is
// calibrated on a machine with nothing else running (docs/decisions/first-touch-gate.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { descendantsOf } from './processTree.mjs';

/** @typedef {Map<number, number>} ProcessSnapshot each process's CPU ticks so far */

const PROC = '/proc';

const TICKS_PER_SECOND = (() => {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** One line of `/proc/<pid>/stat`: the command, in parentheses, may hold spaces and parentheses, so
 * fields are counted after the last one (proc(5): utime and stime are 14 and 15). Children's time
 * is left out: it is added at once when they end, however long they ran. */
export function parseProcStat(/** @type {string} */ text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (/** @type {number} */ number) => Number(fields[number - 3]);
  return { pid: Number(text.slice(0, text.indexOf(' '))), cpuTicks: field(14) + field(15) };
}

/** Every process's CPU so far; undefined where there is no `/proc` to read. @returns {ProcessSnapshot | undefined} */
export function snapshotProcesses(procDir = PROC) {
  let names;
  try {
    names = readdirSync(procDir);
  } catch {
    return undefined;
  }
  const snapshot = /** @type {ProcessSnapshot} */ (new Map());
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const { pid, cpuTicks } = parseProcStat(readFileSync(`${procDir}/${name}/stat`, 'utf8'));
      snapshot.set(pid, cpuTicks);
    } catch {
      // It ended between the listing and the read.
    }
  }
  return snapshot;
}

/** The CPU ticks each process other than `own` used between two snapshots; one started between
 * them counts whole. @param {ProcessSnapshot} before @param {ProcessSnapshot} after @param {Set<number>} own */
export function ticksOfOthers(before, after, own) {
  const ticks = /** @type {Map<number, number>} */ (new Map());
  for (const [pid, cpuTicks] of after) {
    if (own.has(pid)) continue;
    const used = cpuTicks - (before.get(pid) ?? 0);
    if (used > 0) ticks.set(pid, used);
  }
  return ticks;
}

/** @typedef {{ cores: number, busiest: string }} OtherProcessesUse the cores they used on average, and the three that used most */

const commandOf = (/** @type {number} */ pid) => {
  try {
    return readFileSync(`${PROC}/${pid}/comm`, 'utf8').trim();
  } catch {
    return 'ended';
  }
};

/** Starts watching; `stop()` tells what the processes outside `root`'s tree used, undefined where
 * processes cannot be read. */
export function watchOtherProcesses(root = process.pid) {
  const ownBefore = descendantsOf(root);
  const before = snapshotProcesses();
  const started = performance.now();
  return {
    /** @returns {OtherProcessesUse | undefined} */
    stop() {
      // The tree is read on both sides of the snapshot: a renderer ending in between is in one.
      const ownJustBefore = descendantsOf(root);
      const after = snapshotProcesses();
      const seconds = (performance.now() - started) / 1000;
      if (!before || !after || seconds <= 0) return undefined;
      const own = new Set([root, ...ownBefore, ...ownJustBefore, ...descendantsOf(root)]);
      const used = [...ticksOfOthers(before, after, own)].map(([pid, ticks]) => ({
        pid,
        cores: ticks / TICKS_PER_SECOND / seconds,
      }));
      const busiest = used
        .sort((a, b) => b.cores - a.cores)
        .slice(0, 3)
        .map(({ pid, cores }) => `${commandOf(pid)} (${pid}) ${Math.round(cores * 100)}%`)
        .join(', ');
      return { cores: used.reduce((sum, { cores }) => sum + cores, 0), busiest };
    },
  };
}
