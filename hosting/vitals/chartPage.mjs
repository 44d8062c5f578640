// The field-speed report as one self-contained HTML page: a line chart of each metric's p75 over
// time for each section, then the report's tables. No script, no `style` attribute, nothing
// fetched: it opens offline. The charts and tables carry their look as SVG presentation
// attributes and HTML attributes, so the page reads the same under the site's own
// Content-Security-Policy (`style-src 'self'`), which would block the one inline stylesheet that
// only lays it out (the page's own policy allows that stylesheet by its hash). The canary's page
// (comparePage.mjs) is made of the same parts: the page, the value axis, the rating marks.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';
import { RATED_METRICS, ratingOf } from '../../shared/src/vitalsRatings.mjs';
import { formatUtc, thresholdsOf } from './report.mjs';

/**
 * @typedef {import('./report.mjs').Report} Report
 * @typedef {import('./report.mjs').Group} Group
 * @typedef {import('../../shared/src/vitalsRatings.mjs').Rating} Rating
 * @typedef {import('./timeSeries.mjs').Deploy} Deploy
 * @typedef {import('./timeSeries.mjs').TimeSeries} TimeSeries
 * @typedef {import('./timeSeries.mjs').SectionSeries} SectionSeries
 * @typedef {import('../../shared/src/vitalsRatings.mjs').RatedMetric} RatedMetric
 */

export const COLOURS = { good: '#1b7f3b', 'needs improvement': '#b26a00', poor: '#b3261e', series: '#1f4e79', text: '#333333', axis: '#666666', grid: '#e3e3e3' };
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The layout: readable type, the charts side by side where the window is wide, tables that scroll on a phone. */
export const STYLESHEET = [
  `body{font-family:${FONT};color:#1a1a1a;line-height:1.45;max-width:1200px;margin:0 auto;padding:16px 20px 48px}`,
  'h1{font-size:1.6rem;margin:.3em 0 .5em}',
  'h2{font-size:1.25rem;margin:1.8em 0 .6em;padding-bottom:.25em;border-bottom:1px solid #d8dde3}',
  'h3{font-size:1.05rem;margin:1.4em 0 .4em}',
  '.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,340px),1fr));gap:8px 24px}',
  '.charts svg{display:block;width:100%;height:auto}',
  '.table{overflow-x:auto}',
  'table{border-collapse:collapse;font-variant-numeric:tabular-nums}',
  'th,td{padding:6px 10px;border-bottom:1px solid #e3e6ea;vertical-align:top}',
  'td{white-space:nowrap}',
  'small{color:#555}',
].join('\n');

/** A number as an SVG coordinate: two decimals are finer than a pixel. @param {number} value */
export const at = (value) => String(Math.round(value * 100) / 100);

