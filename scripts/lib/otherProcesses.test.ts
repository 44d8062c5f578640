import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { parseProcStat, snapshotProcesses, ticksOfOthers } from './otherProcesses.mjs';
import { descendantsOf } from './processTree.mjs';

/** A `/proc/<pid>/stat` line: fields 3 to 52, field n holding n * 10 except those given. */
const statLine = (pid: number, command: string, fields: Record<number, number>) =>
  `${pid} (${command}) ${Array.from({ length: 50 }, (_, index) => (index === 0 ? 'S' : String(fields[index + 3] ?? (index + 3) * 10))).join(' ')}`;

describe('reading a process’s CPU', () => {
  it('adds its user and system time, not its ended children’s, whatever its command’s name holds', () => {
    const line = statLine(4242, 'Web Content) (x', { 14: 700, 15: 200, 16: 50, 17: 8 });
    expect(parseProcStat(line)).toEqual({ pid: 4242, cpuTicks: 900 });
  });

  it('counts what others used between two snapshots: not the own tree, a new process whole, a reused pid never less than none', () => {
    const before = new Map([
      [10, 100],
      [11, 500],
      [12, 40],
      [13, 900],
    ]);
    const after = new Map([
      [10, 160],
      [11, 900],
      [12, 40],
      [13, 30],
      [14, 25],
    ]);
    expect(ticksOfOthers(before, after, new Set([11]))).toEqual(
      new Map([
        [10, 60],
        [14, 25],
      ]),
    );
  });
});

const hogs: number[] = [];
afterEach(() => {
  for (const pid of hogs.splice(0))
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It ended by itself.
    }
});
/** Bounded: one left behind by a crashed run must not slow the machine for ever. */
const BUSY_LOOP = 'while (performance.now() < 60000) {}';

describe.runIf(process.platform === 'linux')('the machine’s other processes', () => {
  it('are the processes outside this one’s tree: a busy loop left to itself counts, one this process started does not', async () => {
    const own = spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' });
    hogs.push(own.pid!);
    // Started by a shell that exits at once: the loop is no longer under this process.
    const shell = spawnSync('sh', ['-c', `"${process.execPath}" -e '${BUSY_LOOP}' >/dev/null 2>&1 & echo $!`], {
      encoding: 'utf8',
    });
    const orphan = Number(shell.stdout.trim());
    hogs.push(orphan);
    const before = snapshotProcesses()!;
    await expect
      .poll(
        () => {
          const after = snapshotProcesses()!;
          return (
            (after.get(orphan) ?? 0) > (before.get(orphan) ?? 0) &&
            (after.get(own.pid!) ?? 0) > (before.get(own.pid!) ?? 0)
          );
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
    const others = ticksOfOthers(before, snapshotProcesses()!, new Set([process.pid, ...descendantsOf(process.pid)]));
    expect(others.get(orphan)).toBeGreaterThan(0);
    expect(others.has(own.pid!)).toBe(false);
  });
});
