// The field-speed report's charts' figures: each section's p75 per hour or day, and the deploys
// that fall in their span (the charts' markers). Pure figures, as report.mjs; chartPage.mjs draws them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { METRICS } from '../../shared/src/vitalsBeacon.mjs';
import { REMOTES, SHELL } from '../lib/deployRoot.mjs';
import { summarize } from './summary.mjs';

/**
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').VitalsRecord} VitalsRecord
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').MetricField} MetricField
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
