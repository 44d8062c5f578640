// The budgets' results as a console table, and as Markdown for an issue's closing note.
import {
  CATEGORY_THRESHOLDS,
  HTML_GZIP_BUDGET_BYTES,
  JAVASCRIPT_BUDGET,
  MOST_RUNS_PER_PAGE,
  toPercent,
} from './thresholds.mjs';
import { textTable } from '../../hosting/lib/textTable.mjs';
import { describeSlowPhone, lighthouseSlowdown } from '../lib/slowPhone.mjs';

/** @import { PageSummary } from './pageSummary.mjs' */
/** @typedef {{ route: string, status: number, encoding: string, wireBytes: number, scriptsBeforeFirstPaint: number }} DocumentRow */

const SHORT = /** @type {Record<import('./thresholds.mjs').GatedCategory, string>} */ ({
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
});
const GATED = /** @type {import('./thresholds.mjs').GatedCategory[]} */ (Object.keys(CATEGORY_THRESHOLDS));

const seconds = (/** @type {number | null} */ ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (/** @type {number | null} */ ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const shift = (/** @type {number | null} */ value) => (value === null ? '–' : value.toFixed(3));
const score = (/** @type {number | null} */ score) => String(toPercent(score) ?? '–');
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const runScores = (/** @type {(number | null)[]} */ runs) =>
  runs.length === 0 ? '–' : runs.map((p) => p ?? 'error').join('/');
const benchmark = (/** @type {number | null} */ index) => (index === null ? '–' : String(Math.round(index)));

const pageCells = (/** @type {PageSummary} */ s) => [
  s.sendsNoScript ? `${s.page} (no script)` : s.page,
  ...GATED.map((c) => score(s.scores[c])),
  seconds(s.withScripts.metrics.fcp),
  seconds(s.withoutScripts.metrics.fcp),
  seconds(s.withScripts.metrics.lcp),
  seconds(s.withoutScripts.metrics.lcp),
  millis(s.withScripts.metrics.tbt),
  millis(s.withoutScripts.metrics.tbt),
  millis(s.withScripts.metrics.bap),
  millis(s.withoutScripts.metrics.bap),
  shift(s.withScripts.metrics.cls),
  runScores(s.withScripts.performanceRuns),
  runScores(s.withoutScripts.performanceRuns),
  benchmark(s.withScripts.benchmarkIndex),
];
const PAGE_HEADINGS = [
  'Page',
  ...GATED.map((c) => SHORT[c]),
  'FCP',
  'no JS',
  'LCP',
  'no JS',
  'TBT',
  'no JS',
  'After paint',
  'no JS',
  'CLS',
  'Perf runs',
  'no JS',
  'CPU',
];

export function markdownTable(/** @type {string[]} */ headings, /** @type {string[][]} */ rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(headings), line(headings.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

export const lighthouseTextTable = (/** @type {PageSummary[]} */ pages) =>
  textTable(PAGE_HEADINGS, pages.map(pageCells));

export function documentsTextTable(/** @type {DocumentRow[]} */ documents) {
  return textTable(
    ['Route', 'Status', 'Encoding', 'HTML on the wire', 'Scripts before paint'],
    documents.map((d) => [d.route, String(d.status), d.encoding, kb(d.wireBytes), String(d.scriptsBeforeFirstPaint)]),
  );
}

/** @param {{ pages: PageSummary[], documents: DocumentRow[], failures: string[], withinNoise?: string[], runsPerPage: number, lighthouseVersion: string, browser: string, date: string, slowPhone: import('../lib/slowPhone.mjs').SlowPhone }} results */
export function markdownReport({
  pages,
  documents,
  failures,
  withinNoise = [],
  runsPerPage,
  lighthouseVersion,
  browser,
  date,
  slowPhone,
}) {
  const thresholds = [
    ...GATED.map((c) => `${SHORT[c]} ≥ ${CATEGORY_THRESHOLDS[c]}`),
    `with scripts against every script blocked: FCP and LCP at most ${JAVASCRIPT_BUDGET.paintSlowdown * 100}% later, TBT at most ${JAVASCRIPT_BUDGET.blockingMs} ms more, beyond the machine's noise ("After paint": the blocking after the first paint on each run's own trace, reported)`,
  ].join('; ');
  const largest = documents.reduce(
    (max, d) => (d.wireBytes > (max?.wireBytes ?? -1) ? d : max),
    /** @type {DocumentRow | undefined} */ (undefined),
  );
  const withScripts = documents.filter((d) => d.scriptsBeforeFirstPaint > 0).length;
  return [
    `Lighthouse ${lighthouseVersion} (mobile profile: simulated slow 4G, CPU slowed ${lighthouseSlowdown(slowPhone)}×), ${browser}, ${date}.`,
    `${describeSlowPhone(slowPhone)}.`,
    `Median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page with its scripts and as many with every script blocked ("no JS"), alternating ` +
      `(up to ${MOST_RUNS_PER_PAGE} of each for a page whose first medians broke the JavaScript budget: "Perf runs" lists every run; ` +
      'one run with its scripts alone for a page marked "no script", which requested none: blocked, it is the same page); ' +
      `budgets: ${thresholds}.`,
    "Performance scores and Lighthouse's own CPU benchmark of each run (CPU, median of the runs with scripts) are reported, not gated.",
    '',
    markdownTable(PAGE_HEADINGS, pages.map(pageCells)),
    '',
    `HTML of all ${documents.length} routes fetched with \`Accept-Encoding: gzip\`: largest ${largest ? `${kb(largest.wireBytes)} (${largest.route})` : '–'}, budget ${kb(HTML_GZIP_BUDGET_BYTES)}; ` +
      `routes with JavaScript before the first paint: ${withScripts}.`,
    '',
    ...(withinNoise.length > 0
      ? [
          "Over the budget by the medians, but not beyond the machine's noise, so not failed:",
          '',
          ...withinNoise.map((note) => `- ${note}`),
          '',
        ]
      : []),
    failures.length === 0
      ? 'Every budget is met.'
      : ['Failed checks:', '', ...failures.map((f) => `- ${f}`)].join('\n'),
    '',
  ].join('\n');
}
