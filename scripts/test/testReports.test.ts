import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../lib/packages.mjs';
import { REPORTS_VARIABLE, failedTests, reportArguments } from './testReports.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("npm test's list of what failed", () => {
  it('names each failed test of a real Vitest run with its error, and none of those that passed', () => {
    const tests = mkdtempSync(join(tmpdir(), 'mboa-report-tests-'));
    const reports = mkdtempSync(join(tmpdir(), 'mboa-reports-'));
    folders.push(tests, reports);
    writeFileSync(
      join(tests, 'sample.test.js'),
      "test('adds', () => { expect(1 + 1).toBe(2); });\ndescribe('a group', () => { test('fails', () => { expect('shown').toBe('hidden'); }); });\n",
    );
    vi.stubEnv(REPORTS_VARIABLE, reports);
    const run = spawnSync('npx', ['vitest', 'run', '--root', tests, '--globals', ...reportArguments('sample')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const failed = failedTests(reports);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/sample\.test\.js › a group fails\n {6}AssertionError: expected 'shown' to be 'hidden'/);
  });

  it('asks for no report, and lists nothing, when npm test did not ask', () => {
    vi.stubEnv(REPORTS_VARIABLE, '');
    expect(reportArguments('unit')).toEqual([]);
    expect(failedTests(join(tmpdir(), 'no-such-folder-of-reports'))).toEqual([]);
  });
});
