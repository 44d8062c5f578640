// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RuntimeError, Sample } from './lighthouse.mjs';
import { summarisePage } from './pageSummary.mjs';

function sample(performance: number, fcp: number, extra: Partial<Sample> = {}): Sample {
  return {
    scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
    metrics: { fcp, lcp: fcp + 400, tbt: 30, cls: 0 },
    renderBlockingScripts: [],
    runtimeError: null,
    ...extra,
  };
}
const attempt = (s: Sample, errors: RuntimeError[] = []) => ({ sample: s, errors });
const navstart: RuntimeError = { code: 'NO_NAVSTART', message: 'trace' };
const failedRun = sample(0, 0, { runtimeError: navstart, scores: { performance: null, accessibility: null, 'best-practices': null, seo: null } });

describe('summarisePage', () => {
  it('takes the median of each score and metric on its own, and passes a page within the budgets', () => {
    const summary = summarisePage('/njangie', [attempt(sample(0.99, 1200)), attempt(sample(0.98, 1500)), attempt(sample(1, 1100))]);
    expect(summary).toMatchObject({ page: '/njangie', runs: 3, performanceRuns: [99, 98, 100], failures: [] });
    expect(summary.scores.performance).toBe(0.99);
    expect(summary.metrics).toEqual({ fcp: 1200, lcp: 1600, tbt: 30, cls: 0 });
  });

  it('fails a page whose median performance is below 80, though one run reached it', () => {
    const summary = summarisePage('/', [attempt(sample(0.76, 2000)), attempt(sample(0.82, 1900)), attempt(sample(0.75, 2100))]);
    expect(summary.failures).toEqual(['/: performance 76 < 80']);
  });

  it('counts a run retried after a runtime error once, with its good sample, and notes the retry', () => {
    const summary = summarisePage('/', [attempt(sample(0.99, 1200), [navstart]), attempt(sample(0.99, 1200)), attempt(sample(0.99, 1200))]);
    expect(summary.failures).toEqual([]);
    expect(summary.retriedErrors).toEqual(['NO_NAVSTART']);
  });

  it('fails a page with a run that kept ending with a runtime error', () => {
    const summary = summarisePage('/help-center', [attempt(failedRun, [navstart, navstart, navstart]), attempt(sample(0.99, 1200)), attempt(sample(0.99, 1200))]);
    expect(summary.failures).toEqual(['/help-center: run 1 ended with NO_NAVSTART in all 3 attempts (trace)']);
    expect(summary.performanceRuns).toEqual([null, 99, 99]);
    expect(summary.scores.performance).toBe(0.99);
  });

  it('fails a page Lighthouse never finished', () => {
    expect(summarisePage('/', [attempt(failedRun, [navstart])]).failures).toEqual(['/: run 1 ended with NO_NAVSTART in all 1 attempts (trace)', '/: no Lighthouse run finished']);
  });

  it('fails a page when Lighthouse lists a script among the render-blocking resources, or could not tell', () => {
    const blocking = summarisePage('/', [attempt(sample(1, 900, { renderBlockingScripts: ['http://localhost:5300/a.js'] })), attempt(sample(1, 900))]);
    expect(blocking.failures).toEqual(['/: Lighthouse lists a render-blocking script: http://localhost:5300/a.js']);
    const unknown = summarisePage('/', [attempt(sample(1, 900, { renderBlockingScripts: null }))]);
    expect(unknown.failures).toEqual(["/: Lighthouse's render-blocking-resources audit did not run"]);
  });
});
