// The browser tests on a deliberately busy machine (docs/testing.md, "The stressed run"), with the
// arguments and E2E_HOSTS of test-e2e.mjs; STRESS_* as docs/testing.md's settings say.
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

const spinners = Array.from({ length: workers }, () =>
  spawn(process.execPath, [join(ROOT, 'scripts', 'test', 'busyCore.mjs'), duty, String(HOURS_AT_MOST * 3600)], {
    stdio: 'ignore',
  }),
);

const suite = spawn(process.execPath, [join(ROOT, 'scripts', 'test', 'test-e2e.mjs'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});

/** @template T @param {() => T} read @param {T} fallback */
function safely(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}
/** Vitest's workers run the test files and drive Chromium. */
const testWorkers = () =>
  descendantsOf(/** @type {number} */ (suite.pid)).filter((pid) =>
    safely(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'), '').includes('suppress-warnings.cjs'),
  );

const paused = /** @type {Set<number>} */ (new Set());
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

console.log(
  `Browser tests under load: ${workers} busy processes (duty ${duty}), the test process paused for up to ${longestPauseMs} ms now and then.`,
);
const started = performance.now();
void pauseNowAndThen();
const status = await new Promise((resolve) => suite.once('exit', (code) => resolve(code ?? 1)));
stopLoad();
console.log(`Stressed run: exit ${status} after ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
process.exit(Number(status));
