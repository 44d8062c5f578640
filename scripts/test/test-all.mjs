// `npm test`: every check in order, each timed; stops at the first part that fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/packages.mjs';
import { CALIBRATION_VARIABLE, slowPhone } from '../lib/slowPhone.mjs';
import { REPORTS_VARIABLE, failedTests, reportArguments } from './testReports.mjs';

const rebuildCache = mkdtempSync(join(tmpdir(), 'mboa-rebuilds-'));
process.on('exit', () => rmSync(rebuildCache, { recursive: true, force: true }));
const reports = mkdtempSync(join(tmpdir(), 'mboa-test-reports-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
process.env[REPORTS_VARIABLE] = reports;

// The budgets calibrate their own slow phone: a machine's speed drifts over a run (budget-measurements.md).
const PARTS =
  /** @type {{ name: string, command: [string, ...string[]], env?: Record<string, string>, slowPhone?: 'shared' | 'own' }[]} */ ([
    { name: 'Type check', command: ['npm', 'run', 'typecheck'] },
    { name: 'Lint', command: ['npm', 'run', 'lint'] },
    { name: 'Unit tests', command: ['npm', 'run', 'test:unit', '--', ...reportArguments('unit')] },
    { name: 'Unit tests at another date', command: ['node', 'scripts/test/test-any-date.mjs', '--quick'] },
    { name: 'Build', command: ['npm', 'run', 'build'] },
    {
      name: 'Browser tests, embedded host',
      command: ['node', 'scripts/test/test-e2e.mjs'],
      env: { E2E_HOSTS: 'embedded' },
      slowPhone: 'shared',
    },
    {
      name: 'Browser tests, nginx',
      command: ['node', 'scripts/test/test-e2e.mjs'],
      env: { E2E_HOSTS: 'nginx' },
      slowPhone: 'shared',
    },
    { name: 'Budgets', command: ['npm', 'run', 'test:budgets'], slowPhone: 'own' },
  ]);

const minutes = (/** @type {number} */ ms) => `${(ms / 60_000).toFixed(1)} min`;
const done = /** @type {{ name: string, ms: number, passed: boolean }[]} */ ([]);
const started = performance.now();
for (const part of PARTS) {
  console.log(`\n=== ${part.name} (${part.command.join(' ')}) ===`);
  const partStarted = performance.now();
  const env = /** @type {NodeJS.ProcessEnv} */ ({ ...process.env, ...part.env, E2E_REBUILD_CACHE: rebuildCache });
  if (part.slowPhone === 'shared') {
    const phone = await slowPhone();
    env[CALIBRATION_VARIABLE] = JSON.stringify(phone);
  } else delete env[CALIBRATION_VARIABLE];
  const run = spawnSync(part.command[0], part.command.slice(1), { cwd: ROOT, stdio: 'inherit', env });
  done.push({ name: part.name, ms: performance.now() - partStarted, passed: run.status === 0 });
  if (run.status !== 0) break;
}

console.log('\nWhat each part took:');
for (const part of done)
  console.log(`  ${part.passed ? 'passed' : 'FAILED'}  ${minutes(part.ms).padStart(8)}  ${part.name}`);
for (const part of PARTS.slice(done.length)) console.log(`  not run             ${part.name}`);
console.log(`  in all   ${minutes(performance.now() - started).padStart(8)}`);
const failures = failedTests(reports);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
process.exit(done.every((part) => part.passed) && done.length === PARTS.length ? 0 : 1);
