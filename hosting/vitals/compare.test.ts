// @vitest-environment node
// A canary against its live release: the figures (compare.mjs), the terminal's text
// (compareText.mjs) and the page (comparePage.mjs).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bootstrapInterval, mulberry32, resampledP75 } from './bootstrap.mjs';
import {
  compareCanary,
  comparisonPeriod,
  MIN_PAGE_VIEWS_PER_RELEASE,
  runningCanary,
  type Canary,
  type CanaryState,
} from './compare.mjs';
import { comparisonPage } from './comparePage.mjs';
import { textComparison, verdictReason } from './compareText.mjs';
import { CANARY_RELEASE, CANARY_SINCE, PERSONAL_RELEASE, pageViewsOf, recordOf } from './records.testing';
import { nearestRankPercentile } from './summary.mjs';

// Fixed dates are safe here: every comparison is given its period; nothing below reads the clock.
const CANARY: Canary = {
  section: 'personal-banking',
  canary: CANARY_RELEASE,
  live: PERSONAL_RELEASE,
  percent: 10,
  since: Date.parse(CANARY_SINCE),
};
const UNTIL = { until: Date.parse('2026-11-27T00:00:00Z') };

/** Both releases' page views, their LCPs drawn around 2,000 ms, the canary's `canaryFactor` times that. */
function recordsOf({
  canary = 400,
  live = 400,
  canaryFactor = 1,
}: { canary?: number; live?: number; canaryFactor?: number } = {}) {
  return [
    ...pageViewsOf({ release: CANARY_RELEASE, count: canary, lcp: 2000 * canaryFactor, seed: 1 }),
    ...pageViewsOf({ release: PERSONAL_RELEASE, count: live, lcp: 2000, seed: 2 }),
  ].map(recordOf);
}

const lcpOf = (comparison: ReturnType<typeof compareCanary>) =>
  comparison.metrics.find(({ metric }) => metric.field === 'lcp')!;

describe('compareCanary', () => {
  it('finds a canary about 30% slower clearly worse', () => {
    const comparison = compareCanary(recordsOf({ canaryFactor: 1.3 }), CANARY, UNTIL);
    expect(comparison.verdict).toBe('worse');
    expect(lcpOf(comparison).verdict).toBe('worse');
    expect(lcpOf(comparison).interval![0]).toBeGreaterThan(0);
    expect(verdictReason(comparison)).toBe('LCP is clearly worse');
  });

  it('finds a canary about 30% faster clearly better', () => {
    const comparison = compareCanary(recordsOf({ canaryFactor: 0.7 }), CANARY, UNTIL);
    expect(comparison.verdict).toBe('better');
    expect(lcpOf(comparison).interval![1]).toBeLessThan(0);
    expect(verdictReason(comparison)).toBe('LCP is clearly better, and no metric is clearly worse');
  });

  it('finds no clear difference between two samples of the same distribution', () => {
    const comparison = compareCanary(recordsOf(), CANARY, UNTIL);
    expect(comparison.verdict).toBe('no clear difference');
    const [low, high] = lcpOf(comparison).interval!;
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
    expect(verdictReason(comparison)).toBe('no metric is clearly better or worse');
  });

  it('gives each metric its p75s (nearest rank), their difference in ms and in %, and its values', () => {
    const records = recordsOf({ canaryFactor: 1.3 });
    const lcp = lcpOf(compareCanary(records, CANARY, UNTIL));
    const p75Of = (release: string) =>
      nearestRankPercentile(
        records.flatMap((record) => (record.release === release ? [record.lcp!] : [])),
        75,
      );
    expect(lcp.canary).toMatchObject({ p75: p75Of(CANARY_RELEASE), count: 400 });
    expect(lcp.live).toMatchObject({ p75: p75Of(PERSONAL_RELEASE), count: 400 });
    expect(lcp.difference).toBe(p75Of(CANARY_RELEASE) - p75Of(PERSONAL_RELEASE));
    expect(lcp.percent).toBeCloseTo((lcp.difference! / p75Of(PERSONAL_RELEASE)) * 100, 10);
    // The other metrics have no values: not judged, and the verdict is LCP's.
    const fcp = compareCanary(records, CANARY, UNTIL).metrics[0]!;
    expect(fcp).toMatchObject({
      canary: { p75: null, count: 0 },
      difference: null,
      percent: null,
      interval: null,
      verdict: 'not enough data',
    });
  });

  it('says not enough data yet below the minimum of page views, and how many more each release needs', () => {
    const few = compareCanary(recordsOf({ canary: 150, canaryFactor: 1.3 }), CANARY, UNTIL);
    expect(few.verdict).toBe('not enough data yet');
    expect(few.canary).toEqual({ release: CANARY_RELEASE, pageViews: 150, pageViewsNeeded: 50 });
    expect(few.live).toEqual({ release: PERSONAL_RELEASE, pageViews: 400, pageViewsNeeded: 0 });
    expect(lcpOf(few)).toMatchObject({ interval: null, verdict: 'not enough data' });
    expect(verdictReason(few)).toBe('50 more page views of the canary are needed');

    const both = compareCanary(recordsOf({ canary: 57, live: 188 }), CANARY, UNTIL);
    expect(verdictReason(both)).toBe('143 more page views of the canary and 12 of the live release are needed');
    const one = compareCanary(recordsOf({ live: MIN_PAGE_VIEWS_PER_RELEASE - 1 }), CANARY, UNTIL);
    expect(verdictReason(one)).toBe('1 more page view of the live release is needed');
    const none = compareCanary([], CANARY, UNTIL);
    expect(none.verdict).toBe('not enough data yet');
    expect(verdictReason(none)).toBe('200 more page views of the canary and 200 of the live release are needed');
  });

  it('judges a metric only with the minimum of values on each side, even when there are page views enough', () => {
    // INP on 150 of the canary's 400 page views only.
    const records = recordsOf({ canaryFactor: 1.3 }).map((record, index) => ({
      ...record,
      inp: record.release === PERSONAL_RELEASE || index < 150 ? 100 : null,
    }));
    const inp = compareCanary(records, CANARY, UNTIL).metrics.find(({ metric }) => metric.field === 'inp')!;
    expect(inp).toMatchObject({
      canary: { p75: 100, count: 150 },
      difference: 0,
      interval: null,
      verdict: 'not enough data',
    });
    expect(compareCanary(records, CANARY, UNTIL).verdict).toBe('worse');
  });

  it('is deterministic: the same records give the same intervals every time', () => {
    const records = recordsOf({ canaryFactor: 1.05 });
    const first = compareCanary(records, CANARY, UNTIL);
    const second = compareCanary([...records], CANARY, UNTIL);
    expect(lcpOf(second).interval).toEqual(lcpOf(first).interval);
    expect(second).toEqual(first);
  });

  it("ignores other sections' and other releases' page views, and those outside the period", () => {
    const records = recordsOf({ canaryFactor: 1.3 });
    const others = [
      ...pageViewsOf({ release: CANARY_RELEASE, count: 300, lcp: 500, seed: 3 }).map((fields) =>
        recordOf({ ...fields, section: 'business-banking' }),
      ),
      ...pageViewsOf({ release: 'ddddddddddd1', count: 300, lcp: 500, seed: 4 }).map(recordOf),
      // The live release had every visitor before the canary started: not a like-for-like comparison.
      ...pageViewsOf({
        release: PERSONAL_RELEASE,
        count: 300,
        lcp: 9000,
        seed: 5,
        from: '2026-11-25T12:00:00.000Z',
      }).map(recordOf),
      ...pageViewsOf({ release: CANARY_RELEASE, count: 300, lcp: 500, seed: 6, from: '2026-11-27T00:00:00.000Z' }).map(
        recordOf,
      ),
    ];
    expect(compareCanary([...others, ...records], CANARY, UNTIL)).toEqual(compareCanary(records, CANARY, UNTIL));
  });
});

