// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageSummary } from './pageSummary.mjs';
import { lighthouseTextTable, markdownReport } from './report.mjs';

const page: PageSummary = {
  page: '/savings_account',
  scores: { performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 },
  withScripts: {
    runs: 3,
    metrics: { fcp: 1970.4, lcp: 2530, tbt: 25.2, cls: 0.0012, bap: 60.4 },
    performanceRuns: [96, null, 97],
    benchmarkIndex: 2104.6,
  },
  withoutScripts: {
    runs: 3,
    metrics: { fcp: 1950, lcp: 2400, tbt: 10, cls: 0, bap: 0 },
    performanceRuns: [98, 99, 98],
    benchmarkIndex: 2200,
  },
  retriedErrors: [],
  renderBlockingScripts: [],
  sendsNoScript: false,
  javaScriptCost: ['/savings_account: LCP 2530 ms with scripts, 5.4% later than 2400 ms without (at most 5%)'],
  withinNoise: [],
  failures: ['/savings_account: LCP 2530 ms with scripts, 5.4% later than 2400 ms without (at most 5%)'],
};

describe('the report', () => {
  it('shows each page’s gated scores, FCP, LCP, TBT and the blocking time after the first paint with and without scripts, CLS, each run’s performance and the CPU benchmark', () => {
    expect(lighthouseTextTable([page]).split('\n')).toEqual([
      'Page              A11y   BP  SEO     FCP   no JS     LCP   no JS    TBT  no JS  After paint  no JS    CLS    Perf runs     no JS   CPU',
      '----------------  ----  ---  ---  ------  ------  ------  ------  -----  -----  -----------  -----  -----  -----------  --------  ----',
      '/savings_account   100  100  100  1.97 s  1.95 s  2.53 s  2.40 s  25 ms  10 ms        60 ms   0 ms  0.001  96/error/97  98/99/98  2105',
    ]);
  });

  it('marks a page that requested no script, measured once with scripts and never blocked', () => {
    const notMeasured = {
      runs: 0,
      metrics: { fcp: null, lcp: null, tbt: null, cls: null, bap: null },
      performanceRuns: [],
      benchmarkIndex: null,
    };
    const readerPage: PageSummary = {
      ...page,
      page: '/njangie',
      sendsNoScript: true,
      withoutScripts: notMeasured,
      javaScriptCost: [],
      failures: [],
    };
    const row = lighthouseTextTable([readerPage]).split('\n')[2]!;
    expect(row).toMatch(/^\/njangie \(no script\) +100/);
    expect(
      row
        .trim()
        .split(/ {2,}/)
        .filter((cell) => cell === '–').length,
      'each cell of the blocked runs',
    ).toBe(5);
  });

  it('gives the closing note the slow phone it ran on, a Markdown table, the HTML budget and the failed checks', () => {
    const markdown = markdownReport({
      pages: [page],
      documents: [
        { route: '/', status: 200, encoding: 'gzip', wireBytes: 613, scriptsBeforeFirstPaint: 0 },
        { route: '/njangie', status: 200, encoding: 'gzip', wireBytes: 7300, scriptsBeforeFirstPaint: 0 },
      ],
      failures: page.failures,
      runsPerPage: 3,
      lighthouseVersion: '12.8.2',
      browser: 'Chromium 142',
      date: '2026-11-22',
      slowPhone: {
        benchmarkIndex: 1520,
        samples: [1480, 1515, 1520, 1610, 1702],
        slowdown: 3.8,
        phoneBenchmarkIndex: 400,
      },
    });
    expect(markdown).toContain('simulated slow 4G, CPU slowed 3.8×');
    expect(markdown).toContain(
      "this machine's CPU benchmark (Lighthouse's BenchmarkIndex) 1,520, the median of 1,480, 1,515, 1,520, 1,610, 1,702; CPU slowed 3.8× for a phone of 400",
    );
    expect(markdown).toContain(
      '| /savings_account | 100 | 100 | 100 | 1.97 s | 1.95 s | 2.53 s | 2.40 s | 25 ms | 10 ms | 60 ms | 0 ms | 0.001 | 96/error/97 | 98/99/98 | 2105 |',
    );
    expect(markdown).toContain("FCP and LCP at most 5% later, TBT at most 50 ms more, beyond the machine's noise");
    expect(markdown).toContain('largest 7.1 KB (/njangie), budget 30.0 KB');
    expect(markdown).toContain(
      '- /savings_account: LCP 2530 ms with scripts, 5.4% later than 2400 ms without (at most 5%)',
    );
  });
});
