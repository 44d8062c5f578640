// @vitest-environment node
import { appendAudit } from '../deployService/auditLog.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logLineOf } from '../../shared/src/vitalsBeacon.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { vitalsLogFiles } from '../lib/vitalsLog.mjs';
import { PERSONAL_RELEASE, SHELL_RELEASE, logOf, recordOf, writeLog } from './records.testing';
import { buildReport, groupRecords, GROUPINGS, parsePeriodBound, readRecords } from './report.mjs';
import { nearestRankPercentile, summarize } from './summary.mjs';
import { readDeploys, timeSeries } from './timeSeries.mjs';

const temp = temporaryFoldersForThisFile();
// Fixed dates are safe here: every report is given its period; nothing below reads the clock.
const ALL_TIME = { since: 0, until: Date.parse('2100-01-01T00:00:00Z') };

describe('nearestRankPercentile', () => {
  it('is the value at rank ⌈75% × n⌉: of an even count', () => {
    // 75% of 4 is 3: the 3rd value.
    expect(nearestRankPercentile([40, 10, 30, 20], 75)).toBe(30);
    // 75% of 8 is 6.
    expect(nearestRankPercentile([8, 7, 6, 5, 4, 3, 2, 1], 75)).toBe(6);
  });

  it('of an odd count', () => {
    // 75% of 5 is 3.75: the 4th value.
    expect(nearestRankPercentile([5, 1, 4, 2, 3], 75)).toBe(4);
    // 75% of 7 is 5.25: the 6th.
    expect(nearestRankPercentile([700, 100, 600, 200, 500, 300, 400], 75)).toBe(600);
  });

  it('with ties, and of a single value', () => {
    expect(nearestRankPercentile([100, 200, 100, 100], 75)).toBe(100);
    expect(nearestRankPercentile([1, 2, 2, 2, 3], 75)).toBe(2);
    expect(nearestRankPercentile([1812], 75)).toBe(1812);
  });

  it('compares numbers, not their text, and leaves its argument alone', () => {
    const values = [9, 10, 100, 1000];
    expect(nearestRankPercentile(values, 75)).toBe(100);
    expect(values).toEqual([9, 10, 100, 1000]);
    expect(nearestRankPercentile([0.25, 0.012, 0.1, 0.0031], 75)).toBe(0.1);
  });

  it('refuses no values and a percentile out of range', () => {
    expect(() => nearestRankPercentile([], 75)).toThrow();
    expect(() => nearestRankPercentile([1], 0)).toThrow();
    expect(() => nearestRankPercentile([1], 101)).toThrow();
  });
});

describe('summarize', () => {
  it('gives each metric its p75, its count of values (nulls left out) and the rating of the p75', () => {
    const records = [
      recordOf({ lcp: 1000, fcp: 900, cls: 0.01 }),
      recordOf({ lcp: 2000, fcp: null, cls: 0.3 }),
      recordOf({ lcp: 2500, fcp: 1900 }),
      recordOf({ lcp: 6000, inp: 4001 }),
    ];
    expect(summarize(records)).toEqual({
      fcp: { p75: 1900, count: 2, rating: 'needs improvement' },
      lcp: { p75: 2500, count: 4, rating: 'good' },
      ttfb: { p75: null, count: 0, rating: null },
      cls: { p75: 0.3, count: 2, rating: 'poor' },
      inp: { p75: 4001, count: 1, rating: 'poor' },
      takeover: { p75: null, count: 0, rating: null },
    });
  });

  it('rates a p75 at exactly a threshold as the threshold says', () => {
    const lcpOf = (lcp: number) => summarize([recordOf({ lcp })]).lcp.rating;
    expect([lcpOf(2500), lcpOf(4000), lcpOf(4001)]).toEqual(['good', 'needs improvement', 'poor']);
  });
});

