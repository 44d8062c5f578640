// The charts' figures: each section's p75 per hour or day, and the deploys in their span.
import { readAudit } from '../deployService/auditLog.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { METRICS } from '../../shared/src/vitalsBeacon.mjs';
import { REMOTES, SHELL } from '../lib/deployRoot.mjs';
import { summarize } from './summary.mjs';

/** @import { MetricField, VitalsRecord } from '../../shared/src/vitalsBeacon.mjs' */
/** @typedef {{ start: number, count: number, p75: Record<MetricField, number | null> }} SeriesPoint */
/** @typedef {{ section: string, points: SeriesPoint[] }} SectionSeries */
/** `by`: the deploy token's name, for a release published through the deploy service. @typedef {{ release: string, time: number, by?: string }} Deploy */
/** @typedef {{ bucket: 'hour' | 'day', bucketMs: number, first: number, last: number, start: number, end: number, sections: SectionSeries[] }} TimeSeries first and last record; the buckets' span */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOURLY_UP_TO_MS = 3 * DAY_MS;

const bucketStart = (/** @type {number} */ time, /** @type {number} */ bucketMs) =>
  Math.floor(time / bucketMs) * bucketMs;

/** Shell first, then the remotes, then any other section the log names. */
function bySectionOrder(/** @type {string} */ a, /** @type {string} */ b) {
  const order = [SHELL, ...REMOTES];
  const rank = (/** @type {string} */ section) => (order.includes(section) ? order.indexOf(section) : order.length);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Per hour up to 3 days of data, else per UTC day. @param {readonly VitalsRecord[]} records @returns {TimeSeries | undefined} */
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
      const buckets = Array.from({ length: (end - start) / bucketMs }, () => /** @type {VitalsRecord[]} */ ([]));
      records.forEach((record, index) => {
        if (record.section === section)
          buckets[(bucketStart(/** @type {number} */ (times[index]), bucketMs) - start) / bucketMs]?.push(record);
      });
      const points = buckets.map((members, index) => {
        const metrics = summarize(members);
        const p75 = /** @type {Record<MetricField, number | null>} */ (
          Object.fromEntries(METRICS.map(({ field }) => [field, metrics[field].p75]))
        );
        return { start: start + index * bucketMs, count: members.length, p75 };
      });
      return { section, points };
    }),
  };
}

/** A broken releases.json marks nothing: the markers must not stop the report.
 * @param {string} root @param {string} section @param {{ from: number, to: number }} period @returns {Deploy[]} */
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
  const publishedBy = new Map(
    readAudit(root, { section })
      .filter(({ action, result, release }) => ['publish', 'promote'].includes(action) && result === 'done' && release)
      .map(({ release, token }) => [release, token]),
  );
  return Object.entries(releases)
    .flatMap(([release, entry]) => {
      const time = typeof entry?.deployedAt === 'string' ? Date.parse(entry.deployedAt) : Number.NaN;
      const by = publishedBy.get(release);
      return /^[0-9a-f]{12}$/.test(release) && time >= from && time < to
        ? [{ release, time, ...(by ? { by } : {}) }]
        : [];
    })
    .sort((a, b) => a.time - b.time);
}