// The chart's own coordinates; the SVG scales to the page's width, its height at most CHART.height.
// The thresholds' labels go in the right margin, clear of the line.
export const CHART = { width: 420, height: 236, left: 46, right: 346, top: 34, bottom: 196 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A step of 1, 2, 2.5 or 5 times a power of ten, at least `rough`. @param {number} rough */
function niceStep(rough) {
  const power = 10 ** Math.floor(Math.log10(rough));
  return /** @type {number} */ ([1, 2, 2.5, 5, 10].map((factor) => factor * power).find((step) => step >= rough * (1 - 1e-9)));
}

/** Up to 6 labelled ticks on a whole number of hours or days, aligned on UTC. @param {TimeSeries} series */
function timeTicks({ start, end, bucket }) {
  const steps = bucket === 'hour' ? [1, 2, 3, 6, 12, 24, 48].map((hours) => hours * HOUR_MS) : [1, 2, 7, 14, 28, 56, 112, 364].map((days) => days * DAY_MS);
  const step = steps.find((candidate) => (end - start) / candidate <= 5) ?? /** @type {number} */ (steps.at(-1));
  const ticks = [];
  for (let time = Math.ceil(start / step) * step; time <= end; time += step) ticks.push(time);
  return ticks;
}

/** `26 Nov`. @param {Date} date */
const dayLabel = (date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/**
 * A chart's value axis for a metric: from 0 to a round value above the highest value and the
 * poor threshold, with its grid and labels, and the good and poor thresholds as dashed lines
 * labelled in the right margin. `y` places a value; `marks` are the SVG elements, drawn first.
 * @param {RatedMetric} metric @param {readonly number[]} values a few dozen at most: spread as arguments
 */
export function valueAxis(metric, values) {
  const { left, right, top, bottom } = CHART;
  const highest = Math.max(metric.poor, ...values) * 1.1;
  const yStep = niceStep(highest / 4);
  const yMax = Math.ceil(highest / yStep - 1e-9) * yStep;
  const y = (/** @type {number} */ value) => bottom - (value / yMax) * (bottom - top);

  const yTicks = Array.from({ length: Math.round(yMax / yStep) + 1 }, (_, index) => index * yStep);
  const yAxis = yTicks.map((value) => {
    // 20k rather than 20000: the left margin holds 5 characters.
    const label = value >= 10_000 ? `${Number((value / 1000).toFixed(1))}k` : String(Number(value.toFixed(6)));
    return `<line x1="${left}" x2="${right}" y1="${at(y(value))}" y2="${at(y(value))}" stroke="${COLOURS.grid}"/><text x="${left - 6}" y="${at(y(value) + 4)}" text-anchor="end">${label}</text>`;
  });
  // Each threshold's label at its line, in the right margin; the good one moved down if the two would overlap.
  const poorLabelY = y(metric.poor) + 3.5;
  const thresholds = /** @type {const} */ ([
    ['good', metric.good, `good ≤ ${metric.good}`, Math.max(y(metric.good) + 3.5, poorLabelY + 11)],
    ['poor', metric.poor, `poor > ${metric.poor}`, poorLabelY],
  ]).map(
    ([rating, value, label, labelY]) =>
      `<line x1="${left}" x2="${right}" y1="${at(y(value))}" y2="${at(y(value))}" stroke="${COLOURS[rating]}" stroke-width="1.5" stroke-dasharray="6 4"/>` +
      `<text x="${right + 4}" y="${at(labelY)}" fill="${COLOURS[rating]}" font-size="10">${label}</text>`,
  );
  return { y, marks: [...yAxis, ...thresholds] };
}

/**
 * One metric's p75 over time in one section, with its thresholds and the section's deploys.
 * @param {{ metric: RatedMetric, section: SectionSeries, series: TimeSeries, deploys: readonly Deploy[] }} chart
 */
function metricChart({ metric, section, series, deploys }) {
  const { left, right, top, bottom } = CHART;
  // The line breaks over buckets without values: a gap is no data, not a trend.
  /** @type {{ time: number, value: number }[][]} */
  const runs = [];
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
  const { y, marks } = valueAxis(metric, points.map((point) => point.value));
  const x = (/** @type {number} */ time) => left + ((time - series.start) / (series.end - series.start)) * (right - left);
  const unit = metric.unit ? ` ${metric.unit}` : '';

  let previousDay = '';
  const xAxis = timeTicks(series).map((time) => {
    const date = new Date(time);
    const day = dayLabel(date);
    // Hourly ticks name the hour, and the day where it changes.
    const lines = series.bucket === 'day' ? [day] : [`${String(date.getUTCHours()).padStart(2, '0')}:00`, ...(day === previousDay ? [] : [day])];
    previousDay = day;
    const labels = lines.map((line, index) => `<text x="${at(x(time))}" y="${bottom + 16 + index * 13}" text-anchor="middle">${line}</text>`).join('');
    return `<line x1="${at(x(time))}" x2="${at(x(time))}" y1="${bottom}" y2="${bottom + 4}" stroke="${COLOURS.axis}"/>${labels}`;
  });

  const deployMarks = deploys.map(({ release, time }, index) => {
    const position = x(time);
    // Labels alternate between two rows, so that deploys close together stay readable.
    const labelY = top + 11 + (index % 2) * 12;
    const nearRightEdge = position > right - 50;
    return (
      `<g><title>${escapeHtml(`${section.section} release ${release}, deployed ${formatUtc(time)}`)}</title>` +
      `<line x1="${at(position)}" x2="${at(position)}" y1="${top}" y2="${bottom}" stroke="${COLOURS.axis}" stroke-width="1"/>` +
      `<text x="${at(position + (nearRightEdge ? -3 : 3))}" y="${labelY}" text-anchor="${nearRightEdge ? 'end' : 'start'}" font-size="10" fill="${COLOURS.axis}">${escapeHtml(release.slice(0, 7))}</text></g>`
    );
  });

  const line = runs
    .filter((segment) => segment.length > 1)
    .map((segment) => `<polyline points="${segment.map((point) => `${at(x(point.time))},${at(y(point.value))}`).join(' ')}" fill="none" stroke="${COLOURS.series}" stroke-width="2" stroke-linejoin="round"/>`);
  const dots = points.map((point) => `<circle cx="${at(x(point.time))}" cy="${at(y(point.value))}" r="2.5" fill="${COLOURS.series}"/>`);

  const latest = points.at(-1);
  const summary =
    `${metric.name} p75 of ${section.section} per ${series.bucket}, ${formatUtc(series.start)} to ${formatUtc(series.end)}: ` +
    (latest ? `${points.length} ${series.bucket}s with values, the last ${latest.value}${unit} (${ratingOf(metric, latest.value)})` : 'no values') +
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
    latest ? '' : `<text x="${(left + right) / 2}" y="${(top + bottom) / 2}" text-anchor="middle" fill="${COLOURS.axis}">no values</text>`,
    '</svg>',
  ].join('\n');
}

/**
 * The rating's colour and shape (circle, square, triangle, as Lighthouse's), named for screen
 * readers unless the rating's word follows it.
 * @param {Rating} rating @param {{ named?: boolean }} [options]
 */
export function ratingMark(rating, { named = true } = {}) {
  const shape = {
    good: `<circle cx="6" cy="6" r="5" fill="${COLOURS.good}"/>`,
    'needs improvement': `<rect x="1.5" y="1.5" width="9" height="9" fill="${COLOURS['needs improvement']}"/>`,
    poor: `<polygon points="6,1 11.5,11 0.5,11" fill="${COLOURS.poor}"/>`,
  }[rating];
  const name = named ? `role="img" aria-label="${rating}"><title>${rating}</title>` : 'aria-hidden="true">';
  return `<svg xmlns="${SVG_NAMESPACE}" width="12" height="12" viewBox="0 0 12 12" ${name}${shape}</svg>`;
}

/** A group's name, allowed to break after each `/`, `_` or `-`, so that a long route wraps on a phone. @param {string} name */
const breakable = (name) => escapeHtml(name).replace(/([/_-])/g, '$1<wbr>');

/** One grouping as an HTML table. @param {string} heading @param {Group[]} groups */
function groupsHtmlTable(heading, groups) {
  const head = RATED_METRICS.map(({ name, unit }) => `<th scope="col" align="right">${name} p75${unit ? ` (${unit})` : ''}<br><small>(n)</small></th>`).join('');
  const rows = groups.map((group) => {
    const cells = RATED_METRICS.map(({ field }) => {
      const { p75, count, rating } = group.metrics[field];
      return p75 === null || rating === null ? '<td align="right">–</td>' : `<td align="right">${ratingMark(rating)}&nbsp;${p75}<br><small>(${count})</small></td>`;
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

/**
 * A whole page around its body: its policy lets it fetch nothing, and allows its one stylesheet
 * by its hash.
 * @param {{ title: string, stylesheet: string, body: readonly string[] }} page the body's HTML, line by line
 */
export function htmlPage({ title, stylesheet, body }) {
  const hash = createHash('sha256').update(stylesheet).digest('base64');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'sha256-${hash}'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No request for /favicon.ico.
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${stylesheet}</style>`,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The whole page. @param {Report} report */
export function chartPage(report) {
  const { series } = report;
  const legend = /** @type {Rating[]} */ (['good', 'needs improvement', 'poor']).map((rating) => `${ratingMark(rating, { named: false })} ${rating}`).join(' &nbsp; ');
  const sections = (series?.sections ?? []).map((section) =>
    [
      `<h3>${escapeHtml(section.section)}</h3>`,
      '<div class="charts">',
      ...RATED_METRICS.map((metric) => `<div>${metricChart({ metric, section, series: /** @type {TimeSeries} */ (series), deploys: report.deploys[section.section] ?? [] })}</div>`),
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
      ...report.groupings.flatMap(({ title: groupingTitle, heading, groups }) => [`<h2>${escapeHtml(groupingTitle)}</h2>`, groupsHtmlTable(heading, groups)]),
    ],
  });
}
