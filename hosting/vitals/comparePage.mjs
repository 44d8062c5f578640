// A canary against its live release as one HTML page that opens offline.
import { RATED_METRICS } from '../../shared/src/vitalsRatings.mjs';
import { BOOTSTRAP_RESAMPLES, INTERVAL_PERCENT } from './bootstrap.mjs';
import { MIN_PAGE_VIEWS_PER_RELEASE } from './compare.mjs';
import { differenceText, intervalText, verdictReason } from './compareText.mjs';
import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';
import { CHART, COLOURS, FONT, STYLESHEET, SVG_NAMESPACE, at, htmlPage, ratingMark, valueAxis } from './pageKit.mjs';
import { formatUtc, thresholdsOf } from './report.mjs';

/** @import { Comparison, MetricComparison, MetricVerdict } from './compare.mjs' */
/** @import { MetricSummary } from './summary.mjs' */

const verdictColour = (/** @type {MetricVerdict | 'not enough data yet'} */ verdict) =>
  verdict === 'worse' ? COLOURS.poor : verdict === 'better' ? COLOURS.good : COLOURS.axis;

const verdictClass = (/** @type {string} */ verdict) => `verdict-${verdict.replaceAll(' ', '-')}`;

const COMPARISON_STYLESHEET = [
  STYLESHEET,
  '.verdict{font-size:1.3rem;margin:.6em 0 1.2em;padding:.6em .9em;border-left:8px solid;background:#f4f5f7}',
  .../** @type {const} */ (['worse', 'better', 'no clear difference', 'not enough data yet']).map(
    (verdict) => `.${verdictClass(verdict)}{border-left-color:${verdictColour(verdict)}}`,
  ),
].join('\n');

// The live release on the left, as the baseline.
const BAR = {
  live: CHART.left + (CHART.right - CHART.left) * 0.3,
  canary: CHART.left + (CHART.right - CHART.left) * 0.7,
  width: 72,
};

/** @param {{ summary: MetricSummary, centre: number, colour: string, label: string, y: (value: number) => number }} bar */
function releaseBar({ summary, centre, colour, label, y }) {
  const { bottom } = CHART;
  const names = `<text x="${at(centre)}" y="${bottom + 16}" text-anchor="middle">${escapeHtml(label)}</text><text x="${at(centre)}" y="${bottom + 30}" text-anchor="middle" fill="${COLOURS.axis}">n = ${summary.count}</text>`;
  if (summary.p75 === null)
    return `<text x="${at(centre)}" y="${bottom - 6}" text-anchor="middle" fill="${COLOURS.axis}">no values</text>${names}`;
  const top = y(summary.p75);
  return (
    `<rect x="${at(centre - BAR.width / 2)}" y="${at(top)}" width="${BAR.width}" height="${at(bottom - top)}" fill="${colour}"/>` +
    // A white outline under the value keeps it legible where it sits on a threshold's line.
    `<text x="${at(centre)}" y="${at(top - 5)}" text-anchor="middle" font-weight="bold" stroke="#ffffff" stroke-width="3" paint-order="stroke">${summary.p75}</text>${names}`
  );
}

/** @param {MetricComparison} comparison @param {Comparison} whole */
function metricBars(comparison, whole) {
  const { metric, canary, live, verdict } = comparison;
  const { left, right, bottom } = CHART;
  const { y, marks } = valueAxis(
    metric,
    [canary.p75, live.p75].flatMap((p75) => (p75 === null ? [] : [p75])),
  );
  const unit = metric.unit ? ` ${metric.unit}` : '';
  const p75Words = (/** @type {MetricSummary} */ { p75, count }) =>
    p75 === null ? 'no values' : `${p75}${unit} (${count} values)`;
  const summary =
    `${metric.name} p75: canary ${whole.canary.release} ${p75Words(canary)}, live release ${whole.live.release} ${p75Words(live)}; ` +
    `difference ${differenceText(comparison)}, ${INTERVAL_PERCENT}% interval ${intervalText(comparison)}: ${verdict}; ${thresholdsOf(metric)}.`;
  return [
    `<svg xmlns="${SVG_NAMESPACE}" width="100%" height="${CHART.height}" viewBox="0 0 ${CHART.width} ${CHART.height}" preserveAspectRatio="xMinYMin meet" role="img" aria-label="${escapeHtml(summary)}" font-family="${FONT}" font-size="11" fill="${COLOURS.text}">`,
    `<title>${escapeHtml(summary)}</title>`,
    `<text x="${left}" y="16" font-size="13" font-weight="bold">${metric.name} p75${metric.unit ? ` (${metric.unit})` : ''}</text>`,
    `<text x="${right}" y="16" text-anchor="end" font-weight="bold" fill="${verdictColour(verdict)}">${verdict}</text>`,
    ...marks,
    releaseBar({
      summary: live,
      centre: BAR.live,
      colour: COLOURS.axis,
      label: `live ${whole.live.release.slice(0, 7)}`,
      y,
    }),
    releaseBar({
      summary: canary,
      centre: BAR.canary,
      colour: COLOURS.series,
      label: `canary ${whole.canary.release.slice(0, 7)}`,
      y,
    }),
    `<line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}" stroke="${COLOURS.axis}"/>`,
    '</svg>',
  ].join('\n');
}

