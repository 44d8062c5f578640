import { describe, expect, it } from 'vitest';
import { QUIET_MACHINE, busyNote, quietMachine } from './quietMachine.mjs';

/** Each watch ends with the next of `cores` (the other processes' use), then quiet. */
function machine(cores: (number | undefined)[]) {
  const lines: string[] = [];
  const waits: number[] = [];
  let next = 0;
  const quietly = quietMachine({
    log: (line) => lines.push(line),
    watch: () => ({
      stop: () => {
        const used = next < cores.length ? cores[next++] : 0;
        return used === undefined ? undefined : { cores: used, busiest: `node (99) ${Math.round(used * 100)}%` };
      },
    }),
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { quietly, lines, waits };
}

const measures = () => {
  let count = 0;
  return { measure: async () => ++count, count: () => count };
};

describe('a run on a quiet machine', () => {
  it('allows the other processes a fifth of a core, four tries a run, half a minute’s wait a try and five in all', () => {
    expect(QUIET_MACHINE).toEqual({ mostOtherCores: 0.2, triesPerRun: 4, waitPerTryMs: 30_000, waitInAllMs: 300_000 });
  });

  it('waits a second at a time until the others settle, then measures once', async () => {
    const { quietly, waits, lines } = machine([0.9, 1, 0.5, 0.1, 0.05]);
    const { measure, count } = measures();
    const busyRuns = { busyCores: [] as number[] };
    expect(await quietly('/, run 1', measure, busyRuns)).toBe(1);
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
    expect(count()).toBe(1);
    expect(busyRuns.busyCores).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('measures again a run the others disturbed, and keeps the quiet one', async () => {
    // Quiet before, busy during; quiet before, quiet during.
    const { quietly, lines } = machine([0, 0.6, 0, 0.1]);
    const { measure } = measures();
    const busyRuns = { busyCores: [] as number[] };
    expect(await quietly('/, run 2', measure, busyRuns)).toBe(2);
    expect(lines).toEqual([
      '  /, run 2: other processes used 60% of a core (node (99) 60%) during the run; measured again',
    ]);
    expect(busyRuns.busyCores).toEqual([]);
  });

  it('counts the last try of a run disturbed every time, and says so in the page’s failures', async () => {
    const { quietly, lines } = machine([0, 0.6, 0, 0.7, 0, 1.2, 0, 0.9]);
    const { measure, count } = measures();
    const busyRuns = { busyCores: [] as number[] };
    expect(await quietly('/, run 1', measure, busyRuns)).toBe(4);
    expect(count()).toBe(QUIET_MACHINE.triesPerRun);
    expect(lines.at(-1)).toBe(
      '  /, run 1: other processes used 90% of a core (node (99) 90%); the run counts as measured',
    );
    expect(busyRuns.busyCores).toEqual([0.9]);
    expect(busyNote(busyRuns, 5)).toBe(' (1 of 5 runs measured while other processes used up to 90% of a core)');
    expect(busyNote({ busyCores: [] }, 5)).toBe('');
  });

  it('stops waiting once the gate has waited five minutes in all: each run is then measured once, as it comes', async () => {
    const { quietly, waits } = machine(Array.from({ length: 1000 }, () => 1));
    const { measure, count } = measures();
    const busyRuns = { busyCores: [] as number[] };
    for (let run = 0; run < 20; run++) await quietly(`/, run ${run + 1}`, measure, busyRuns);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(QUIET_MACHINE.waitInAllMs);
    expect(busyRuns.busyCores).toHaveLength(20);
    expect(count()).toBeLessThan(
      20 + 2 * QUIET_MACHINE.triesPerRun * (QUIET_MACHINE.waitInAllMs / QUIET_MACHINE.waitPerTryMs),
    );
  });

  it('takes a machine whose processes cannot be read as quiet', async () => {
    const { quietly } = machine([undefined, undefined]);
    const busyRuns = { busyCores: [] as number[] };
    expect(await quietly('/, run 1', measures().measure, busyRuns)).toBe(1);
    expect(busyRuns.busyCores).toEqual([]);
  });
});