describe('comparisonPeriod', () => {
  it('starts when the canary started, or at a later --since, for both releases', () => {
    const until = UNTIL.until;
    expect(comparisonPeriod(CANARY, { until })).toEqual({ since: CANARY.since, until });
    expect(comparisonPeriod(CANARY, { since: CANARY.since - 86_400_000, until })).toEqual({
      since: CANARY.since,
      until,
    });
    expect(comparisonPeriod(CANARY, { since: CANARY.since + 3_600_000, until })).toEqual({
      since: CANARY.since + 3_600_000,
      until,
    });
  });

  it('is the period compareCanary measures', () => {
    const later = CANARY.since + 3_600_000;
    const comparison = compareCanary(recordsOf(), CANARY, { since: later, ...UNTIL });
    expect([comparison.since, comparison.until, comparison.canarySince]).toEqual([later, UNTIL.until, CANARY.since]);
    // One page view a minute from the canary's start: the first hour's 60 of each are left out.
    expect([comparison.canary.pageViews, comparison.live.pageViews]).toEqual([340, 340]);
  });
});

describe('runningCanary', () => {
  const live = { history: ['aaaaaaaaaaa0', PERSONAL_RELEASE] };
  const canary = { percent: 10, since: CANARY_SINCE };

  it("is the candidate's canary against the last release of the history", () => {
    expect(runningCanary('personal-banking', { ...live, candidate: { buildId: CANARY_RELEASE, canary } })).toEqual(
      CANARY,
    );
  });

  it('is undefined without a candidate, for a preview only, without a live release, or with a broken canary', () => {
    const states: CanaryState[] = [
      live,
      { ...live, candidate: { buildId: CANARY_RELEASE } },
      { history: [], candidate: { buildId: CANARY_RELEASE, canary } },
      { ...live, candidate: { buildId: 'not a build', canary } },
      { ...live, candidate: { buildId: CANARY_RELEASE, canary: { percent: 10, since: 'yesterday' } } },
    ];
    for (const state of states) expect(runningCanary('personal-banking', state), JSON.stringify(state)).toBeUndefined();
  });
});

