// A canary against its live release (compare.mjs) as plain text for a terminal of 100 columns:
// the two releases and the period, the verdict, one row a metric, then how to read them.
import { textTable } from '../lib/textTable.mjs';
import { BOOTSTRAP_RESAMPLES, INTERVAL_PERCENT, MIN_PAGE_VIEWS_PER_RELEASE, verdictReason } from './compare.mjs';
import { formatUtc } from './report.mjs';

/**
 * @typedef {import('./compare.mjs').Comparison} Comparison
 * @typedef {import('./compare.mjs').MetricComparison} MetricComparison
 * @typedef {import('./summary.mjs').MetricSummary} MetricSummary
 * @typedef {{ files: readonly string[], badLines: number }} LogsRead
 */

/** `+120`, `-0.01`, `0`: a difference always shows its sign. @param {number} value */
const signed = (value) => (value > 0 ? `+${value}` : String(value));

/** `+5.2%`, `-12.0%`, `0.0%`: to a tenth of a percent, finer than the p75s are. @param {number} percent */
function signedPercent(percent) {
  const tenths = Math.round(percent * 10);
  return `${tenths > 0 ? '+' : tenths < 0 ? '-' : ''}${(Math.abs(tenths) / 10).toFixed(1)}%`;
}

/** `+120 (+5.2%)`, or – without values on either side. @param {MetricComparison} comparison */
export const differenceText = ({ difference, percent }) => (difference === null ? '–' : `${signed(difference)}${percent === null ? '' : ` (${signedPercent(percent)})`}`);

/** `-14 to +71`, or – below the minimum of values. @param {MetricComparison} comparison */
export const intervalText = ({ interval }) => (interval ? `${signed(interval[0])} to ${signed(interval[1])}` : '–');

/** `2400 (812)`: the p75 and its number of values, exactly (they say how far to trust it), or – without values. @param {MetricSummary} summary */
const p75Cell = ({ p75, count }) => (p75 === null ? '–' : `${p75} (${count})`);

/** `2,000`. */
const RESAMPLES = BOOTSTRAP_RESAMPLES.toLocaleString('en');

/** One row a metric. @param {readonly MetricComparison[]} metrics */
const metricsTextTable = (metrics) =>
  textTable(
    ['Metric', 'Canary p75 (n)', 'Live p75 (n)', 'Difference', `${INTERVAL_PERCENT}% interval`, 'Verdict'],
    metrics.map((comparison) => [
      `${comparison.metric.name}${comparison.metric.unit ? ` (${comparison.metric.unit})` : ''}`,
      p75Cell(comparison.canary),
      p75Cell(comparison.live),
      differenceText(comparison),
      intervalText(comparison),
      comparison.verdict,
    ]),
  );

/** The whole comparison. @param {Comparison} comparison @param {LogsRead} read */
export function textComparison(comparison, { files, badLines }) {
  const { section, percent, canarySince, since, until, canary, live } = comparison;
  return [
    `Field speed of ${section}: its canary against its live release`,
    `Canary:       ${canary.release}, ${percent}% of visitors since ${formatUtc(canarySince)}`,
    `Live release: ${live.release}`,
    `Period:       ${formatUtc(since)} to ${formatUtc(until)}, the same for both`,
    `Page views:   canary ${canary.pageViews}, live release ${live.pageViews}`,
    `Files read:   ${files.length === 0 ? 'none' : files.join('\n              ')}`,
    `Bad lines skipped: ${badLines}`,
    '',
    `Verdict: ${comparison.verdict}: ${verdictReason(comparison)}`,
    '',
    metricsTextTable(comparison.metrics),
    '',
    'Each p75 by the nearest rank, with its number of values. Difference: the canary minus the live',
    `release, in % of the live release's p75. A metric is clearly worse (or better) when the ${INTERVAL_PERCENT}% interval`,
    `of the difference, from ${RESAMPLES} resamples of each release's values, is all above (or below) 0.`,
    `A verdict needs ${MIN_PAGE_VIEWS_PER_RELEASE} page views of each release, and a metric ${MIN_PAGE_VIEWS_PER_RELEASE} values of each.`,
    '',
  ].join('\n');
}