describe('readRecords', () => {
  it('reads a log with known values, and the report computes the p75 a hand does', async () => {
    const log = writeLog(
      join(temp('vitals-'), 'vitals.log'),
      logOf([1200, 3100, 2400, 4100, 1800, 2600].map((lcp) => ({ lcp }))),
    );
    const report = await buildReport({ files: [log], ...ALL_TIME });
    // Sorted: 1200 1800 2400 2600 3100 4100; 75% of 6 is 4.5, so the 5th: 3100.
    expect(report.all.metrics.lcp).toEqual({ p75: 3100, count: 6, rating: 'needs improvement' });
    expect(report.recordCount).toBe(6);
    expect(report.badLines).toBe(0);
  });

  it('reads the rotated logs of a deploy root with the current one, oldest first', async () => {
    const root = temp('vitals-root-');
    const folder = join(root, 'vitals');
    writeLog(join(folder, 'vitals.log.2'), logOf([{ lcp: 1 }, { lcp: 2 }]));
    writeLog(join(folder, 'vitals.log.1'), logOf([{ lcp: 3 }]));
    writeLog(join(folder, 'vitals.log'), logOf([{ lcp: 4 }, { lcp: 5 }, { lcp: 6 }]));
    const files = await vitalsLogFiles(root);
    expect(files).toEqual(['vitals.log.2', 'vitals.log.1', 'vitals.log'].map((name) => join(folder, name)));
    const report = await buildReport({ files, root, ...ALL_TIME });
    expect(report.recordCount).toBe(6);
    expect(report.all.metrics.lcp.p75).toBe(5);
    expect(report.files).toEqual(files);
  });

  it('skips and counts the lines that are not version 1 records; an empty last line is not one', async () => {
    const good = logLineOf(recordOf({ lcp: 1000 }));
    const bad = [
      good.slice(0, 40), // truncated by a crash
      logLineOf({ ...recordOf({ lcp: 1000 }), v: 2 }),
      logLineOf(recordOf({ lcp: 1_000_000 })), // over 999,999 ms
      logLineOf(recordOf({ lcp: 1000, cls: -0.1 })),
      logLineOf(recordOf({ language: 'de', lcp: 1000 })),
      logLineOf(recordOf({ device: 'tablet', lcp: 1000 })),
      logLineOf(recordOf({ connection: '5g', lcp: 1000 })),
      logLineOf(recordOf({ release: 'not-a-build', lcp: 1000 })),
      logLineOf(recordOf({ time: 'yesterday', lcp: 1000 })),
      logLineOf(recordOf({})), // no metric at all
      'GET /vitals?v=1 HTTP/1.1',
    ];
    const log = writeLog(join(temp('vitals-'), 'vitals.log'), [good, ...bad, good, ''].join('\n') + '\n');
    const { records, badLines, outsidePeriod } = await readRecords([log], ALL_TIME);
    expect(records).toHaveLength(2);
    expect(badLines).toBe(bad.length);
    expect(outsidePeriod).toBe(0);
  });

  it('keeps the records of the period, its start included and its end not, and counts the others apart from bad lines', async () => {
    const log = writeLog(
      join(temp('vitals-'), 'vitals.log'),
      logOf([
        { time: '2026-11-24T23:59:59+00:00', lcp: 1 },
        { time: '2026-11-25T00:00:00+00:00', lcp: 2 },
        // The same instant as 2026-11-25T12:00:00Z, written with another offset.
        { time: '2026-11-25T13:00:00+01:00', lcp: 3 },
        { time: '2026-11-26T00:00:00+00:00', lcp: 4 },
      ]),
    );
    const { records, badLines, outsidePeriod } = await readRecords([log], {
      since: Date.parse('2026-11-25T00:00:00Z'),
      until: Date.parse('2026-11-26T00:00:00Z'),
    });
    expect(records.map((record) => record.lcp)).toEqual([2, 3]);
    expect(outsidePeriod).toBe(2);
    expect(badLines).toBe(0);
  });
});

