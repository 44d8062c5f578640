// `npm test`: every check, each timed; the quick ones side by side; stops after the first step that fails.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/packages.mjs';
import { CALIBRATION_VARIABLE, slowPhone } from '../lib/slowPhone.mjs';
import { useRunFolder } from './runFolder.mjs';
import { REPORTS_VARIABLE, failedTests, reportArguments } from './testReports.mjs';

// Removed with the run's folder when the run ends.
const runFolder = useRunFolder();
const rebuildCache = mkdtempSync(join(runFolder, 'mboa-rebuilds-'));
const reports = mkdtempSync(join(runFolder, 'mboa-test-reports-'));
process.env[REPORTS_VARIABLE] = reports;

// The budgets calibrate their own slow phone: a machine's speed drifts over a run (budget-measurements.md).
/** @typedef {{ name: string, command: [string, ...string[]], env?: Record<string, string>, slowPhone?: 'shared' | 'own' }} Part */
/** Each step's parts run side by side, their output shown whole as each ends; a step runs once the one before passed. */
const STEPS = /** @type {Part[][]} */ ([
  [
    { name: 'Type check', command: ['npm', 'run', 'typecheck'] },
    { name: 'Lint', command: ['npm', 'run', 'lint'] },
    { name: 'Build', command: ['npm', 'run', 'build'] },
  ],
  [{ name: 'Unit tests', command: ['npm', 'run', 'test:unit', '--', ...reportArguments('unit')] }],
  [{ name: 'Unit tests at another date', command: ['node', 'scripts/test/test-any-date.mjs', '--quick'] }],
  [
    {
      name: 'Browser tests, embedded host',
      command: ['node', 'scripts/test/test-e2e.mjs'],
      env: { E2E_HOSTS: 'embedded' },
      slowPhone: 'shared',
    },
  ],
  [
    {
      name: 'Browser tests, nginx',
      command: ['node', 'scripts/test/test-e2e.mjs'],
      env: { E2E_HOSTS: 'nginx' },
      slowPhone: 'shared',
    },
  ],
  [{ name: 'Budgets', command: ['npm', 'run', 'test:budgets'], slowPhone: 'own' }],
]);

const minutes = (/** @type {number} */ ms) => `${(ms / 60_000).toFixed(1)} min`;
const done = /** @type {{ name: string, ms: number, passed: boolean }[]} */ ([]);

/** @param {Part} part @param {boolean} alone @returns {Promise<{ name: string, ms: number, passed: boolean }>} */
async function run(part, alone) {
  const started = performance.now();
  const env = /** @type {NodeJS.ProcessEnv} */ ({ ...process.env, ...part.env, E2E_REBUILD_CACHE: rebuildCache });
  if (part.slowPhone === 'shared') env[CALIBRATION_VARIABLE] = JSON.stringify(await slowPhone());
  else delete env[CALIBRATION_VARIABLE];
  const heading = `\n=== ${part.name} (${part.command.join(' ')}) ===`;
  if (alone) console.log(heading);
  const child = spawn(part.command[0], part.command.slice(1), {
    cwd: ROOT,
    env,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = /** @type {Buffer[]} */ ([]);
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const [status] = await once(child, 'close');
  if (!alone) process.stdout.write(`${heading}\n${Buffer.concat(output).toString()}`);
  return { name: part.name, ms: performance.now() - started, passed: status === 0 };
}

const started = performance.now();
for (const step of STEPS) {
  const results = await Promise.all(step.map((part) => run(part, step.length === 1)));
  done.push(...results);
  if (results.some((result) => !result.passed)) break;
}

console.log('\nWhat each part took:');
for (const part of done)
  console.log(`  ${part.passed ? 'passed' : 'FAILED'}  ${minutes(part.ms).padStart(8)}  ${part.name}`);
for (const part of STEPS.flat().slice(done.length)) console.log(`  not run             ${part.name}`);
console.log(`  in all   ${minutes(performance.now() - started).padStart(8)}`);
const failures = failedTests(reports);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
process.exit(done.every((part) => part.passed) && done.length === STEPS.flat().length ? 0 : 1);
