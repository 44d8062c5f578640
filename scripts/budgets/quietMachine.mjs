// A run on the slow phone counts when the machine's other processes left it alone: the phone is
// calibrated on a quiet machine (docs/decisions/first-touch-gate.md, "A busy machine").
import { setTimeout } from 'node:timers/promises';
import { watchOtherProcesses } from '../lib/otherProcesses.mjs';

export const QUIET_MACHINE = Object.freeze({
  /** Cores the other processes may use on average during a run: a busy loop elsewhere takes 1. */
  mostOtherCores: 0.2,
  triesPerRun: 4,
  /** Checked each second before a try, up to `waitPerTryMs`; all the waits of one gate together at most `waitInAllMs`. */
  waitPerTryMs: 30_000,
  waitInAllMs: 300_000,
});

const WAIT_STEP_MS = 1000;

/** @typedef {{ busyCores: number[] }} BusyRuns the other processes' cores during each run counted busy */
/** @typedef {<T>(label: string, measure: () => Promise<T>, busyRuns: BusyRuns) => Promise<T>} MeasureQuietly */

const percent = (/** @type {number} */ cores) => `${Math.round(cores * 100)}%`;

/**
 * Each measure waits for the other processes to settle, and is taken again while they were busy
 * during it; one still busy after its tries counts, and is recorded in `busyRuns`.
 * @param {{ log: (line: string) => void, watch?: typeof watchOtherProcesses, wait?: (ms: number) => Promise<void> }} options
 * @returns {MeasureQuietly}
 */
export function quietMachine({ log, watch = watchOtherProcesses, wait = (ms) => setTimeout(ms) }) {
  let waitLeftMs = /** @type {number} */ (QUIET_MACHINE.waitInAllMs);
  const busy = (/** @type {import('../lib/otherProcesses.mjs').OtherProcessesUse | undefined} */ use) =>
    use !== undefined && use.cores > QUIET_MACHINE.mostOtherCores;
  const untilQuiet = async () => {
    for (let waitedMs = 0; waitedMs < QUIET_MACHINE.waitPerTryMs && waitLeftMs > 0;) {
      const watching = watch();
      await wait(WAIT_STEP_MS);
      [waitedMs, waitLeftMs] = [waitedMs + WAIT_STEP_MS, waitLeftMs - WAIT_STEP_MS];
      if (!busy(watching.stop())) return;
    }
  };
  return async (label, measure, busyRuns) => {
    for (let attempt = 1; ; attempt++) {
      await untilQuiet();
      const watching = watch();
      const result = await measure();
      const use = watching.stop();
      if (!use || !busy(use)) return result;
      const used = `other processes used ${percent(use.cores)} of a core (${use.busiest})`;
      if (attempt === QUIET_MACHINE.triesPerRun || waitLeftMs <= 0) {
        log(`  ${label}: ${used}; the run counts as measured`);
        busyRuns.busyCores.push(use.cores);
        return result;
      }
      log(`  ${label}: ${used} during the run; measured again`);
    }
  };
}

/** A failure's note when some of its runs were measured on a busy machine. @param {BusyRuns} busyRuns @param {number} runs */
export function busyNote(busyRuns, runs) {
  const { busyCores } = busyRuns;
  if (busyCores.length === 0) return '';
  return ` (${busyCores.length} of ${runs} runs measured while other processes used up to ${percent(Math.max(...busyCores))} of a core)`;
}
