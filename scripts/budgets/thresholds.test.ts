import { describe, expect, it } from 'vitest';
import { findPage } from '../../shared/src/routes';
import {
  CATEGORY_THRESHOLDS,
  HTML_GZIP_BUDGET_BYTES,
  JAVASCRIPT_BUDGET,
  LIGHTHOUSE_PAGES,
  javaScriptCostChecks,
  failedScoreChecks,
  toPercent,
} from './thresholds.mjs';

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

describe('the budgets', () => {
  it('are accessibility, best practices and SEO 100 (no absolute performance score: the machine sets it), HTML 30 KB gzip', () => {
    expect(CATEGORY_THRESHOLDS).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(HTML_GZIP_BUDGET_BYTES).toBe(30 * 1024);
  });

  it('let JavaScript make a page’s first and largest paint at most 5% later, and add at most 50 ms of blocking time', () => {
    expect(JAVASCRIPT_BUDGET).toEqual({ paintSlowdown: 0.05, blockingMs: 50 });
    const seven = (figures: { fcp: number; lcp: number; tbt: number }) =>
      Array.from({ length: 7 }, (_, i) => ({ fcp: figures.fcp + i, lcp: figures.lcp + i, tbt: figures.tbt + i }));
    const without = seven({ fcp: 1000, lcp: 1200, tbt: 100 });
    // At the budget: nothing to judge.
    expect(javaScriptCostChecks('/', seven({ fcp: 1050, lcp: 1260, tbt: 150 }), without)).toEqual({
      overBudget: [],
      failures: [],
    });
    // Beyond it in every run: over budget, and beyond the machine's noise.
    const slower = javaScriptCostChecks('/', seven({ fcp: 1100, lcp: 1330, tbt: 200 }), without);
    expect(slower.overBudget).toEqual([
      '/: FCP 1103 ms with scripts, 10.0% later than 1003 ms without (at most 5%)',
      '/: LCP 1333 ms with scripts, 10.8% later than 1203 ms without (at most 5%)',
      '/: TBT 203 ms with scripts, 100 ms more than 103 ms without (at most 50 ms more)',
    ]);
    expect(slower.failures).toEqual(
      slower.overBudget.map((message) => `${message}; 7 runs of each, 0.0% likely by chance`),
    );
    expect(javaScriptCostChecks('/', [{ fcp: null, lcp: 1200, tbt: 100 }], without).failures).toEqual([
      '/: FCP was not measured with and without scripts',
    ]);
    expect(javaScriptCostChecks('/', [{ fcp: 1000, lcp: 1200, tbt: null }], without).failures).toEqual([
      '/: TBT was not measured with and without scripts',
    ]);
  });

  it('fail a page only when its runs show the cost beyond the machine’s noise: medians over the budget ask for more runs, not a verdict', () => {
    // An unchanged page whose simulated paint lands a 60 ms step later in four runs of seven.
    const noisy = javaScriptCostChecks(
      '/',
      [750, 810, 810, 752, 810, 751, 810].map((fcp) => ({ fcp, lcp: fcp, tbt: 0 })),
      [750, 810, 750, 751, 810, 752, 750].map((fcp) => ({ fcp, lcp: fcp, tbt: 0 })),
    );
    expect(noisy.overBudget).toHaveLength(2);
    expect(noisy.failures).toEqual([]);
    // Three runs of each cannot fail a page, however far apart: they cannot tell it from the machine.
    expect(
      javaScriptCostChecks(
        '/',
        [
          { fcp: 900, lcp: 900, tbt: 300 },
          { fcp: 910, lcp: 910, tbt: 310 },
          { fcp: 920, lcp: 920, tbt: 320 },
        ],
        [0, 1, 2].map(() => ({ fcp: 700, lcp: 700, tbt: 0 })),
      ).failures,
    ).toEqual([]);
  });

  it('measure five pages with Lighthouse (home, a hub, a product page, Verify Statement, a French page of a third section), each a page of the site, spelt as the ownership table spells it', () => {
    expect(LIGHTHOUSE_PAGES).toEqual([
      '/',
      '/personal-banking',
      '/savings_account',
      '/verify-statement',
      '/fr/njangie',
    ]);
    for (const page of LIGHTHOUSE_PAGES) expect(findPage(page)?.path).toBe(page);
  });

  it('pass a page at the thresholds, whatever its performance score', () => {
    expect(failedScoreChecks('/', { ...perfect, performance: 0.5 })).toEqual([]);
    expect(failedScoreChecks('/', perfect)).toEqual([]);
  });

  it('fail a page one point below any threshold, naming the page, the category and both figures', () => {
    expect(failedScoreChecks('/', { ...perfect, accessibility: 0.99, seo: 0.92 })).toEqual([
      '/: accessibility 99 < 100',
      '/: seo 92 < 100',
    ]);
    expect(failedScoreChecks('/', { ...perfect, 'best-practices': 0.96 })).toEqual(['/: best-practices 96 < 100']);
  });

  it('fail a category Lighthouse could not score', () => {
    expect(failedScoreChecks('/', { ...perfect, seo: null })).toEqual(['/: seo was not scored']);
  });

  it('read scores as the report shows them (0–100, rounded), so a median of 0.995 is 100', () => {
    expect(toPercent(0.975)).toBe(98);
    expect(toPercent(0.974)).toBe(97);
    expect(toPercent(0.995)).toBe(100);
    expect(failedScoreChecks('/', { ...perfect, seo: 0.995 })).toEqual([]);
    expect(toPercent(null)).toBeNull();
  });
});
