// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { logOf, writeLog } from '../vitals/records.testing';

const temp = temporaryFoldersForThisFile();
const CLI = fileURLToPath(new URL('./vitals-report.mjs', import.meta.url));
const PERIOD = ['--since', '2026-11-25', '--until', '2026-11-27'];

/** Runs the command; its output and exit code, whatever the code. */
async function run(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, INIT_CWD: cwd } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run vitals:report', () => {
  it('prints the tables of a log given with --log, relative to the caller, and writes the page with --html', async () => {
    const folder = temp('vitals-cli-');
    writeLog(join(folder, 'vitals.log'), logOf([{ lcp: 2400, time: '2026-11-26T05:00:00+00:00' }, { lcp: 4100, time: '2026-11-26T06:00:00+00:00', language: 'fr' }, { lcp: 1000 }]));
    const { code, stdout, stderr } = await run(['--log', 'vitals.log', ...PERIOD, '--by', 'language', '--html', 'report.html'], folder);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Records used: 3; outside the period: 0; bad lines skipped: 0');
    expect(stdout).toMatch(/\nen +– +2400 \(2\) ✓ +– +– +–\n/);
    expect(stdout).toMatch(/\nfr +– +4100 \(1\) ✗ +– +– +–\n/);
    expect(stdout).not.toContain('By route');
    expect(readFileSync(join(folder, 'report.html'), 'utf8')).toContain('<h2>By language</h2>');
  });

  it('says how to turn reporting on when there is no data', async () => {
    const folder = temp('vitals-cli-');
    writeLog(join(folder, 'vitals.log'), logOf([{ lcp: 2400, time: '2026-10-01T00:00:00+00:00' }]));
    const { code, stdout } = await run(['--log', 'vitals.log', ...PERIOD], folder);
    expect(code).toBe(0);
    expect(stdout).toContain('No field data in');
    expect(stdout).toContain('records outside the period: 1');
    expect(stdout).toContain('VITALS_SAMPLE_RATE=1 npm start');
  });

  it('refuses bad arguments with its usage and exit code 2', async () => {
    const folder = temp('vitals-cli-');
    writeLog(join(folder, 'vitals.log'), logOf([{ lcp: 2400 }]));
    for (const args of [
      ['--log', 'vitals.log', '--since', 'last week'],
      ['--log', 'vitals.log', '--since', '2026-11-27', '--until', '2026-11-25'],
      ['--log', 'vitals.log', '--by', 'route,device'],
      ['--log', 'missing.log'],
      ['--root', 'no-such-root'],
      ['--colour'],
    ]) {
      const { code, stdout, stderr } = await run(args, folder);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('Usage: npm run vitals:report');
    }
  });
});
