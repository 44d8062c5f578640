// The field-speed report's figures (docs/field-speed.md): the beacons a deploy root's hosts logged
// (shared/src/vitalsBeacon.mjs), read back and summed up as Google's Core Web Vitals reports do, by
// the 75th percentile of each metric (summary.mjs), grouped, and over time (timeSeries.mjs). Pure
// figures only: reportText.mjs and chartPage.mjs show them.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseLogLine } from '../../shared/src/vitalsBeacon.mjs';
import { summarize } from './summary.mjs';
import { readDeploys, timeSeries } from './timeSeries.mjs';

/**
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').VitalsRecord} VitalsRecord
 * @typedef {import('../../shared/src/vitalsRatings.mjs').RatedMetric} RatedMetric
 * @typedef {import('./summary.mjs').MetricSummaries} MetricSummaries
 * @typedef {{ name: string, count: number, metrics: MetricSummaries }} Group
 * @typedef {'route' | 'release' | 'language'} GroupingKey
 * @typedef {{ key: GroupingKey, title: string, heading: string, groups: Group[] }} Grouping
 * @typedef {import('./timeSeries.mjs').TimeSeries} TimeSeries
 * @typedef {import('./timeSeries.mjs').Deploy} Deploy
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

/** A metric's thresholds in words, e.g. `LCP good ≤ 2500 ms, poor > 4000 ms`. @param {RatedMetric} metric */
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
