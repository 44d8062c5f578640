// The field-speed report's figures (docs/field-speed.md): each metric's p75 per group and over time.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseLogLine } from '../../shared/src/vitalsBeacon.mjs';
import { summarize } from './summary.mjs';
import { readDeploys, timeSeries } from './timeSeries.mjs';

/** @import { VitalsRecord } from '../../shared/src/vitalsBeacon.mjs' */
/** @import { MetricSummaries } from './summary.mjs' */
/** @import { Deploy, TimeSeries } from './timeSeries.mjs' */
/** @typedef {{ name: string, count: number, metrics: MetricSummaries }} Group */
/** @typedef {'route' | 'release' | 'language'} GroupingKey */
/** @typedef {{ key: GroupingKey, title: string, heading: string, groups: Group[] }} Grouping */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const GROUPINGS = Object.freeze(
  /** @type {Record<GroupingKey, { title: string, heading: string, keyOf: (record: VitalsRecord) => string }>} */ ({
    route: { title: 'By route', heading: 'Route', keyOf: (record) => record.route },
    release: {
      title: 'By section release',
      heading: 'Section release',
      keyOf: (record) => `${record.section} ${record.release}`,
    },
    language: { title: 'By language', heading: 'Language', keyOf: (record) => record.language },
  }),
);
export const GROUPING_KEYS = /** @type {GroupingKey[]} */ (Object.keys(GROUPINGS));

/** @param {readonly VitalsRecord[]} records @param {(record: VitalsRecord) => string} keyOf @returns {Group[]} */
export function groupRecords(records, keyOf) {
  const groups = /** @type {Map<string, VitalsRecord[]>} */ (new Map());
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

/** Line by line: the logs may hold 60 MB. @param {readonly string[]} files @param {{ since: number, until: number }} period */
export async function readRecords(files, { since, until }) {
  const records = /** @type {VitalsRecord[]} */ ([]);
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

/** @typedef {{ since: number, until: number, files: string[], recordCount: number, badLines: number, outsidePeriod: number, all: Group, groupings: Grouping[], series: TimeSeries | undefined, deploys: Record<string, Deploy[]> }} Report */

/** @param {{ files: readonly string[], root?: string, since: number, until: number, by?: readonly GroupingKey[] }} options @returns {Promise<Report>} */
export async function buildReport({ files, root, since, until, by = GROUPING_KEYS }) {
  const { records, badLines, outsidePeriod } = await readRecords(files, { since, until });
  const series = timeSeries(records);
  const deploys = Object.fromEntries(
    (series?.sections ?? []).map(({ section }) => [
      section,
      root && series ? readDeploys(root, section, { from: series.start, to: series.end }) : [],
    ]),
  );
  return {
    since,
    until,
    files: [...files],
    recordCount: records.length,
    badLines,
    outsidePeriod,
    all: { name: 'all', count: records.length, metrics: summarize(records) },
    groupings: by.map((key) => ({
      key,
      title: GROUPINGS[key].title,
      heading: GROUPINGS[key].heading,
      groups: groupRecords(records, GROUPINGS[key].keyOf),
    })),
    series,
    deploys,
  };
}

/** `LCP good ≤ 2500 ms, poor > 4000 ms`. */
export function thresholdsOf(/** @type {import('../../shared/src/vitalsRatings.mjs').RatedMetric} */ metric) {
  const unit = metric.unit ? ` ${metric.unit}` : '';
  return `${metric.name} good ≤ ${metric.good}${unit}, poor > ${metric.poor}${unit}`;
}

export const formatUtc = (/** @type {number} */ time) =>
  `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** `7d` or `24h` before `now`, or an ISO 8601 date or time. @param {string} text @param {number} now @returns {number | undefined} */
export function parsePeriodBound(text, now) {
  const ago = /^(\d+)([dh])$/.exec(text);
  if (ago) return now - Number(ago[1]) * (ago[2] === 'd' ? DAY_MS : HOUR_MS);
  // Date.parse alone takes "1" or "May 5" too: the ISO form first.
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}