describe('groupRecords', () => {
  const records = [
    recordOf({ route: '/savings_account', language: 'en', lcp: 1000 }),
    recordOf({ route: '/savings_account', language: 'fr', lcp: 3000 }),
    recordOf({ route: '/', section: 'shell', release: SHELL_RELEASE, language: 'fr', lcp: 5000 }),
    recordOf({ route: '/student-account', language: 'fr', lcp: 2000 }),
    recordOf({ route: '/savings_account', release: 'bbbbbbbbbbb2', language: 'en', lcp: 4000 }),
  ];

  it('by route: both languages of a route together, the largest group first, then by name', () => {
    expect(
      groupRecords(records, GROUPINGS.route.keyOf).map(({ name, count, metrics }) => [name, count, metrics.lcp.p75]),
    ).toEqual([
      ['/savings_account', 3, 4000],
      ['/', 1, 5000],
      ['/student-account', 1, 2000],
    ]);
  });

  it('by section release, and by language', () => {
    expect(groupRecords(records, GROUPINGS.release.keyOf).map(({ name, count }) => [name, count])).toEqual([
      [`personal-banking ${PERSONAL_RELEASE}`, 3],
      ['personal-banking bbbbbbbbbbb2', 1],
      [`shell ${SHELL_RELEASE}`, 1],
    ]);
    expect(
      groupRecords(records, GROUPINGS.language.keyOf).map(({ name, count, metrics }) => [name, count, metrics.lcp.p75]),
    ).toEqual([
      ['fr', 3, 5000],
      ['en', 2, 4000],
    ]);
  });

  it('the report has the groupings asked for, in that order, and the total', async () => {
    const log = writeLog(
      join(temp('vitals-'), 'vitals.log'),
      records.map((record) => `${logLineOf(record)}\n`).join(''),
    );
    const report = await buildReport({ files: [log], ...ALL_TIME, by: ['language', 'route'] });
    expect(report.groupings.map(({ key, groups }) => [key, groups.length])).toEqual([
      ['language', 2],
      ['route', 3],
    ]);
    expect(report.all).toMatchObject({
      name: 'all',
      count: 5,
      metrics: { lcp: { p75: 4000, count: 5, rating: 'needs improvement' } },
    });
  });
});

describe('timeSeries', () => {
  it('buckets by hour when the data spans up to 3 days, each section apart, the shell first, empty hours kept', () => {
    const series = timeSeries([
      recordOf({ time: '2026-11-26T05:10:00+00:00', lcp: 1000 }),
      recordOf({ time: '2026-11-26T05:50:00+00:00', lcp: 3000 }),
      recordOf({ time: '2026-11-26T07:59:59+00:00', lcp: 2000 }),
      recordOf({ time: '2026-11-26T06:30:00+00:00', section: 'shell', release: SHELL_RELEASE, fcp: 900 }),
    ])!;
    expect(series).toMatchObject({
      bucket: 'hour',
      start: Date.parse('2026-11-26T05:00:00Z'),
      end: Date.parse('2026-11-26T08:00:00Z'),
    });
    expect(series.sections.map((section) => section.section)).toEqual(['shell', 'personal-banking']);
    const personal = series.sections[1]!;
    expect(personal.points.map((point) => [new Date(point.start).toISOString(), point.count, point.p75.lcp])).toEqual([
      ['2026-11-26T05:00:00.000Z', 2, 3000],
      ['2026-11-26T06:00:00.000Z', 0, null],
      ['2026-11-26T07:00:00.000Z', 1, 2000],
    ]);
  });

  it('buckets by UTC day beyond 3 days of data', () => {
    const series = timeSeries([
      recordOf({ time: '2026-11-20T23:00:00-02:00', lcp: 1 }),
      recordOf({ time: '2026-11-25T00:00:00+00:00', lcp: 2 }),
    ])!;
    expect(series).toMatchObject({
      bucket: 'day',
      start: Date.parse('2026-11-21T00:00:00Z'),
      end: Date.parse('2026-11-26T00:00:00Z'),
    });
    expect(series.sections[0]!.points).toHaveLength(5);
    expect(timeSeries([])).toBeUndefined();
  });
});

