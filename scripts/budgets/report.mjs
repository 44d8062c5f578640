// The budgets' results as a console table, and as Markdown for an issue's closing note.
import { CATEGORIES, CATEGORY_THRESHOLDS, HTML_GZIP_BUDGET_BYTES, toPercent } from './thresholds.mjs';

/**
 * @typedef {import('./pageSummary.mjs').PageSummary} PageSummary
 * @typedef {{ route: string, status: number, encoding: string, wireBytes: number, scriptsBeforeFirstPaint: number }} DocumentRow
 */

const SHORT = /** @type {Record<import('./thresholds.mjs').Category, string>} */ ({ performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO' });

/** @param {number | null} ms */
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
/** @param {number | null} ms */
const millis = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
/** @param {number | null} value */
const shift = (value) => (value === null ? '–' : value.toFixed(3));
/** @param {number | null} score */
const score = (score) => String(toPercent(score) ?? '–');
/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {PageSummary} s @returns {string[]} */
const pageCells = (s) => [
  s.page,
  ...CATEGORIES.map((c) => score(s.scores[c])),
  seconds(s.metrics.fcp),
  seconds(s.metrics.lcp),
  millis(s.metrics.tbt),
  shift(s.metrics.cls),
  s.performanceRuns.map((p) => p ?? 'error').join('/'),
];
const PAGE_HEADINGS = ['Page', ...CATEGORIES.map((c) => SHORT[c]), 'FCP', 'LCP', 'TBT', 'CLS', 'Perf runs'];

/** A plain text table, columns padded. @param {string[]} headings @param {string[][]} rows */
export function textTable(headings, rows) {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(headings), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** @param {string[]} headings @param {string[][]} rows */
export function markdownTable(headings, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(headings), line(headings.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** @param {PageSummary[]} pages */
export const lighthouseTextTable = (pages) => textTable(PAGE_HEADINGS, pages.map(pageCells));

/** @param {DocumentRow[]} documents */
export function documentsTextTable(documents) {
  return textTable(
    ['Route', 'Status', 'Encoding', 'HTML on the wire', 'Scripts before paint'],
    documents.map((d) => [d.route, String(d.status), d.encoding, kb(d.wireBytes), String(d.scriptsBeforeFirstPaint)]),
  );
}

/**
 * The closing note's Markdown: the Lighthouse table and the HTML budget's summary.
 * @param {{ pages: PageSummary[], documents: DocumentRow[], failures: string[], runsPerPage: number, lighthouseVersion: string, browser: string, date: string }} results
 */
export function markdownReport({ pages, documents, failures, runsPerPage, lighthouseVersion, browser, date }) {
  const thresholds = CATEGORIES.map((c) => `${SHORT[c]} ≥ ${CATEGORY_THRESHOLDS[c]}`).join(', ');
  const largest = documents.reduce((max, d) => (d.wireBytes > (max?.wireBytes ?? -1) ? d : max), /** @type {DocumentRow | undefined} */ (undefined));
  const withScripts = documents.filter((d) => d.scriptsBeforeFirstPaint > 0).length;
  return [
    `Lighthouse ${lighthouseVersion} (mobile profile: simulated slow 4G, 4x CPU), ${browser}, ${date}.`,
    `Median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page; budgets: ${thresholds}.`,
    '',
    markdownTable(PAGE_HEADINGS, pages.map(pageCells)),
    '',
    `HTML of all ${documents.length} routes fetched with \`Accept-Encoding: gzip\`: largest ${largest ? `${kb(largest.wireBytes)} (${largest.route})` : '–'}, budget ${kb(HTML_GZIP_BUDGET_BYTES)}; ` +
      `routes with JavaScript before the first paint: ${withScripts}.`,
    '',
    failures.length === 0 ? 'Every budget is met.' : ['Failed checks:', '', ...failures.map((f) => `- ${f}`)].join('\n'),
    '',
  ].join('\n');
}
