import { describe, expect, it } from 'vitest';
import { findPage } from '../../shared/src/routes';
import { CATEGORY_THRESHOLDS, HTML_GZIP_BUDGET_BYTES, JAVASCRIPT_BUDGET, LIGHTHOUSE_PAGES, failedJavaScriptChecks, failedScoreChecks, toPercent } from './thresholds.mjs';

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

describe('the budgets', () => {
  it('are accessibility, best practices and SEO 100 (no absolute performance score: the machine sets it), HTML 30 KB gzip', () => {
    expect(CATEGORY_THRESHOLDS).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(HTML_GZIP_BUDGET_BYTES).toBe(30 * 1024);
  });

  it('let JavaScript make a page’s first and largest paint at most 5% later, and add at most 50 ms of blocking time', () => {
    expect(JAVASCRIPT_BUDGET).toEqual({ paintSlowdown: 0.05, blockingMs: 50 });
    const without = { fcp: 1000, lcp: 1200, tbt: 100 };
    expect(failedJavaScriptChecks('/', { fcp: 1050, lcp: 1260, tbt: 150 }, without)).toEqual([]);
    expect(failedJavaScriptChecks('/', { fcp: 1051, lcp: 1261, tbt: 151 }, without)).toEqual([
      '/: FCP 1051 ms with scripts, 5.1% later than 1000 ms without (at most 5%)',
      '/: LCP 1261 ms with scripts, 5.1% later than 1200 ms without (at most 5%)',
      '/: TBT 151 ms with scripts, 51 ms more than 100 ms without (at most 50 ms more)',
    ]);
    expect(failedJavaScriptChecks('/', { fcp: null, lcp: 1200, tbt: 100 }, without)).toEqual(['/: FCP was not measured with and without scripts']);
  });

  it('measure eight pages with Lighthouse (six English, the French home and savings pages), each a page of the site, spelt as the ownership table spells it', () => {
    expect(LIGHTHOUSE_PAGES).toEqual(['/', '/personal-banking', '/savings_account', '/business_loans', '/help-center', '/verify-statement', '/fr', '/fr/savings_account']);
    for (const page of LIGHTHOUSE_PAGES) expect(findPage(page)?.path).toBe(page);
  });

  it('pass a page at the thresholds, whatever its performance score', () => {
    expect(failedScoreChecks('/', { ...perfect, performance: 0.5 })).toEqual([]);
    expect(failedScoreChecks('/', perfect)).toEqual([]);
  });

  it('fail a page one point below any threshold, naming the page, the category and both figures', () => {
    expect(failedScoreChecks('/', { ...perfect, accessibility: 0.99, seo: 0.92 })).toEqual(['/: accessibility 99 < 100', '/: seo 92 < 100']);
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
