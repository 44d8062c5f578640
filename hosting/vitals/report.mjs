// The field-speed report's figures (docs/field-speed.md): the beacons a deploy root's hosts logged
// (shared/src/vitalsBeacon.mjs), read back and summed up as Google's Core Web Vitals reports do, by
// the 75th percentile of each metric. Pure figures only: reportText.mjs and chartPage.mjs show them.
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { METRICS, parseLogLine } from '../../shared/src/vitalsBeacon.mjs';
import { REMOTES, SHELL } from '../lib/deployRoot.mjs';

/**
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').VitalsRecord} VitalsRecord
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').MetricField} MetricField
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').MetricDefinition} MetricDefinition
 * @typedef {'good' | 'needs improvement' | 'poor'} Rating
 * @typedef {{ p75: number | null, count: number, rating: Rating | null }} MetricSummary null without values
 * @typedef {Record<MetricField, MetricSummary>} MetricSummaries
 * @typedef {{ name: string, count: number, metrics: MetricSummaries }} Group
 * @typedef {'route' | 'release' | 'language'} GroupingKey
 * @typedef {{ key: GroupingKey, title: string, heading: string, groups: Group[] }} Grouping
 * @typedef {{ start: number, count: number, p75: Record<MetricField, number | null> }} SeriesPoint a bucket (ms since the epoch)
 * @typedef {{ section: string, points: SeriesPoint[] }} SectionSeries
 * @typedef {{ release: string, time: number }} Deploy
 * @typedef {{ bucket: 'hour' | 'day', bucketMs: number, first: number, last: number, start: number, end: number, sections: SectionSeries[] }} TimeSeries
 *   first and last: the first and last record's times; start and end: the buckets' span
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Up to this span of data the charts' buckets are hours, beyond it days. */
const HOURLY_UP_TO_MS = 3 * DAY_MS;

/**
 * The `percent`th percentile by the nearest-rank method: the smallest of the values such that at
 * least `percent`% of them are less than or equal to it, i.e. the value at rank ⌈percent/100 × n⌉
 * in ascending order. Always one of the values measured, never an interpolation between two, so
 * the p75 of 4 values is the 3rd, of 5 values the 4th, of 1 value that value.
 * @param {ArrayLike<number>} values
 * @param {number} percent above 0, at most 100
 * @returns {number}
 */
export function nearestRankPercentile(values, percent) {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(percent > 0 && percent <= 100)) throw new Error(`a percentile is above 0 and at most 100, not ${percent}`);
  const sorted = Float64Array.from(values).sort();
  // percent × n / 100 is exact for these sizes, so ⌈⌉ does not round up a whole rank by mistake.
  const rank = Math.ceil((percent * sorted.length) / 100);
  return /** @type {number} */ (sorted[rank - 1]);
}

/** A value against its metric's thresholds: good up to `good`, poor above `poor`. @param {MetricDefinition} metric @param {number} value @returns {Rating} */
export const ratingOf = (metric, value) => (value <= metric.good ? 'good' : value > metric.poor ? 'poor' : 'needs improvement');

/** Each metric's p75, count and rating over some records. @param {readonly VitalsRecord[]} records @returns {MetricSummaries} */
export function summarize(records) {
  return /** @type {MetricSummaries} */ (
    Object.fromEntries(
      METRICS.map((metric) => {
        const values = records.flatMap((record) => (record[metric.field] === null ? [] : [/** @type {number} */ (record[metric.field])]));
        const p75 = values.length === 0 ? null : nearestRankPercentile(values, 75);
        return [metric.field, { p75, count: values.length, rating: p75 === null ? null : ratingOf(metric, p75) }];
      }),
    )
  );
}

