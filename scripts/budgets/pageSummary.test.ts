// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RuntimeError, Sample } from './lighthouse.mjs';
import { moreRunsNeeded, summarisePage } from './pageSummary.mjs';

function sample(performance: number, fcp: number, extra: Partial<Sample> = {}): Sample {
  return {
    scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
    metrics: { fcp, lcp: fcp + 400, tbt: 30, cls: 0, bap: 20 },
    renderBlockingScripts: [],
    scriptRequests: ['http://localhost:5300/assets/index.js'],
    runtimeError: null,
    benchmarkIndex: 2000,
    ...extra,
  };
}
/** A run with every script blocked: performance only. */
function blocked(fcp: number, extra: Partial<Sample> = {}): Sample {
  return sample(1, fcp, {
    scores: { performance: 1, accessibility: null, 'best-practices': null, seo: null },
    renderBlockingScripts: [],
    ...extra,
  });
}
const attempt = (s: Sample, errors: RuntimeError[] = []) => ({ sample: s, errors });
const navstart: RuntimeError = { code: 'NO_NAVSTART', message: 'trace' };
const failedRun = sample(0, 0, {
  runtimeError: navstart,
  scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
});
const without = (fcp = 1200) => [attempt(blocked(fcp)), attempt(blocked(fcp)), attempt(blocked(fcp))];

