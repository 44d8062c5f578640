import { describe, expect, it } from 'vitest';
import { findRoute } from '../../shared/src/routes';
import { CATEGORY_THRESHOLDS, HTML_GZIP_BUDGET_BYTES, LIGHTHOUSE_PAGES, failedScoreChecks, toPercent } from './thresholds.mjs';

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

describe('the budgets', () => {
  it('are performance 80 (a floor: the absolute score follows the machine), accessibility, best practices and SEO 100, HTML 30 KB gzip', () => {
    expect(CATEGORY_THRESHOLDS).toEqual({ performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(HTML_GZIP_BUDGET_BYTES).toBe(30 * 1024);
  });

  it('measure the issue’s six pages with Lighthouse, each a route of the ownership table, spelt as it spells it', () => {
    expect(LIGHTHOUSE_PAGES).toEqual(['/', '/personal-banking', '/savings_account', '/njangie', '/help-center', '/verify-statement']);
    for (const page of LIGHTHOUSE_PAGES) expect(findRoute(page)?.path).toBe(page);
  });

  it('pass a page at the thresholds', () => {
    expect(failedScoreChecks('/', { ...perfect, performance: 0.8 })).toEqual([]);
    expect(failedScoreChecks('/', perfect)).toEqual([]);
  });

  it('fail a page one point below any threshold, naming the page, the category and both figures', () => {
    expect(failedScoreChecks('/njangie', { ...perfect, performance: 0.79 })).toEqual(['/njangie: performance 79 < 80']);
    expect(failedScoreChecks('/', { ...perfect, accessibility: 0.99, seo: 0.92 })).toEqual(['/: accessibility 99 < 100', '/: seo 92 < 100']);
    expect(failedScoreChecks('/', { ...perfect, 'best-practices': 0.96 })).toEqual(['/: best-practices 96 < 100']);
  });

  it('fail a category Lighthouse could not score', () => {
    expect(failedScoreChecks('/', { ...perfect, seo: null })).toEqual(['/: seo was not scored']);
  });

  it('read scores as the report shows them (0–100, rounded), so a median of 0.795 is 80', () => {
    expect(toPercent(0.975)).toBe(98);
    expect(toPercent(0.974)).toBe(97);
    expect(toPercent(0.795)).toBe(80);
    expect(failedScoreChecks('/', { ...perfect, performance: 0.795 })).toEqual([]);
    expect(toPercent(null)).toBeNull();
  });
});
