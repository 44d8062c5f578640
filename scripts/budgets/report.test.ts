// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageSummary } from './pageSummary.mjs';
import { lighthouseTextTable, markdownReport } from './report.mjs';

const page: PageSummary = {
  page: '/savings_account',
  runs: 3,
  scores: { performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 },
  metrics: { fcp: 1970.4, lcp: 2530, tbt: 25.2, cls: 0.0012 },
  performanceRuns: [96, null, 97],
  retriedErrors: [],
  renderBlockingScripts: [],
  failures: ['/savings_account: performance 96 < 98'],
};

describe('the report', () => {
  it('shows each page’s median scores, FCP and LCP in seconds, TBT in ms, CLS, and each run’s performance', () => {
    expect(lighthouseTextTable([page]).split('\n')).toEqual([
      'Page              Perf  A11y   BP  SEO     FCP     LCP    TBT    CLS    Perf runs',
      '----------------  ----  ----  ---  ---  ------  ------  -----  -----  -----------',
      '/savings_account    96   100  100  100  1.97 s  2.53 s  25 ms  0.001  96/error/97',
    ]);
  });

  it('gives the closing note a Markdown table, the HTML budget and the failed checks', () => {
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
    });
    expect(markdown).toContain('| /savings_account | 96 | 100 | 100 | 100 | 1.97 s | 2.53 s | 25 ms | 0.001 | 96/error/97 |');
    expect(markdown).toContain('largest 7.1 KB (/njangie), budget 30.0 KB');
    expect(markdown).toContain('- /savings_account: performance 96 < 98');
  });
});
