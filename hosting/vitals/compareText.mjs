// A canary's comparison in words: phrases its page shares, and the text for a 100-column terminal.
import { textTable } from '../lib/textTable.mjs';
import { BOOTSTRAP_RESAMPLES, INTERVAL_PERCENT } from './bootstrap.mjs';
import { MIN_PAGE_VIEWS_PER_RELEASE } from './compare.mjs';
import { formatUtc } from './report.mjs';

/** @import { Comparison, MetricComparison } from './compare.mjs' */
/** @typedef {{ files: readonly string[], badLines: number }} LogsRead */

/** `LCP`, `LCP and INP`, `FCP, LCP and INP`. */
const listOf = (/** @type {readonly string[]} */ names) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** `LCP is clearly worse`, `LCP and INP are clearly better`. @param {readonly MetricComparison[]} metrics @param {'worse' | 'better'} verdict */
function clearly(metrics, verdict) {
  const names = metrics.filter((metric) => metric.verdict === verdict).map(({ metric }) => metric.name);
  return `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} clearly ${verdict}`;
}

/** `143 more page views of the canary and 12 of the live release are needed`. */
function pageViewsNeededText(/** @type {Comparison} */ { canary, live }) {
  const short = /** @type {const} */ ([
    [canary, 'the canary'],
    [live, 'the live release'],
  ]).filter(([side]) => side.pageViewsNeeded > 0);
  const parts = short.map(([side, name], index) =>
    index === 0
      ? `${side.pageViewsNeeded} more ${side.pageViewsNeeded === 1 ? 'page view' : 'page views'} of ${name}`
      : `${side.pageViewsNeeded} of ${name}`,
  );
  const one = short.length === 1 && short[0]?.[0].pageViewsNeeded === 1;
  return `${parts.join(' and ')} ${one ? 'is' : 'are'} needed`;
}

/** Why the verdict is what it is: `LCP is clearly worse`. */
export function verdictReason(/** @type {Comparison} */ comparison) {
  const { verdict, metrics } = comparison;
  const someBetter = metrics.some((metric) => metric.verdict === 'better');
  return {
    'not enough data yet': () => pageViewsNeededText(comparison),
    worse: () => `${clearly(metrics, 'worse')}${someBetter ? `; ${clearly(metrics, 'better')}` : ''}`,
    better: () => `${clearly(metrics, 'better')}, and no metric is clearly worse`,
    'no clear difference': () => 'no metric is clearly better or worse',
  }[verdict]();
}

const signed = (/** @type {number} */ value) => (value > 0 ? `+${value}` : String(value));

function signedPercent(/** @type {number} */ percent) {
  const tenths = Math.round(percent * 10);
  return `${tenths > 0 ? '+' : tenths < 0 ? '-' : ''}${(Math.abs(tenths) / 10).toFixed(1)}%`;
}

/** `+120 (+5.2%)`. */
export const differenceText = (/** @type {MetricComparison} */ { difference, percent }) =>
  difference === null ? '–' : `${signed(difference)}${percent === null ? '' : ` (${signedPercent(percent)})`}`;

/** `-14 to +71`. */
export const intervalText = (/** @type {MetricComparison} */ { interval }) =>
  interval ? `${signed(interval[0])} to ${signed(interval[1])}` : '–';

/** `2400 (812)`: the exact count says how far to trust the p75. */
const p75Cell = (/** @type {import('./summary.mjs').MetricSummary} */ { p75, count }) =>
  p75 === null ? '–' : `${p75} (${count})`;

const RESAMPLES = BOOTSTRAP_RESAMPLES.toLocaleString('en');

const metricsTextTable = (/** @type {readonly MetricComparison[]} */ metrics) =>
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

/** @param {Comparison} comparison @param {LogsRead} read */
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
