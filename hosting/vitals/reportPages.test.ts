// @vitest-environment node
// The report's two forms: the terminal's text and the HTML page of charts.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { chartPage } from './chartPage.mjs';
import { PERSONAL_RELEASE, SHELL_RELEASE, logOf, writeLog } from './records.testing';
import { buildReport, type Report } from './report.mjs';
import { shortCount, textReport } from './reportText.mjs';

const temp = temporaryFoldersForThisFile();
// Fixed dates are safe here: every report is given its period; nothing below reads the clock.
const PERIOD = { since: Date.parse('2026-11-25T00:00:00Z'), until: Date.parse('2026-11-27T00:00:00Z') };

/** A deploy root with a day of page views in two sections, a personal-banking deploy in it, and one bad line. */
async function sampleReport(): Promise<Report> {
  const root = temp('vitals-root-');
  const views = Array.from({ length: 24 }, (_, hour) => [
    {
      time: `2026-11-26T${String(hour).padStart(2, '0')}:10:00+00:00`,
      lcp: 2000 + hour * 100,
      fcp: 900,
      ttfb: 300,
      cls: 0.05,
      inp: hour < 12 ? 150 : null,
    },
    {
      time: `2026-11-26T${String(hour).padStart(2, '0')}:40:00+00:00`,
      route: '/',
      language: 'fr',
      section: 'shell',
      release: SHELL_RELEASE,
      lcp: 1500,
      fcp: 800,
    },
  ]).flat();
  writeLog(join(root, 'vitals', 'vitals.log'), `${logOf(views)}{"v":1,"time":"2026-11-26T\n`);
  mkdirSync(join(root, 'personal-banking'));
  writeFileSync(
    join(root, 'personal-banking', 'releases.json'),
    JSON.stringify({
      history: [PERSONAL_RELEASE, 'bbbbbbbbbbb2'],
      releases: {
        [PERSONAL_RELEASE]: { deployedAt: '2026-11-20T00:00:00.000Z' },
        bbbbbbbbbbb2: { deployedAt: '2026-11-26T12:05:00.000Z' },
      },
    }),
  );
  return buildReport({ files: [join(root, 'vitals', 'vitals.log')], root, ...PERIOD });
}

describe('textReport', () => {
  it('gives the period, what was read, the thresholds and a table for each grouping', async () => {
    const text = textReport(await sampleReport());
    expect(text).toContain('Period: 2026-11-25 00:00 UTC to 2026-11-27 00:00 UTC');
    expect(text).toContain('Data:   2026-11-26 00:10 UTC to 2026-11-26 23:40 UTC');
    expect(text).toContain('Records used: 48; outside the period: 0; bad lines skipped: 1');
    expect(text).toContain('LCP good ≤ 2500 ms, poor > 4000 ms');
    expect(text).toContain('CLS good ≤ 0.1, poor > 0.25');
    for (const title of ['All page views', 'By route', 'By section release', 'By language'])
      expect(text).toContain(`\n${title}\n`);
    // LCP of /savings_account: 2000 to 4300 ms by 100; 75% of 24 is 18, so the 18th: 3700.
    expect(text).toMatch(
      /\n\/savings_account +900 \(24\) ✓ +3700 \(24\) ~ +300 \(24\) ✓ +0\.05 \(24\) ✓ +150 \(12\) ✓ +–\n/,
    );
    expect(text).toMatch(
      new RegExp(`\\nshell ${SHELL_RELEASE.slice(0, 7)} +800 \\(24\\) ✓ +1500 \\(24\\) ✓ +– +– +– +–\\n`),
    );
    // Every line of the tables fits a terminal of 100 columns.
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  it('writes a count exactly below 1,000 and in thousands above', () => {
    expect([shortCount(0), shortCount(999), shortCount(1000), shortCount(1556), shortCount(123_456)]).toEqual([
      '0',
      '999',
      '1k',
      '2k',
      '123k',
    ]);
  });
});

describe('chartPage', () => {
  it('is one page with no script, no style attribute, one stylesheet its policy allows by its hash, and no address but the SVG namespace', async () => {
    const page = chartPage(await sampleReport());
    expect(page).toMatch(/^<!doctype html>/);
    const stylesheets = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
    expect(stylesheets).toHaveLength(1);
    const hash = createHash('sha256')
      .update(stylesheets[0] ?? '')
      .digest('base64');
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'sha256-${hash}'">`,
    );
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/style=/i);
    expect(page.replaceAll('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:\/\//i);
    expect(page).not.toMatch(/\b(src|href)="(?!data:)/);
  });

  it("draws each metric of each section over time, with the thresholds and the section's deploys", async () => {
    const page = chartPage(await sampleReport());
    const charts = page.match(/<svg [^>]*viewBox="0 0 420 [^>]*>/g) ?? [];
    // Two sections, six metrics each.
    expect(charts).toHaveLength(12);
    for (const chart of charts) expect(chart).toMatch(/width="100%"/);
    expect(page).toContain(
      'aria-label="LCP p75 of personal-banking per hour, 2026-11-26 00:00 UTC to 2026-11-27 00:00 UTC: 24 hours with values, the last 4300 ms (poor)',
    );
    expect(page).toContain('<title>TTFB p75 of shell per hour');
    // The section's deploy, labelled with the release's first 7 characters in each of its six charts; none in the shell's.
    expect(page.match(/>bbbbbbb<\/text>/g)).toHaveLength(6);
    expect(page).toContain('personal-banking release bbbbbbbbbbb2, deployed 2026-11-26 12:05 UTC');
    expect(page).not.toMatch(/>aaaaaaa<\/text>/);
    // The thresholds as dashed lines in their colours.
    expect(page).toContain('stroke="#1b7f3b" stroke-width="1.5" stroke-dasharray="6 4"');
    expect(page).toContain('stroke="#b3261e" stroke-width="1.5" stroke-dasharray="6 4"');
    expect(page).toContain('>good ≤ 2500</text>');
    // Then the tables.
    expect(page).toContain('<h2>By section release</h2>');
    expect(page).toContain(`<th scope="row" align="left">personal-<wbr>banking ${PERSONAL_RELEASE}</th>`);
  });

  it('escapes every name it shows', async () => {
    const report = await sampleReport();
    const route = report.groupings.find((grouping) => grouping.key === 'route')!.groups[0]!;
    route.name = '/<img src=x onerror=alert(1)>&"';
    report.series!.sections[0]!.section = '<b>section</b>';
    const page = chartPage(report);
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;');
    expect(page).toContain('<h3>&lt;b&gt;section&lt;/b&gt;</h3>');
  });
});
