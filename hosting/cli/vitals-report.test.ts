// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { runCommand } from './runCommand.testing';
import {
  CANARY_RELEASE,
  CANARY_SINCE,
  PERSONAL_RELEASE,
  logOf,
  pageViewsOf,
  writeLog,
  writeReleaseState,
} from '../vitals/records.testing';

// The dates below are safe on any day: every run gives its period (--since and --until), or is
// refused before it needs one, so the command never takes a period from the clock.
const temp = temporaryFoldersForThisFile();
const CLI = fileURLToPath(new URL('./vitals-report.mjs', import.meta.url));
const PERIOD = ['--since', '2026-11-25', '--until', '2026-11-27'];

/** Runs the command; its output and exit code, whatever the code. */
const run = (args: string[], cwd: string) => runCommand(CLI, args, cwd);

describe('npm run vitals:report', () => {
  it('prints the tables of a log given with --log, relative to the caller, and writes the page with --html', async () => {
    const folder = temp('vitals-cli-');
    writeLog(
      join(folder, 'vitals.log'),
      logOf([
        { lcp: 2400, time: '2026-11-26T05:00:00+00:00' },
        { lcp: 4100, time: '2026-11-26T06:00:00+00:00', language: 'fr' },
        { lcp: 1000 },
      ]),
    );
    const { code, stdout, stderr } = await run(
      ['--log', 'vitals.log', ...PERIOD, '--by', 'language', '--html', 'report.html'],
      folder,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Records used: 3; outside the period: 0; bad lines skipped: 0');
    expect(stdout).toMatch(/\nen +– +2400 \(2\) ✓ +– +– +– +–\n/);
    expect(stdout).toMatch(/\nfr +– +4100 \(1\) ✗ +– +– +– +–\n/);
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

describe('npm run vitals:report -- --compare', () => {
  const CANARY = { percent: 10, since: CANARY_SINCE };
  const UNTIL = ['--until', '2026-11-27'];

  /** A deploy root with personal-banking's canary running and a log of both releases' page views, the canary's LCPs 30% slower. */
  function canaryRoot({ canary = 250, live = 300 } = {}) {
    const root = temp('vitals-canary-');
    writeReleaseState(root, { canary: CANARY });
    writeLog(
      join(root, 'vitals', 'vitals.log'),
      logOf([
        // Before the canary started: left out.
        ...pageViewsOf({ release: PERSONAL_RELEASE, count: 100, lcp: 9000, seed: 1, from: '2026-11-25T12:00:00.000Z' }),
        ...pageViewsOf({ release: CANARY_RELEASE, count: canary, lcp: 2600, seed: 2 }),
        ...pageViewsOf({ release: PERSONAL_RELEASE, count: live, lcp: 2000, seed: 3 }),
      ]),
    );
    return root;
  }

  it("prints both releases' page views and the verdict, and writes a self-contained page with --html", async () => {
    const folder = canaryRoot();
    const { code, stdout, stderr } = await run(
      ['--root', '.', '--compare', 'personal-banking', ...UNTIL, '--html', 'compare.html'],
      folder,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`Canary:       ${CANARY_RELEASE}, 10% of visitors since 2026-11-26 00:00 UTC`);
    expect(stdout).toContain(`Live release: ${PERSONAL_RELEASE}`);
    expect(stdout).toContain('Period:       2026-11-26 00:00 UTC to 2026-11-27 00:00 UTC, the same for both');
    expect(stdout).toContain('Page views:   canary 250, live release 300');
    expect(stdout).toContain('Verdict: worse: LCP is clearly worse');
    expect(stdout).toMatch(/\nLCP \(ms\) +\d+ \(250\) +\d+ \(300\) +\+\d+ \(\+\d+\.\d%\) +\+\d+ to \+\d+ +worse\n/);
    const page = readFileSync(join(folder, 'compare.html'), 'utf8');
    expect(stdout).toContain(`The comparison as a page: ${join(folder, 'compare.html')}`);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(
      '<p class="verdict verdict-worse"><strong>Verdict: worse</strong><br>LCP is clearly worse.</p>',
    );
    expect(page).toContain(CANARY_RELEASE);
    expect(page).toContain(PERSONAL_RELEASE);
    // A chart a metric (six), LCP's with its two bars over the thresholds.
    expect(page.match(/<svg [^>]*viewBox="0 0 420 [^>]*>/g)).toHaveLength(6);
    expect(page).toMatch(
      new RegExp(
        `aria-label="LCP p75: canary ${CANARY_RELEASE} \\d+ ms \\(250 values\\), live release ${PERSONAL_RELEASE} \\d+ ms \\(300 values\\); difference \\+\\d+ `,
      ),
    );
    expect(page).toContain('>good ≤ 2500</text>');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/style=/i);
    expect(page).not.toMatch(/\b(src|href)="(?!data:)/);
    expect(page).not.toMatch(/\b(src|href)="?https?:/i);
    expect(page.replaceAll('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:\/\//i);
  });

  it('starts at a later --since, and says how many page views are still needed without enough', async () => {
    const folder = canaryRoot({ canary: 57, live: 188 });
    const { code, stdout } = await run(['--root', '.', '--compare', 'personal-banking', ...UNTIL], folder);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Verdict: not enough data yet: 143 more page views of the canary and 12 of the live release are needed',
    );
    // One page view a minute of each from the canary's start: an hour later, 60 fewer of each.
    const later = await run(
      ['--root', '.', '--compare', 'personal-banking', '--since', '2026-11-26T01:00Z', ...UNTIL],
      folder,
    );
    expect(later.stdout).toContain('Period:       2026-11-26 01:00 UTC to 2026-11-27 00:00 UTC, the same for both');
    expect(later.stdout).toContain('Page views:   canary 0, live release 128');
  });

  it('compares, without the advice on turning reporting on, when neither release has page views in the period', async () => {
    const folder = temp('vitals-canary-');
    writeReleaseState(folder, { canary: CANARY });
    const { code, stdout } = await run(['--root', '.', '--compare', 'personal-banking', ...UNTIL], folder);
    expect(code).toBe(0);
    expect(stdout).toContain('Page views:   canary 0, live release 0');
    expect(stdout).toContain(
      'Verdict: not enough data yet: 200 more page views of the canary and 200 of the live release are needed',
    );
    expect(stdout).not.toContain('No field data');
  });

  it('refuses, with one line and exit code 2, what it cannot compare', async () => {
    const folder = canaryRoot();
    const noCanary = temp('vitals-canary-');
    writeReleaseState(noCanary);
    const noState = temp('vitals-canary-');
    const start =
      'personal-banking has no canary running: start one with `npm run deploy -w personal-banking -- --root <dir> --canary 10`';
    for (const [args, cwd, message] of [
      [
        ['--root', '.', '--compare', 'shell'],
        folder,
        '--compare shell: not a section; the sections are personal-banking, business-banking, group-societies, verify-statement.',
      ],
      [['--root', '.', '--compare', 'savings'], folder, '--compare savings: not a section;'],
      [['--compare', 'personal-banking'], folder, '--compare needs --root:'],
      [
        ['--root', '.', '--compare', 'personal-banking', '--log', 'vitals/vitals.log'],
        folder,
        '--compare reads the deploy root',
      ],
      [['--root', '.', '--compare', 'personal-banking', '--by', 'route'], folder, 'not with --log or --by.'],
      [['--root', '.', '--compare', 'personal-banking'], noCanary, start],
      [['--root', '.', '--compare', 'personal-banking'], noState, start],
    ] as const) {
      const { code, stdout, stderr } = await run([...args], cwd);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.split('\n')[0], args.join(' ')).toContain(message);
    }
  });
});