describe('summarisePage', () => {
  it('takes the median of each score and metric on its own, with and without scripts, and passes a page within the budgets', () => {
    const summary = summarisePage(
      '/njangie',
      [attempt(sample(0.99, 1200)), attempt(sample(0.98, 1500)), attempt(sample(1, 1100))],
      without(1180),
    );
    expect(summary).toMatchObject({ page: '/njangie', failures: [] });
    expect(summary.scores.performance).toBe(0.99);
    expect(summary.withScripts).toEqual({
      runs: 3,
      metrics: { fcp: 1200, lcp: 1600, tbt: 30, cls: 0, bap: 20 },
      performanceRuns: [99, 98, 100],
      benchmarkIndex: 2000,
    });
    expect(summary.withoutScripts.metrics).toEqual({ fcp: 1180, lcp: 1580, tbt: 30, cls: 0, bap: 20 });
  });

  it('gates no absolute performance score: the machine sets it', () => {
    expect(
      summarisePage(
        '/',
        [attempt(sample(0.6, 1200)), attempt(sample(0.62, 1200)), attempt(sample(0.61, 1200))],
        without(),
      ).failures,
    ).toEqual([]);
  });

  it('fails a page whose JavaScript makes its paints more than 5% later, or adds more than 50 ms of blocking, in every run', () => {
    const seven = (make: () => Sample) => Array.from({ length: 7 }, () => attempt(make()));
    const later = summarisePage(
      '/',
      seven(() => sample(1, 1270)),
      seven(() => blocked(1200)),
    );
    // FCP 5.8% later fails; LCP 1670 against 1600 ms is 4.4% later, within the budget.
    expect(later.failures).toEqual([
      '/: FCP 1270 ms with scripts, 5.8% later than 1200 ms without (at most 5%); 7 runs of each, 0.0% likely by chance',
    ]);
    const blocking = summarisePage(
      '/',
      seven(() => sample(1, 1200, { metrics: { fcp: 1200, lcp: 1600, tbt: 81, cls: 0, bap: 71 } })),
      seven(() => blocked(1200)),
    );
    expect(blocking.failures).toEqual([
      '/: TBT 81 ms with scripts, 51 ms more than 30 ms without (at most 50 ms more); 7 runs of each, 0.0% likely by chance',
    ]);
    // The blocking after the first paint on the run's own trace is reported, not gated (thresholds.mjs says why).
    const atTheBudget = summarisePage(
      '/',
      seven(() => sample(1, 1260, { metrics: { fcp: 1260, lcp: 1680, tbt: 80, cls: 0, bap: 900 } })),
      seven(() => blocked(1200)),
    );
    expect(atTheBudget.failures).toEqual([]);
  });

  it('counts a run retried after a runtime error once, with its good sample, and notes the retry', () => {
    const summary = summarisePage(
      '/',
      [attempt(sample(0.99, 1200), [navstart]), attempt(sample(0.99, 1200)), attempt(sample(0.99, 1200))],
      without(),
    );
    expect(summary.failures).toEqual([]);
    expect(summary.retriedErrors).toEqual(['NO_NAVSTART']);
  });

  it('fails a page with a run that kept ending with a runtime error, with or without scripts', () => {
    const summary = summarisePage(
      '/help-center',
      [attempt(failedRun, [navstart, navstart, navstart]), attempt(sample(0.99, 1200)), attempt(sample(0.99, 1200))],
      without(),
    );
    expect(summary.failures).toEqual([
      '/help-center: run 1 with scripts ended with NO_NAVSTART in all 3 attempts (trace)',
    ]);
    expect(summary.withScripts.performanceRuns).toEqual([null, 99, 99]);
    expect(summary.scores.performance).toBe(0.99);
    const withoutFailed = summarisePage('/', [attempt(sample(1, 1200))], [attempt(failedRun, [navstart])]);
    expect(withoutFailed.failures).toEqual([
      '/: run 1 with scripts blocked ended with NO_NAVSTART in all 1 attempts (trace)',
      '/: no Lighthouse run with scripts blocked finished',
    ]);
  });

  it('fails a page Lighthouse never finished', () => {
    expect(summarisePage('/', [attempt(failedRun, [navstart])], without()).failures).toEqual([
      '/: run 1 with scripts ended with NO_NAVSTART in all 1 attempts (trace)',
      '/: no Lighthouse run with scripts finished',
    ]);
  });

  it('reads accessibility, best practices and SEO from the runs that audited them (the first with scripts), performance from every run', () => {
    const performanceOnly = (performance: number) =>
      sample(performance, 1200, { scores: { performance, accessibility: null, 'best-practices': null, seo: null } });
    const summary = summarisePage(
      '/',
      [attempt(sample(0.9, 1200)), attempt(performanceOnly(0.8)), attempt(performanceOnly(0.7))],
      without(),
    );
    expect(summary.scores).toEqual({ performance: 0.8, accessibility: 1, 'best-practices': 1, seo: 1 });
    expect(summary.failures).toEqual([]);
    const neverAudited = summarisePage('/', [attempt(performanceOnly(0.8))], without());
    expect(neverAudited.failures).toEqual([
      '/: accessibility was not scored',
      '/: best-practices was not scored',
      '/: seo was not scored',
    ]);
  });

  it('fails a page below 100 in accessibility, best practices or SEO', () => {
    const summary = summarisePage(
      '/',
      [attempt(sample(1, 1200, { scores: { performance: 1, accessibility: 0.98, 'best-practices': 1, seo: 1 } }))],
      without(),
    );
    expect(summary.failures).toEqual(['/: accessibility 98 < 100']);
  });

  it('fails a page when Lighthouse lists a script among the render-blocking resources, or could not tell', () => {
    const blocking = summarisePage(
      '/',
      [attempt(sample(1, 1200, { renderBlockingScripts: ['http://localhost:5300/a.js'] })), attempt(sample(1, 1200))],
      without(),
    );
    expect(blocking.failures).toEqual(['/: Lighthouse lists a render-blocking script: http://localhost:5300/a.js']);
    const unknown = summarisePage('/', [attempt(sample(1, 1200, { renderBlockingScripts: null }))], without());
    expect(unknown.failures).toEqual(["/: Lighthouse's render-blocking-resources audit did not run"]);
  });
});