describe('bootstrapInterval', () => {
  it('resamples with replacement and takes the nearest-rank p75 of each resample', () => {
    const sorted = Float64Array.from([120, 340, 90, 800, 410, 275, 333, 61, 999, 402, 150]).sort();
    const random = mulberry32(42);
    const replay = mulberry32(42);
    for (let resample = 0; resample < 50; resample++) {
      const drawn = Array.from(sorted, () => sorted[Math.floor(replay() * sorted.length)]!);
      expect(resampledP75(sorted, random)).toBe(nearestRankPercentile(drawn, 75));
    }
  });

  it('is the same for the same values every time, and holds the difference of the p75s measured', () => {
    const lcps = (release: string, lcp: number, seed: number) =>
      Float64Array.from(pageViewsOf({ release, count: 300, lcp, seed }), (view) => view.lcp!).sort();
    const canary = lcps(CANARY_RELEASE, 2100, 7);
    const live = lcps(PERSONAL_RELEASE, 2000, 8);
    const [low, high] = bootstrapInterval(canary, live);
    expect(bootstrapInterval(canary.slice(), live.slice())).toEqual([low, high]);
    const measured = nearestRankPercentile(canary, 75) - nearestRankPercentile(live, 75);
    expect(low).toBeLessThan(measured);
    expect(high).toBeGreaterThan(measured);
  });

  it('is one point when every value is the same, and writes a difference of scores without float noise', () => {
    const same = Float64Array.from({ length: 250 }, () => 0.05);
    expect(
      bootstrapInterval(
        same,
        Float64Array.from({ length: 250 }, () => 0.04),
      ),
    ).toEqual([0.01, 0.01]);
  });
});

describe('textComparison', () => {
  it('gives the releases, the period, the page views, the verdict and one row a metric, in 100 columns', () => {
    const comparison = compareCanary(recordsOf({ canaryFactor: 1.3 }), CANARY, UNTIL);
    const text = textComparison(comparison, { files: ['/srv/mboa/vitals/vitals.log'], badLines: 2 });
    expect(text).toContain(`Canary:       ${CANARY_RELEASE}, 10% of visitors since 2026-11-26 00:00 UTC`);
    expect(text).toContain(`Live release: ${PERSONAL_RELEASE}`);
    expect(text).toContain('Period:       2026-11-26 00:00 UTC to 2026-11-27 00:00 UTC, the same for both');
    expect(text).toContain('Page views:   canary 400, live release 400');
    expect(text).toContain('Verdict: worse: LCP is clearly worse');
    const { canary, live, difference, interval } = lcpOf(comparison);
    expect(text).toMatch(
      new RegExp(
        `\\nLCP \\(ms\\) +${canary.p75} \\(400\\) +${live.p75} \\(400\\) +\\+${difference} \\(\\+\\d+\\.\\d%\\) +\\+${interval![0]} to \\+${interval![1]} +worse\\n`,
      ),
    );
    expect(text).toMatch(/\nCLS +– +– +– +– +not enough data\n/);
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });
});

describe('comparisonPage', () => {
  it('puts the verdict first, and is one page with no script, no style attribute and one stylesheet its policy allows by its hash', () => {
    const page = comparisonPage(compareCanary(recordsOf({ canaryFactor: 0.7 }), CANARY, UNTIL), {
      files: ['/srv/mboa/vitals/vitals.log'],
      badLines: 0,
    });
    expect(
      page.indexOf(
        '<p class="verdict verdict-better"><strong>Verdict: better</strong><br>LCP is clearly better, and no metric is clearly worse.</p>',
      ),
    ).toBeGreaterThan(page.indexOf('<h1>'));
    expect(page.indexOf('class="verdict')).toBeLessThan(page.indexOf('<svg'));
    const stylesheets = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
    expect(stylesheets).toHaveLength(1);
    expect(page).toContain(
      `style-src 'sha256-${createHash('sha256')
        .update(stylesheets[0] ?? '')
        .digest('base64')}'`,
    );
    expect(page).not.toMatch(/<script|style=/i);
    // The thresholds as the report's charts draw them, and each metric's interval and verdict under its chart.
    expect(page).toContain('stroke="#1b7f3b" stroke-width="1.5" stroke-dasharray="6 4"');
    expect(page).toMatch(
      /<p>Difference -\d+ \(-\d+\.\d%\), 99% interval -\d+ to -\d+: <strong>better<\/strong>\.<\/p>/,
    );
    expect(page).toContain('<p>Difference –, 99% interval –: <strong>not enough data</strong>.</p>');
  });

  it('escapes the names it reads from releases.json and the file system', () => {
    const canary = { ...CANARY, live: '<b>live</b>' };
    const page = comparisonPage(compareCanary([], canary, UNTIL), { files: ['/srv/<i>/vitals.log'], badLines: 0 });
    expect(page).not.toMatch(/<b>|<i>/);
    expect(page).toContain('Live release: &lt;b&gt;live&lt;/b&gt;.');
  });
});
