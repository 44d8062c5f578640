// The budgets: the thresholds, and which of a page's runs break them.
import { chanceOfBeingHigher, median } from './stats.mjs';

/** Performance is reported, not gated: JAVASCRIPT_BUDGET is (docs/decisions/budget-measurements.md). */
export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** @typedef {typeof CATEGORIES[number]} Category */

/** The lowest score with scripts, 0–100 as Lighthouse shows it. */
export const CATEGORY_THRESHOLDS = /** @type {const} */ ({
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
});
/** @typedef {keyof typeof CATEGORY_THRESHOLDS} GatedCategory */

/** Against the same page with every script blocked: FCP and LCP at most 5% later, TBT at most 50 ms more. */
export const JAVASCRIPT_BUDGET = /** @type {const} */ ({ paintSlowdown: 0.05, blockingMs: 50 });

/** A page whose medians of three break JAVASCRIPT_BUDGET is run MORE_RUNS_STEP more times of each kind, up to this. */
export const MOST_RUNS_PER_PAGE = 7;
export const MORE_RUNS_STEP = 2;

export const LIGHTHOUSE_PAGES = ['/', '/personal-banking', '/savings_account', '/verify-statement', '/fr/njangie'];

export const HTML_GZIP_BUDGET_BYTES = 30 * 1024;

/** Rounded twice: 0.975 * 100 is 97.49999999999999 in floating point, and must show as 98. */
export const toPercent = (/** @type {number | null} */ score) =>
  score === null ? null : Math.round(Math.round(score * 1e6) / 1e4);

/** @param {string} page @param {Record<Category, number | null>} scores medians, 0–1 */
export function failedScoreChecks(page, scores) {
  const failures = /** @type {string[]} */ ([]);
  for (const category of /** @type {GatedCategory[]} */ (Object.keys(CATEGORY_THRESHOLDS))) {
    const score = toPercent(scores[category]);
    const minimum = CATEGORY_THRESHOLDS[category];
    if (score === null) failures.push(`${page}: ${category} was not scored`);
    else if (score < minimum) failures.push(`${page}: ${category} ${score} < ${minimum}`);
  }
  return failures;
}

/** @typedef {{ fcp: number | null, lcp: number | null, tbt: number | null }} JavaScriptFigures */

/** A page fails when chanceOfBeingHigher says its runs are this unlikely to be as far apart by chance. */
export const SIGNIFICANCE = 0.05;

/**
 * `overBudget`: the medians break JAVASCRIPT_BUDGET. `failures`: they do, and the runs with scripts,
 * less the budget's allowance, are above the runs without beyond the machine's noise.
 * @param {string} page @param {JavaScriptFigures[]} withScripts @param {JavaScriptFigures[]} withoutScripts
 */
export function javaScriptCostChecks(page, withScripts, withoutScripts) {
  const overBudget = /** @type {string[]} */ ([]);
  const failures = /** @type {string[]} */ ([]);
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  const valuesOf = (/** @type {JavaScriptFigures[]} */ runs, /** @type {keyof JavaScriptFigures} */ metric) => {
    const values = runs.map((run) => run[metric]);
    return values.length > 0 && values.every((value) => typeof value === 'number')
      ? /** @type {number[]} */ (values)
      : null;
  };
  /** @param {string} message @param {number[]} higher @param {number[]} lower */
  const judge = (message, higher, lower) => {
    overBudget.push(message);
    const chance = chanceOfBeingHigher(higher, lower);
    if (chance < SIGNIFICANCE)
      failures.push(`${message}; ${higher.length} runs of each, ${(chance * 100).toFixed(1)}% likely by chance`);
  };
  for (const metric of /** @type {const} */ (['fcp', 'lcp'])) {
    const [withJs, withoutJs] = [valuesOf(withScripts, metric), valuesOf(withoutScripts, metric)];
    if (!withJs || !withoutJs) {
      failures.push(`${page}: ${metric.toUpperCase()} was not measured with and without scripts`);
      continue;
    }
    const [withMedian, withoutMedian] = [median(withJs), median(withoutJs)];
    if (withMedian > withoutMedian * (1 + JAVASCRIPT_BUDGET.paintSlowdown)) {
      const later = ((withMedian / withoutMedian - 1) * 100).toFixed(1);
      judge(
        `${page}: ${metric.toUpperCase()} ${ms(withMedian)} with scripts, ${later}% later than ${ms(withoutMedian)} without (at most ${JAVASCRIPT_BUDGET.paintSlowdown * 100}%)`,
        withJs.map((value) => value / (1 + JAVASCRIPT_BUDGET.paintSlowdown)),
        withoutJs,
      );
    }
  }
  const [withJs, withoutJs] = [valuesOf(withScripts, 'tbt'), valuesOf(withoutScripts, 'tbt')];
  if (!withJs || !withoutJs) failures.push(`${page}: TBT was not measured with and without scripts`);
  else {
    const [withMedian, withoutMedian] = [median(withJs), median(withoutJs)];
    if (withMedian > withoutMedian + JAVASCRIPT_BUDGET.blockingMs) {
      judge(
        `${page}: TBT ${ms(withMedian)} with scripts, ${ms(withMedian - withoutMedian)} more than ${ms(withoutMedian)} without (at most ${JAVASCRIPT_BUDGET.blockingMs} ms more)`,
        withJs.map((value) => value - JAVASCRIPT_BUDGET.blockingMs),
        withoutJs,
      );
    }
  }
  return { overBudget, failures };
}
