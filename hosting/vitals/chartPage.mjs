// The field-speed report as one HTML page that opens offline: each metric's p75 over time, the tables.
import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';
import { RATED_METRICS, ratingOf } from '../../shared/src/vitalsRatings.mjs';
import { CHART, COLOURS, FONT, STYLESHEET, SVG_NAMESPACE, at, htmlPage, ratingMark, valueAxis } from './pageKit.mjs';
import { formatUtc, thresholdsOf } from './report.mjs';

/** @import { RatedMetric, Rating } from '../../shared/src/vitalsRatings.mjs' */
/** @import { Group, Report } from './report.mjs' */
/** @import { Deploy, SectionSeries, TimeSeries } from './timeSeries.mjs' */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Up to 6 ticks on whole hours or days. */
function timeTicks(/** @type {TimeSeries} */ { start, end, bucket }) {
  const steps =
    bucket === 'hour'
      ? [1, 2, 3, 6, 12, 24, 48].map((hours) => hours * HOUR_MS)
      : [1, 2, 7, 14, 28, 56, 112, 364].map((days) => days * DAY_MS);
  const step = steps.find((candidate) => (end - start) / candidate <= 5) ?? /** @type {number} */ (steps.at(-1));
  const ticks = [];
  for (let time = Math.ceil(start / step) * step; time <= end; time += step) ticks.push(time);
  return ticks;
}

