// The browser tests on a machine that is deliberately busy, as a shared CI machine can be: one
// spinning process per core for as long as the suite runs (at the tests' own priority), and the
// test process itself descheduled now and then, for up to STRESS_PAUSE_MS, as a loaded machine
// preempts it. A test that only passes when it reaches the page in time (a 500 ms spinner, the
// 3-second wait) fails here; one that records the page's states in the page's own clock passes.
// Then the suite runs as `npm run test:e2e` runs it (scripts/test/test-e2e.mjs, same arguments and
// E2E_HOSTS).
//   STRESS_WORKERS  spinners (default: one per core)
//   STRESS_DUTY     share of each 100 ms a spinner is busy (0-1, default 1)
//   STRESS_PAUSE_MS longest pause of the test process (default 1500; 0: none)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/packages.mjs';
import { descendantsOf } from '../lib/processTree.mjs';

const workers = Number(process.env.STRESS_WORKERS ?? availableParallelism());
const duty = process.env.STRESS_DUTY ?? '1';
const longestPauseMs = Number(process.env.STRESS_PAUSE_MS ?? 1500);
const HOURS_AT_MOST = 3;

// Bounded: the spinners end with this script, and after three hours whatever happens.
const spinners = Array.from({ length: workers }, () =>
  spawn(process.execPath, [join(ROOT, 'scripts', 'test', 'busyCore.mjs'), duty, String(HOURS_AT_MOST * 3600)], { stdio: 'ignore' }),
);

const suite = spawn(process.execPath, [join(ROOT, 'scripts', 'test', 'test-e2e.mjs'), ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });

/** @template T @param {() => T} read @param {T} fallback */
function safely(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}
/** Vitest's worker: the process that runs the test files (and drives Chromium). */
const testWorkers = () =>
  descendantsOf(/** @type {number} */ (suite.pid)).filter((pid) => safely(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'), '').includes('suppress-warnings.cjs'));

/** @type {Set<number>} */
const paused = new Set();
const resumeAll = () => {
  for (const pid of paused) safely(() => process.kill(pid, 'SIGCONT'), undefined);
  paused.clear();
};
let pausing = longestPauseMs > 0;
async function pauseNowAndThen() {
  while (pausing) {
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
    if (!pausing) break;
    for (const pid of testWorkers()) if (safely(() => process.kill(pid, 'SIGSTOP'), false) !== false) paused.add(pid);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * longestPauseMs));
    resumeAll();
  }
}

const stopLoad = () => {
  pausing = false;
  resumeAll();
  spinners.forEach((spinner) => spinner.kill('SIGKILL'));
};
process.on('exit', stopLoad);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    suite.kill(signal);
    process.exit(130);
  });
}

console.log(`Browser tests under load: ${workers} busy processes (duty ${duty}), the test process paused for up to ${longestPauseMs} ms now and then.`);
const started = performance.now();
void pauseNowAndThen();
const status = await new Promise((resolve) => suite.once('exit', (code) => resolve(code ?? 1)));
stopLoad();
console.log(`Stressed run: exit ${status} after ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
process.exit(Number(status));