describe('a page that requested no script', () => {
  const reader = (tbt: number, scriptRequests: string[] | null = []) =>
    attempt(sample(0.95, 900, { metrics: { fcp: 900, lcp: 950, tbt, cls: 0, bap: 0 }, scriptRequests }));
  const blockedReader = (tbt: number) =>
    attempt(blocked(900, { metrics: { fcp: 900, lcp: 950, tbt, cls: 0, bap: 0 } }));

  it('is the same page as with every script blocked: measured once, with scripts, judged by no JavaScript budget and measured no more', () => {
    const summary = summarisePage('/savings_account', [reader(342)], []);
    expect(summary.sendsNoScript).toBe(true);
    expect(summary.withoutScripts.runs).toBe(0);
    expect(summary.javaScriptCost).toEqual([]);
    expect(summary.failures).toEqual([]);
    expect(moreRunsNeeded(summary)).toBe(0);
  });

  it('still has its scores gated', () => {
    const summary = summarisePage(
      '/njangie',
      [
        attempt(
          sample(0.95, 900, {
            scores: { performance: 0.95, accessibility: 0.9, 'best-practices': 1, seo: 1 },
            scriptRequests: [],
          }),
        ),
      ],
      [],
    );
    expect(summary.failures).toEqual(['/njangie: accessibility 90 < 100']);
  });

  it('is judged as any page when one run requested a script, or a report listed no requests at all', () => {
    const oneScript = summarisePage(
      '/',
      [reader(342), reader(342, ['http://localhost:5300/assets/index.js']), reader(342)],
      [blockedReader(129), blockedReader(129), blockedReader(129)],
    );
    expect(oneScript.sendsNoScript).toBe(false);
    expect(oneScript.javaScriptCost).toEqual([
      '/: TBT 342 ms with scripts, 213 ms more than 129 ms without (at most 50 ms more)',
    ]);
    expect(summarisePage('/', [reader(342, null)], [blockedReader(129)]).sendsNoScript).toBe(false);
  });

  it('needs its runs with scripts blocked once it requested a script: none is a failure', () => {
    expect(summarisePage('/', [reader(342, ['http://localhost:5300/assets/index.js'])], []).failures).toContain(
      '/: no Lighthouse run with scripts blocked finished',
    );
  });
});

describe('moreRunsNeeded', () => {
  const runs = (fcps: number[]) =>
    fcps.map((fcp) => attempt(sample(1, fcp, { metrics: { fcp, lcp: fcp, tbt: 0, cls: 0, bap: 0 } })));
  const blockedRuns = (fcps: number[]) =>
    fcps.map((fcp) => attempt(blocked(fcp, { metrics: { fcp, lcp: fcp, tbt: 0, cls: 0, bap: 0 } })));

  it('asks for nothing more when the medians meet the budget', () => {
    expect(moreRunsNeeded(summarisePage('/', runs([750, 810, 750]), blockedRuns([750, 750, 758])))).toBe(0);
  });

  it('asks for two more of each when two runs of three land a simulation step later, and settles on all of them', () => {
    // The shape CI saw on an unchanged page: 750 or 810 ms from one run to the next.
    const three = summarisePage('/verify-statement', runs([751, 810, 810]), blockedRuns([750, 758, 750]));
    expect(three.javaScriptCost).toEqual([
      '/verify-statement: FCP 810 ms with scripts, 8.0% later than 750 ms without (at most 5%)',
      '/verify-statement: LCP 810 ms with scripts, 8.0% later than 750 ms without (at most 5%)',
    ]);
    expect(three.failures).toEqual([]);
    expect(moreRunsNeeded(three)).toBe(2);
    const five = summarisePage(
      '/verify-statement',
      runs([751, 810, 810, 752, 751]),
      blockedRuns([750, 758, 750, 751, 810]),
    );
    expect(five.failures).toEqual([]);
    expect(moreRunsNeeded(five)).toBe(0);
  });

  it('stops at seven runs of each: JavaScript that delays every paint fails; a step that comes and goes is the machine’s', () => {
    const slow = summarisePage(
      '/',
      runs([980, 990, 985, 979, 981, 990, 984]),
      blockedRuns([900, 901, 902, 900, 903, 901, 900]),
    );
    expect(slow.failures).toHaveLength(2);
    expect(moreRunsNeeded(slow)).toBe(0);
    expect(
      moreRunsNeeded(summarisePage('/', runs([980, 990, 985, 979, 981]), blockedRuns([900, 901, 902, 900, 903]))),
    ).toBe(2);
    const steps = summarisePage(
      '/',
      runs([810, 810, 750, 810, 751, 810, 750]),
      blockedRuns([750, 810, 751, 750, 810, 750, 752]),
    );
    expect(steps.failures).toEqual([]);
    expect(steps.withinNoise).toHaveLength(2);
    expect(moreRunsNeeded(steps)).toBe(0);
  });

  it('measures no more for a failure more runs cannot change (a score below 100)', () => {
    const summary = summarisePage(
      '/',
      [
        attempt(
          sample(1, 750, {
            scores: { performance: 1, accessibility: 0.98, 'best-practices': 1, seo: 1 },
            metrics: { fcp: 750, lcp: 750, tbt: 0, cls: 0, bap: 0 },
          }),
        ),
      ],
      blockedRuns([750]),
    );
    expect(summary.failures).toEqual(['/: accessibility 98 < 100']);
    expect(moreRunsNeeded(summary)).toBe(0);
  });
});