const p75Cell = (/** @type {MetricSummary} */ { p75, count, rating }) =>
  p75 === null || rating === null
    ? '<td align="right">–</td>'
    : `<td align="right">${ratingMark(rating)}&nbsp;${p75}<br><small>(${count})</small></td>`;

function metricsHtmlTable(/** @type {readonly MetricComparison[]} */ metrics) {
  const head = [
    'Canary p75<br><small>(n)</small>',
    'Live p75<br><small>(n)</small>',
    'Difference',
    `${INTERVAL_PERCENT}% interval`,
  ]
    .map((heading) => `<th scope="col" align="right">${heading}</th>`)
    .join('');
  const rows = metrics.map(
    (comparison) =>
      `<tr><th scope="row" align="left">${comparison.metric.name}${comparison.metric.unit ? ` (${comparison.metric.unit})` : ''}</th>` +
      `${p75Cell(comparison.canary)}${p75Cell(comparison.live)}` +
      `<td align="right">${escapeHtml(differenceText(comparison))}</td><td align="right">${escapeHtml(intervalText(comparison))}</td>` +
      `<td align="left"><strong>${comparison.verdict}</strong></td></tr>`,
  );
  return [
    '<div class="table">',
    '<table cellpadding="5" cellspacing="0" frame="hsides" rules="groups">',
    `<thead><tr><th scope="col" align="left">Metric</th>${head}<th scope="col" align="left">Verdict</th></tr></thead>`,
    `<tbody>\n${rows.join('\n')}\n</tbody>`,
    '</table>',
    '</div>',
  ].join('\n');
}

/** @param {Comparison} comparison @param {import('./compareText.mjs').LogsRead} read */
export function comparisonPage(comparison, { files, badLines }) {
  const { section, percent, canarySince, since, until, canary, live, verdict } = comparison;
  const legend = /** @type {import('../../shared/src/vitalsRatings.mjs').Rating[]} */ ([
    'good',
    'needs improvement',
    'poor',
  ])
    .map((rating) => `${ratingMark(rating, { named: false })} ${rating}`)
    .join(' &nbsp; ');
  return htmlPage({
    title: `Field speed of ${section}: canary ${canary.release} against live release ${live.release}`,
    stylesheet: COMPARISON_STYLESHEET,
    body: [
      `<h1>Field speed of ${escapeHtml(section)}: its canary against its live release</h1>`,
      `<p class="verdict ${verdictClass(verdict)}"><strong>Verdict: ${verdict}</strong><br>${escapeHtml(verdictReason(comparison))}.</p>`,
      `<p>Canary: ${escapeHtml(canary.release)}, ${percent}% of visitors since ${escapeHtml(formatUtc(canarySince))}.<br>`,
      `Live release: ${escapeHtml(live.release)}.<br>`,
      `Period: ${escapeHtml(formatUtc(since))} to ${escapeHtml(formatUtc(until))}, the same for both.<br>`,
      `Page views: canary ${canary.pageViews}, live release ${live.pageViews}.<br>`,
      `Files read: ${files.length === 0 ? 'none' : files.map(escapeHtml).join(', ')}; bad lines skipped: ${badLines}.</p>`,
      '<h2>Each metric</h2>',
      "<p>The p75 of each release's page views, with its number of values (n). Dashed lines: the good (green) and poor (red) thresholds.</p>",
      '<div class="charts">',
      ...comparison.metrics.map(
        (metric) =>
          `<div>${metricBars(metric, comparison)}\n<p>Difference ${escapeHtml(differenceText(metric))}, ${INTERVAL_PERCENT}% interval ${escapeHtml(intervalText(metric))}: ` +
          `<strong>${metric.verdict}</strong>.</p></div>`,
      ),
      '</div>',
      '<h2>The figures</h2>',
      metricsHtmlTable(comparison.metrics),
      `<p>${legend}</p>`,
      '<h2>How the verdict is decided</h2>',
      "<p>Each p75 is the 75th percentile, by the nearest rank, of the release's page views in the period. The difference is the canary's p75 minus the live release's " +
        "(in % of the live release's p75): above 0, the canary is slower (or shifts more).</p>",
      `<p>A verdict needs ${MIN_PAGE_VIEWS_PER_RELEASE} page views of each release, and a metric ${MIN_PAGE_VIEWS_PER_RELEASE} values of each. ` +
        `Each release's values are then drawn again at random, as many as there are, ${BOOTSTRAP_RESAMPLES} times, and the difference of the p75s taken each time: ` +
        `the ${INTERVAL_PERCENT}% interval runs from the ${(100 - INTERVAL_PERCENT) / 2}th to the ${100 - (100 - INTERVAL_PERCENT) / 2}th percentile of those differences. A metric is clearly worse when its whole interval is above 0, clearly better when it is below 0.</p>`,
      `<ul>\n${RATED_METRICS.map((metric) => `<li>${escapeHtml(thresholdsOf(metric))}</li>`).join('\n')}\n</ul>`,
    ],
  });
}