describe('readDeploys', () => {
  const period = { from: Date.parse('2026-11-25T00:00:00Z'), to: Date.parse('2026-11-26T00:00:00Z') };

  it("lists a section's releases that went live in the period, oldest first", () => {
    const root = temp('vitals-root-');
    mkdirSync(join(root, 'personal-banking'));
    const releases = {
      bbbbbbbbbbb3: { deployedAt: '2026-11-25T18:00:00.000Z' },
      bbbbbbbbbbb1: { deployedAt: '2026-11-20T10:00:00.000Z' },
      bbbbbbbbbbb2: { deployedAt: '2026-11-25T09:30:00.000Z' },
      bbbbbbbbbbb4: { deployedAt: 'never' },
      '../../etc': { deployedAt: '2026-11-25T10:00:00.000Z' },
    };
    writeFileSync(
      join(root, 'personal-banking', 'releases.json'),
      JSON.stringify({ history: Object.keys(releases), releases }),
    );
    expect(readDeploys(root, 'personal-banking', period)).toEqual([
      { release: 'bbbbbbbbbbb2', time: Date.parse('2026-11-25T09:30:00Z') },
      { release: 'bbbbbbbbbbb3', time: Date.parse('2026-11-25T18:00:00Z') },
    ]);
  });

  it('names who published a release through the deploy service, from its audit log', () => {
    const root = temp('vitals-root-');
    mkdirSync(join(root, 'personal-banking'));
    const releases = {
      bbbbbbbbbbb1: { deployedAt: '2026-11-25T09:30:00.000Z' },
      bbbbbbbbbbb2: { deployedAt: '2026-11-25T18:00:00.000Z' },
    };
    writeFileSync(
      join(root, 'personal-banking', 'releases.json'),
      JSON.stringify({ history: Object.keys(releases), releases }),
    );
    const done = { section: 'personal-banking', action: 'publish', result: 'done' };
    appendAudit(
      root,
      { ...done, token: 'pb-ci', release: 'bbbbbbbbbbb2' },
      { now: Date.parse('2026-11-25T18:00:00Z') },
    );
    appendAudit(
      root,
      { ...done, token: 'bb-ci', section: 'business-banking', release: 'bbbbbbbbbbb1' },
      { now: Date.parse('2026-11-25T09:30:00Z') },
    );
    expect(readDeploys(root, 'personal-banking', period)).toEqual([
      { release: 'bbbbbbbbbbb1', time: Date.parse('2026-11-25T09:30:00Z') },
      { release: 'bbbbbbbbbbb2', time: Date.parse('2026-11-25T18:00:00Z'), by: 'pb-ci' },
    ]);
  });

  it('marks nothing for a missing or broken releases.json, or a section that is not a package', () => {
    const root = temp('vitals-root-');
    mkdirSync(join(root, 'shell'));
    writeFileSync(join(root, 'shell', 'releases.json'), '{"history": [');
    mkdirSync(join(root, 'group-societies'));
    writeFileSync(join(root, 'group-societies', 'releases.json'), '{"releases": null}');
    expect(readDeploys(root, 'shell', period)).toEqual([]);
    expect(readDeploys(root, 'group-societies', period)).toEqual([]);
    expect(readDeploys(root, 'business-banking', period)).toEqual([]);
    expect(readDeploys(root, 'unknown-section', period)).toEqual([]);
  });
});

describe('parsePeriodBound', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('takes days or hours ago, and ISO dates and times', () => {
    expect(parsePeriodBound('7d', now)).toBe(Date.parse('2026-11-19T12:00:00Z'));
    expect(parsePeriodBound('24h', now)).toBe(Date.parse('2026-11-25T12:00:00Z'));
    expect(parsePeriodBound('2026-11-01', now)).toBe(Date.parse('2026-11-01T00:00:00Z'));
    expect(parsePeriodBound('2026-11-01T06:00:00+01:00', now)).toBe(Date.parse('2026-11-01T05:00:00Z'));
  });

  it('refuses anything else', () => {
    for (const text of ['yesterday', '1', '7 d', '-7d', '2026-13-45', 'May 5 2026', ''])
      expect(parsePeriodBound(text, now), text).toBeUndefined();
  });
});
