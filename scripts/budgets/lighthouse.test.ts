// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderBlockingScripts, runWithRetries, sampleFromReport, type Sample } from './lighthouse.mjs';

/** The parts of a Lighthouse 12.8 report (LHR) the budgets read, shaped as the JSON output has them. */
function report({
  performance = 0.96,
  stylesheet = 'http://localhost:5300/assets/index.css',
  blocking = [stylesheet] as string[],
} = {}) {
  return {
    lighthouseVersion: '12.8.2',
    configSettings: { throttling: { cpuSlowdownMultiplier: 4.3 } },
    mboa: {
      blockingAfterFirstPaint: 12.25,
      longTasksAfterFirstPaint: ['62 ms at 1012 ms: script 60 (reactDomClient-x.js)'],
    },
    environment: {
      hostUserAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      benchmarkIndex: 1850,
    },
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 2017.477375 },
      'largest-contentful-paint': { numericValue: 2377.37285 },
      'total-blocking-time': { numericValue: 51.5 },
      'cumulative-layout-shift': { numericValue: 0 },
      'render-blocking-resources': {
        score: 0.5,
        details: { type: 'opportunity', items: blocking.map((url) => ({ url, totalBytes: 3642, wastedMs: 154 })) },
      },
      'network-requests': {
        details: {
          items: [
            { url: 'http://localhost:5300/', resourceType: 'Document' },
            { url: 'http://localhost:5300/assets/index.js', resourceType: 'Script' },
            { url: stylesheet, resourceType: 'Stylesheet' },
            { url: 'http://localhost:5300/assets/config', resourceType: 'Script' },
          ],
        },
      },
    },
  };
}

const noNavstart = {
  runtimeError: {
    code: 'NO_NAVSTART',
    message: 'Something went wrong with recording the trace over your page load. (NO_NAVSTART)',
  },
  categories: {
    performance: { score: null },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {},
};

describe('sampleFromReport', () => {
  it('reads the four category scores, FCP, LCP, TBT and CLS, the blocking time after the first paint the run added, and the versions', () => {
    expect(sampleFromReport(report())).toEqual({
      scores: { performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 },
      metrics: { fcp: 2017.477375, lcp: 2377.37285, tbt: 51.5, cls: 0, bap: 12.25 },
      renderBlockingScripts: [],
      scriptRequests: ['http://localhost:5300/assets/index.js', 'http://localhost:5300/assets/config'],
      runtimeError: null,
      lighthouseVersion: '12.8.2',
      browser: 'Chromium 142',
      benchmarkIndex: 1850,
      cpuSlowdown: 4.3,
    });
  });

  it('keeps a runtime error (the run is to be retried), and leaves what was not measured empty', () => {
    const sample = sampleFromReport(noNavstart);
    expect(sample.runtimeError?.code).toBe('NO_NAVSTART');
    expect(sample.scores.performance).toBeNull();
    expect(sample.metrics).toEqual({ fcp: null, lcp: null, tbt: null, cls: null, bap: null });
    expect(sample.scriptRequests).toBeNull();
  });

  it('finds no script requested by a page that sends a reader none', () => {
    const readerPage = report();
    readerPage.audits['network-requests'].details.items = readerPage.audits['network-requests'].details.items.filter(
      (request) => request.resourceType !== 'Script',
    );
    expect(sampleFromReport(readerPage).scriptRequests).toEqual([]);
  });
});

describe('renderBlockingScripts', () => {
  it('finds no script when only a stylesheet blocks rendering (the page served today)', () => {
    expect(renderBlockingScripts(report())).toEqual([]);
  });

  it('finds a script among the render-blocking resources, by its type in the network requests or by its name', () => {
    const urls = [
      'http://localhost:5300/assets/index.css',
      'http://localhost:5300/assets/index.js',
      'http://localhost:5300/assets/config',
      'http://localhost:5300/vendor/legacy.js?v=2',
    ];
    expect(renderBlockingScripts(report({ blocking: urls }))).toEqual(urls.slice(1));
  });

  it('is null when the audit did not run', () => {
    const broken = report();
    broken.audits['render-blocking-resources'] = {
      errorMessage: 'Required TraceElements gatherer did not run.',
    } as never;
    expect(renderBlockingScripts(broken)).toBeNull();
  });
});

describe('runWithRetries', () => {
  const ok = sampleFromReport(report());
  const failed = sampleFromReport(noNavstart);
  const runs = (...samples: Sample[]) => {
    let calls = 0;
    const run = async () => samples[calls++] ?? ok;
    return { run, calls: () => calls };
  };

  it('runs once when the first run succeeds', async () => {
    const r = runs(ok);
    expect(await runWithRetries(r.run, 2)).toEqual({ sample: ok, errors: [] });
    expect(r.calls()).toBe(1);
  });

  it('runs again after a runtime error such as NO_NAVSTART, and keeps the good sample', async () => {
    const r = runs(failed, failed, ok);
    const result = await runWithRetries(r.run, 2);
    expect(result.sample).toBe(ok);
    expect(result.errors.map((e) => e.code)).toEqual(['NO_NAVSTART', 'NO_NAVSTART']);
    expect(r.calls()).toBe(3);
  });

  it('gives up after the retries, returning the failed sample', async () => {
    const r = runs(failed, failed, failed, ok);
    const result = await runWithRetries(r.run, 2);
    expect(result.sample.runtimeError?.code).toBe('NO_NAVSTART');
    expect(result.errors).toHaveLength(3);
    expect(r.calls()).toBe(3);
  });
});