const dayLabel = (/** @type {Date} */ date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** @param {{ metric: RatedMetric, section: SectionSeries, series: TimeSeries, deploys: readonly Deploy[] }} chart */
function metricChart({ metric, section, series, deploys }) {
  const { left, right, top, bottom } = CHART;
  // The line breaks over buckets without values: a gap is no data, not a trend.
  const runs = /** @type {{ time: number, value: number }[][]} */ ([]);
  let run = /** @type {{ time: number, value: number }[]} */ ([]);
  for (const point of section.points) {
    const value = point.p75[metric.field];
    if (value === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push({ time: point.start + series.bucketMs / 2, value });
  }
  if (run.length > 0) runs.push(run);
  const points = runs.flat();
  const { y, marks } = valueAxis(
    metric,
    points.map((point) => point.value),
  );
  const x = (/** @type {number} */ time) =>
    left + ((time - series.start) / (series.end - series.start)) * (right - left);
  const unit = metric.unit ? ` ${metric.unit}` : '';

  let previousDay = '';
  const xAxis = timeTicks(series).map((time) => {
    const date = new Date(time);
    const day = dayLabel(date);
    // Hourly ticks name the hour, and the day where it changes.
    const lines =
      series.bucket === 'day'
        ? [day]
        : [`${String(date.getUTCHours()).padStart(2, '0')}:00`, ...(day === previousDay ? [] : [day])];
    previousDay = day;
    const labels = lines
      .map(
        (line, index) => `<text x="${at(x(time))}" y="${bottom + 16 + index * 13}" text-anchor="middle">${line}</text>`,
      )
      .join('');
    return `<line x1="${at(x(time))}" x2="${at(x(time))}" y1="${bottom}" y2="${bottom + 4}" stroke="${COLOURS.axis}"/>${labels}`;
  });

  const deployMarks = deploys.map(({ release, time, by }, index) => {
    const position = x(time);
    // Labels alternate between two rows, so that deploys close together stay readable.
    const labelY = top + 11 + (index % 2) * 12;
    const nearRightEdge = position > right - 50;
    return (
      `<g><title>${escapeHtml(`${section.section} release ${release}, deployed ${formatUtc(time)}${by ? ` by ${by}` : ''}`)}</title>` +
      `<line x1="${at(position)}" x2="${at(position)}" y1="${top}" y2="${bottom}" stroke="${COLOURS.axis}" stroke-width="1"/>` +
      `<text x="${at(position + (nearRightEdge ? -3 : 3))}" y="${labelY}" text-anchor="${nearRightEdge ? 'end' : 'start'}" font-size="10" fill="${COLOURS.axis}">${escapeHtml(release.slice(0, 7) + (by ? ` ${by}` : ''))}</text></g>`
    );
  });

  const line = runs
    .filter((segment) => segment.length > 1)
    .map(
      (segment) =>
        `<polyline points="${segment.map((point) => `${at(x(point.time))},${at(y(point.value))}`).join(' ')}" fill="none" stroke="${COLOURS.series}" stroke-width="2" stroke-linejoin="round"/>`,
    );
  const dots = points.map(
    (point) => `<circle cx="${at(x(point.time))}" cy="${at(y(point.value))}" r="2.5" fill="${COLOURS.series}"/>`,
  );

  const latest = points.at(-1);
  const summary =
    `${metric.name} p75 of ${section.section} per ${series.bucket}, ${formatUtc(series.start)} to ${formatUtc(series.end)}: ` +
    (latest
      ? `${points.length} ${series.bucket}s with values, the last ${latest.value}${unit} (${ratingOf(metric, latest.value)})`
      : 'no values') +
    `; ${thresholdsOf(metric)}; ${deploys.length === 1 ? '1 deploy' : `${deploys.length} deploys`}.`;
  return [
    `<svg xmlns="${SVG_NAMESPACE}" width="100%" height="${CHART.height}" viewBox="0 0 ${CHART.width} ${CHART.height}" preserveAspectRatio="xMinYMin meet" role="img" aria-label="${escapeHtml(summary)}" font-family="${FONT}" font-size="11" fill="${COLOURS.text}">`,
    `<title>${escapeHtml(summary)}</title>`,
    `<text x="${left}" y="16" font-size="13" font-weight="bold">${metric.name} p75${metric.unit ? ` (${metric.unit})` : ''}</text>`,
    ...marks,
    `<line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}" stroke="${COLOURS.axis}"/>`,
    ...xAxis,
    `<text x="${right}" y="16" text-anchor="end" fill="${COLOURS.axis}">per ${series.bucket}, UTC</text>`,
    ...deployMarks,
    ...line,
    ...dots,
    latest
      ? ''
      : `<text x="${(left + right) / 2}" y="${(top + bottom) / 2}" text-anchor="middle" fill="${COLOURS.axis}">no values</text>`,
    '</svg>',
  ].join('\n');
}

/** A long route wraps on a phone. */
const breakable = (/** @type {string} */ name) => escapeHtml(name).replace(/([/_-])/g, '$1<wbr>');

function groupsHtmlTable(/** @type {string} */ heading, /** @type {Group[]} */ groups) {
  const head = RATED_METRICS.map(
    ({ name, unit }) =>
      `<th scope="col" align="right">${name} p75${unit ? ` (${unit})` : ''}<br><small>(n)</small></th>`,
  ).join('');
  const rows = groups.map((group) => {
    const cells = RATED_METRICS.map(({ field }) => {
      const { p75, count, rating } = group.metrics[field];
      return p75 === null || rating === null
        ? '<td align="right">–</td>'
        : `<td align="right">${ratingMark(rating)}&nbsp;${p75}<br><small>(${count})</small></td>`;
    });
    return `<tr><th scope="row" align="left">${breakable(group.name)}</th>${cells.join('')}</tr>`;
  });
  return [
    '<div class="table">',
    '<table cellpadding="5" cellspacing="0" frame="hsides" rules="groups">',
    `<thead><tr><th scope="col" align="left">${escapeHtml(heading)}</th>${head}</tr></thead>`,
    `<tbody>\n${rows.join('\n')}\n</tbody>`,
    '</table>',
    '</div>',
  ].join('\n');
}

export function chartPage(/** @type {Report} */ report) {
  const { series } = report;
  const legend = /** @type {Rating[]} */ (['good', 'needs improvement', 'poor'])
    .map((rating) => `${ratingMark(rating, { named: false })} ${rating}`)
    .join(' &nbsp; ');
  const sections = (series?.sections ?? []).map((section) =>
    [
      `<h3>${escapeHtml(section.section)}</h3>`,
      '<div class="charts">',
      ...RATED_METRICS.map(
        (metric) =>
          `<div>${metricChart({ metric, section, series: /** @type {TimeSeries} */ (series), deploys: report.deploys[section.section] ?? [] })}</div>`,
      ),
      '</div>',
    ].join('\n'),
  );
  return htmlPage({
    title: `Field speed, ${formatUtc(report.since)} to ${formatUtc(report.until)}`,
    stylesheet: STYLESHEET,
    body: [
      '<h1>Field speed</h1>',
      `<p>Period: ${escapeHtml(formatUtc(report.since))} to ${escapeHtml(formatUtc(report.until))}` +
        (series ? `, data from ${escapeHtml(formatUtc(series.first))} to ${escapeHtml(formatUtc(series.last))}` : '') +
        '.<br>',
      `Records used: ${report.recordCount}; outside the period: ${report.outsidePeriod}; bad lines skipped: ${report.badLines}.<br>`,
      `Files read: ${report.files.length === 0 ? 'none' : report.files.map(escapeHtml).join(', ')}.</p>`,
      "<p>Each figure is the 75th percentile (p75, by the nearest rank) of the page views sampled, rated against Google's Core Web Vitals thresholds:</p>",
      `<ul>\n${RATED_METRICS.map((metric) => `<li>${escapeHtml(thresholdsOf(metric))}</li>`).join('\n')}\n</ul>`,
      `<p>${legend}</p>`,
      '<h2>Over time</h2>',
      series
        ? `<p>p75 per ${series.bucket} (times in UTC). Dashed lines: the good (green) and poor (red) thresholds. Grey vertical lines: the section's deploys, labelled with the release's first 7 characters.</p>`
        : '<p>No data.</p>',
      ...sections,
      '<h2>All page views</h2>',
      groupsHtmlTable('', [report.all]),
      ...report.groupings.flatMap(({ title: groupingTitle, heading, groups }) => [
        `<h2>${escapeHtml(groupingTitle)}</h2>`,
        groupsHtmlTable(heading, groups),
      ]),
    ],
  });
}
