// What the report's and the canary's pages are made of. Their look is in SVG and HTML attributes,
// not `style`, so that the site's own Content-Security-Policy shows them the same.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';

/** @import { RatedMetric, Rating } from '../../shared/src/vitalsRatings.mjs' */

export const COLOURS = {
  good: '#1b7f3b',
  'needs improvement': '#b26a00',
  poor: '#b3261e',
  series: '#1f4e79',
  text: '#333333',
  axis: '#666666',
  grid: '#e3e3e3',
};
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

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

/** Two decimals are finer than a pixel. */
export const at = (/** @type {number} */ value) => String(Math.round(value * 100) / 100);

/** The thresholds' labels go in the margin right of `right`. */
export const CHART = { width: 420, height: 236, left: 46, right: 346, top: 34, bottom: 196 };

function niceStep(/** @type {number} */ rough) {
  const power = 10 ** Math.floor(Math.log10(rough));
  return /** @type {number} */ (
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((step) => step >= rough * (1 - 1e-9))
  );
}

/** From 0 to above the values and the poor threshold. @param {RatedMetric} metric @param {readonly number[]} values a few dozen at most: spread as arguments */
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
  // The good threshold's label moves down where it would overlap the poor one's.
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

/** Shaped as Lighthouse's; `named` unless the rating's word follows. @param {Rating} rating @param {{ named?: boolean }} [options] */
export function ratingMark(rating, { named = true } = {}) {
  const shape = {
    good: `<circle cx="6" cy="6" r="5" fill="${COLOURS.good}"/>`,
    'needs improvement': `<rect x="1.5" y="1.5" width="9" height="9" fill="${COLOURS['needs improvement']}"/>`,
    poor: `<polygon points="6,1 11.5,11 0.5,11" fill="${COLOURS.poor}"/>`,
  }[rating];
  const name = named ? `role="img" aria-label="${rating}"><title>${rating}</title>` : 'aria-hidden="true">';
  return `<svg xmlns="${SVG_NAMESPACE}" width="12" height="12" viewBox="0 0 12 12" ${name}${shape}</svg>`;
}

/** A page that fetches nothing. @param {{ title: string, stylesheet: string, body: readonly string[] }} page */
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
