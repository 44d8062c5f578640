// The field-speed report as plain text for a terminal of 100 columns.
import { RATED_METRICS } from '../../shared/src/vitalsRatings.mjs';
import { textTable } from '../lib/textTable.mjs';
import { formatUtc, thresholdsOf } from './report.mjs';

/** @import { Group, Report } from './report.mjs' */
/** @import { MetricSummary } from './summary.mjs' */

const RATING_MARKS = /** @type {Record<import('../../shared/src/vitalsRatings.mjs').Rating, string>} */ ({
  good: '✓',
  'needs improvement': '~',
  poor: '✗',
});

/** Exact below 1,000, in thousands above (1,556 is 2k), so that the table fits 100 columns. @param {number} count */
export const shortCount = (count) => (count < 1000 ? String(count) : `${Math.round(count / 1000)}k`);

/** `2400 (812) ✓`. */
const metricCell = (/** @type {MetricSummary} */ { p75, count, rating }) =>
  p75 === null || rating === null ? '–' : `${p75} (${shortCount(count)}) ${RATING_MARKS[rating]}`;

/** Release ids to 7 characters, as the charts label deploys. */
const shortName = (/** @type {string} */ name) => name.replace(/\b([0-9a-f]{7})[0-9a-f]{5}\b/g, '$1');

const groupsTextTable = (/** @type {string} */ heading, /** @type {Group[]} */ groups) =>
  textTable(
    [heading, ...RATED_METRICS.map(({ name }) => `${name} (n)`)],
    groups.map((group) => [
      shortName(group.name),
      ...RATED_METRICS.map(({ field }) => metricCell(group.metrics[field])),
    ]),
  );

function overviewLines(/** @type {Report} */ report) {
  const { since, until, files, recordCount, outsidePeriod, badLines, series } = report;
  return [
    `Period: ${formatUtc(since)} to ${formatUtc(until)}`,
    ...(series ? [`Data:   ${formatUtc(series.first)} to ${formatUtc(series.last)} (first and last record)`] : []),
    `Files read: ${files.length === 0 ? 'none' : files.join('\n            ')}`,
    `Records used: ${recordCount}; outside the period: ${outsidePeriod}; bad lines skipped: ${badLines}`,
  ];
}

export function textReport(/** @type {Report} */ report) {
  return [
    'Field speed (p75 of the page views sampled)',
    ...overviewLines(report),
    '',
    "Thresholds (Google's Core Web Vitals; the takeover's are the site's own), applied to each p75:",
    ...RATED_METRICS.map((metric) => `  ${thresholdsOf(metric)}`),
    `Each cell: p75 (values; k: thousands, rounded) and rating: ${Object.entries(RATING_MARKS)
      .map(([rating, mark]) => `${mark} ${rating}`)
      .join(', ')}.`,
    'p75 by the nearest rank: the smallest value at least 75% of the values are at or below.',
    '',
    'All page views',
    groupsTextTable('', [report.all]),
    ...report.groupings.flatMap(({ title, heading, groups }) => ['', title, groupsTextTable(heading, groups)]),
    '',
  ].join('\n');
}