/** The groupings the report offers, in their default order. */
export const GROUPINGS = Object.freeze(
  /** @type {Record<GroupingKey, { title: string, heading: string, keyOf: (record: VitalsRecord) => string }>} */ ({
    // Both languages of a route together: the language has its own grouping.
    route: { title: 'By route', heading: 'Route', keyOf: (record) => record.route },
    release: { title: 'By section release', heading: 'Section release', keyOf: (record) => `${record.section} ${record.release}` },
    language: { title: 'By language', heading: 'Language', keyOf: (record) => record.language },
  }),
);
export const GROUPING_KEYS = /** @type {GroupingKey[]} */ (Object.keys(GROUPINGS));

/**
 * Records grouped by a key, each group summed up; the largest groups first, then by name.
 * @param {readonly VitalsRecord[]} records @param {(record: VitalsRecord) => string} keyOf
 * @returns {Group[]}
 */
export function groupRecords(records, keyOf) {
  /** @type {Map<string, VitalsRecord[]>} */
  const groups = new Map();
  for (const record of records) {
    const key = keyOf(record);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return [...groups]
    .map(([name, members]) => ({ name, count: members.length, metrics: summarize(members) }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The records of some log files (oldest first) received in [since, until): each line that
 * parseLogLine refuses is a bad line, counted and skipped; an empty line is neither.
 * Read line by line: the logs may hold 60 MB.
 * @param {readonly string[]} files
 * @param {{ since: number, until: number }} period ms since the epoch
 */
export async function readRecords(files, { since, until }) {
  /** @type {VitalsRecord[]} */
  const records = [];
  let badLines = 0;
  let outsidePeriod = 0;
  for (const file of files) {
    const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line.trim() === '') continue;
      const record = parseLogLine(line);
      if (!record) {
        badLines++;
        continue;
      }
      const time = Date.parse(record.time);
      if (time >= since && time < until) records.push(record);
      else outsidePeriod++;
    }
  }
  return { records, badLines, outsidePeriod };
}

/** The start of the UTC hour or day a time falls in. @param {number} time @param {number} bucketMs */
const bucketStart = (time, bucketMs) => Math.floor(time / bucketMs) * bucketMs;

/** Shell first, then the remotes in their usual order, then any other section the log names. @param {string} a @param {string} b */
function bySectionOrder(a, b) {
  const order = [SHELL, ...REMOTES];
  const rank = (/** @type {string} */ section) => (order.includes(section) ? order.indexOf(section) : order.length);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Each section's p75 of each metric per hour (data spanning up to 3 days) or per UTC day, every
 * bucket from the first record's to the last record's, empty ones included (a gap in a chart).
 * Undefined without records.
 * @param {readonly VitalsRecord[]} records
 * @returns {TimeSeries | undefined}
 */
export function timeSeries(records) {
  if (records.length === 0) return undefined;
  const times = records.map((record) => Date.parse(record.time));
  // A loop, not Math.min(...times): a spread of 100,000 arguments overflows the stack.
  let first = Infinity;
  let last = -Infinity;
  for (const time of times) {
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  const bucket = last - first <= HOURLY_UP_TO_MS ? 'hour' : 'day';
  const bucketMs = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const start = bucketStart(first, bucketMs);
  const end = bucketStart(last, bucketMs) + bucketMs;
  const sections = [...new Set(records.map((record) => record.section))].sort(bySectionOrder);
  return {
    bucket,
    bucketMs,
    first,
    last,
    start,
    end,
    sections: sections.map((section) => {
      /** @type {VitalsRecord[][]} */
      const buckets = Array.from({ length: (end - start) / bucketMs }, () => []);
      records.forEach((record, index) => {
        if (record.section === section) buckets[(bucketStart(/** @type {number} */ (times[index]), bucketMs) - start) / bucketMs]?.push(record);
      });
      const points = buckets.map((members, index) => {
        const metrics = summarize(members);
        const p75 = /** @type {Record<MetricField, number | null>} */ (Object.fromEntries(METRICS.map(({ field }) => [field, metrics[field].p75])));
        return { start: start + index * bucketMs, count: members.length, p75 };
      });
      return { section, points };
    }),
  };
}

/**
 * The deploys of a section that fall in [from, to): each release in its releases.json with the
 * time it went live, oldest first. A missing or broken file, or a broken entry, marks nothing:
 * the markers help reading the charts, they must not stop the report.
 * @param {string} root a deploy root
 * @param {string} section
 * @param {{ from: number, to: number }} period
 * @returns {Deploy[]}
 */
export function readDeploys(root, section, { from, to }) {
  // Only the packages a deploy root holds: a section name from the log never makes a path.
  if (![SHELL, ...REMOTES].includes(section)) return [];
  let releases;
  try {
    releases = JSON.parse(readFileSync(join(root, section, 'releases.json'), 'utf8'))?.releases;
  } catch {
    return [];
  }
  if (typeof releases !== 'object' || releases === null) return [];
  return Object.entries(releases)
    .flatMap(([release, entry]) => {
      const time = typeof entry?.deployedAt === 'string' ? Date.parse(entry.deployedAt) : Number.NaN;
      return /^[0-9a-f]{12}$/.test(release) && time >= from && time < to ? [{ release, time }] : [];
    })
    .sort((a, b) => a.time - b.time);
}

/**
 * @typedef {object} Report
 * @property {number} since the period asked for, ms since the epoch: from `since` …
 * @property {number} until … up to (not including) `until`
 * @property {string[]} files the log files read, oldest first
 * @property {number} recordCount records in the period
 * @property {number} badLines lines that are not version 1 records
 * @property {number} outsidePeriod good records outside the period
 * @property {Group} all every record in the period
 * @property {Grouping[]} groupings
 * @property {TimeSeries | undefined} series undefined without records
 * @property {Record<string, Deploy[]>} deploys per section of the series, within its span
 */

/**
 * The whole report of some log files over a period, with the deploys of `root` (if given) marked.
 * @param {{ files: readonly string[], root?: string, since: number, until: number, by?: readonly GroupingKey[] }} options
 * @returns {Promise<Report>}
 */
export async function buildReport({ files, root, since, until, by = GROUPING_KEYS }) {
  const { records, badLines, outsidePeriod } = await readRecords(files, { since, until });
  const series = timeSeries(records);
  const deploys = Object.fromEntries(
    (series?.sections ?? []).map(({ section }) => [section, root && series ? readDeploys(root, section, { from: series.start, to: series.end }) : []]),
  );
  return {
    since,
    until,
    files: [...files],
    recordCount: records.length,
    badLines,
    outsidePeriod,
    all: { name: 'all', count: records.length, metrics: summarize(records) },
    groupings: by.map((key) => ({ key, title: GROUPINGS[key].title, heading: GROUPINGS[key].heading, groups: groupRecords(records, GROUPINGS[key].keyOf) })),
    series,
    deploys,
  };
}

/** A metric's thresholds in words, e.g. `LCP good ≤ 2500 ms, poor > 4000 ms`. @param {MetricDefinition} metric */
export function thresholdsOf(metric) {
  const unit = metric.unit ? ` ${metric.unit}` : '';
  return `${metric.name} good ≤ ${metric.good}${unit}, poor > ${metric.poor}${unit}`;
}

/** A time to the minute in UTC, e.g. `2026-11-26 05:00 UTC`. @param {number} time */
export const formatUtc = (time) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A bound of the period as the report's command takes it: `7d` or `24h` before `now`, or an
 * ISO 8601 date or time (a date alone is midnight UTC). Undefined for anything else.
 * @param {string} text @param {number} now
 * @returns {number | undefined}
 */
export function parsePeriodBound(text, now) {
  const ago = /^(\d+)([dh])$/.exec(text);
  if (ago) return now - Number(ago[1]) * (ago[2] === 'd' ? DAY_MS : HOUR_MS);
  // Date.parse alone takes "1" or "May 5" too: the ISO form first.
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}
