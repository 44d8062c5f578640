// `npm test`: every check, in order, each timed: the type check, lint, the unit tests (and some on
// another date), one build, the browser tests against the embedded host then nginx (both on that
// build), and the budgets (on it too). Stops at the first part that fails, and prints what each
// part took either way.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/packages.mjs';
import { CALIBRATION_VARIABLE, slowPhone } from '../lib/slowPhone.mjs';
import { REPORTS_VARIABLE, failedTests, reportArguments } from './testReports.mjs';

// Builds that browser tests make of edited sources, shared by both passes (e2e/support/rebuild.ts).
const rebuildCache = mkdtempSync(join(tmpdir(), 'mboa-rebuilds-'));
process.on('exit', () => rmSync(rebuildCache, { recursive: true, force: true }));
// Each Vitest run's JSON report, read back at the end to list what failed (./testReports.mjs).
const reports = mkdtempSync(join(tmpdir(), 'mboa-test-reports-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
process.env[REPORTS_VARIABLE] = reports;

// The browser tests calibrate the slow phone (scripts/lib/slowPhone.mjs) once for both hosts,
// just before they start; the budgets calibrate their own just before they measure: on a shared
// machine the speed drifts over a run (a calibration of 2,190 handed down to the budgets met a
// machine reading about 1,740 there, a phone a fifth slower than 400).
/** @type {{ name: string, command: [string, ...string[]], env?: Record<string, string>, slowPhone?: 'shared' | 'own' }[]} */
const PARTS = [
  { name: 'Type check', command: ['npm', 'run', 'typecheck'] },
  { name: 'Lint', command: ['npm', 'run', 'lint'] },
  { name: 'Unit tests', command: ['npm', 'run', 'test:unit', '--', ...reportArguments('unit')] },
  { name: 'Unit tests at another date', command: ['node', 'scripts/test/test-any-date.mjs', '--quick'] },
  { name: 'Build', command: ['npm', 'run', 'build'] },
  { name: 'Browser tests, embedded host', command: ['node', 'scripts/test/test-e2e.mjs'], env: { E2E_HOSTS: 'embedded' }, slowPhone: 'shared' },
  { name: 'Browser tests, nginx', command: ['node', 'scripts/test/test-e2e.mjs'], env: { E2E_HOSTS: 'nginx' }, slowPhone: 'shared' },
  { name: 'Budgets', command: ['npm', 'run', 'test:budgets'], slowPhone: 'own' },
];

/** @param {number} ms */
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
/** @type {{ name: string, ms: number, passed: boolean }[]} */
const done = [];
const started = performance.now();
for (const part of PARTS) {
  console.log(`\n=== ${part.name} (${part.command.join(' ')}) ===`);
  const partStarted = performance.now();
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, ...part.env, E2E_REBUILD_CACHE: rebuildCache };
  if (part.slowPhone === 'shared') {
    const phone = await slowPhone();
    env[CALIBRATION_VARIABLE] = JSON.stringify(phone);
  } else delete env[CALIBRATION_VARIABLE];
  const run = spawnSync(part.command[0], part.command.slice(1), { cwd: ROOT, stdio: 'inherit', env });
  done.push({ name: part.name, ms: performance.now() - partStarted, passed: run.status === 0 });
  if (run.status !== 0) break;
}

console.log('\nWhat each part took:');
for (const part of done) console.log(`  ${part.passed ? 'passed' : 'FAILED'}  ${minutes(part.ms).padStart(8)}  ${part.name}`);
for (const part of PARTS.slice(done.length)) console.log(`  not run             ${part.name}`);
console.log(`  in all   ${minutes(performance.now() - started).padStart(8)}`);
const failures = failedTests(reports);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
process.exit(done.every((part) => part.passed) && done.length === PARTS.length ? 0 : 1);
