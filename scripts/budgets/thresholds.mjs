// The budgets: the thresholds, and which of a page's runs break them.
import { chanceOfBeingHigher, median } from './stats.mjs';

/**
 * The Lighthouse categories read from every run. Performance is reported, not gated: on these
 * shared 2-core machines Lighthouse's simulated phone follows the machine's speed (its CPU
 * benchmark moves between 1,400 and 2,600 from run to run, and the same pages with every script
 * blocked scored 90 to 100), so a gate on the absolute score fails healthy code. What the
 * JavaScript adds to a page, measured against the same page without it in the same run, is
 * gated instead (JAVASCRIPT_BUDGET).
 */
export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** @typedef {typeof CATEGORIES[number]} Category */

/** The lowest acceptable score of each gated category (0–100, as Lighthouse shows it), with JavaScript. */
export const CATEGORY_THRESHOLDS = /** @type {const} */ ({
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
});
/** @typedef {keyof typeof CATEGORY_THRESHOLDS} GatedCategory */

/**
 * What a page's JavaScript may cost, its runs with scripts against its runs with every script
 * blocked: its first and largest contentful paint at most 5% later, its total blocking time at
 * most 50 ms more. A visitor on a slow phone reads the page as soon without the app as with it.
 *
 * Lighthouse's TBT re-simulates the load and counts only the page's first layout as work before
 * its first paint, so any later layout of the page's own HTML before that paint counts as
 * blocking after it: on an unchanged home page with every script blocked it moved between 84 and
 * 653 ms from one run to the next, as an early partial layout happened or not. So the runs are
 * judged together, not by their medians alone (javaScriptCostChecks). The blocking time after the
 * first paint on each run's own trace (`bap`, lighthouseRun.mjs: every task from the first
 * contentful paint on, its length times the slowdown, its part beyond 50 ms) is reported beside
 * it: it is what the scripts add as Lighthouse's instrumented browser ran them (0 on every run
 * with scripts blocked, since no script of the site runs before the first paint).
 */
export const JAVASCRIPT_BUDGET = /** @type {const} */ ({ paintSlowdown: 0.05, blockingMs: 50 });

/**
 * Runs of each kind a page may get when its medians of three break JAVASCRIPT_BUDGET: two more at
 * a time, up to seven, judged then on all of them (javaScriptCostChecks). Lighthouse's simulated
 * FCP moves in steps: the page's own style and layout tasks before the first paint, as long as
 * this busy machine happened to take, count as many times over as the phone is slower, so an
 * unchanged page reads 770 or 960 ms from one run to the next, with or without its scripts.
 */
export const MOST_RUNS_PER_PAGE = 7;
export const MORE_RUNS_STEP = 2;

/**
 * The pages measured with Lighthouse (the HTML budget covers every page of both languages): the
 * shell's home page (its largest), a section's hub and a product page (the template every
 * section's product pages share), Verify Statement (its own section and tool), and a third
 * section's page in French. Another product page of the same template, the French home page or
 * a second shell page would measure the same code again.
 */
export const LIGHTHOUSE_PAGES = ['/', '/personal-banking', '/savings_account', '/verify-statement', '/fr/njangie'];

/** The most any route's HTML may weigh on the wire, gzip. */
export const HTML_GZIP_BUDGET_BYTES = 30 * 1024;

/**
 * A Lighthouse score (0–1, two decimals) as the 0–100 figure its report shows.
 * @param {number | null} score
 */
// (Rounded twice: 0.975 * 100 is 97.49999999999999 in floating point, and must show as 98.)
export const toPercent = (score) => (score === null ? null : Math.round(Math.round(score * 1e6) / 1e4));

/**
 * The failed checks of one page's median scores.
 * @param {string} page
 * @param {Record<Category, number | null>} scores median scores, 0–1 (null: not scored)
 * @returns {string[]}
 */
export function failedScoreChecks(page, scores) {
  /** @type {string[]} */
  const failures = [];
  for (const category of /** @type {GatedCategory[]} */ (Object.keys(CATEGORY_THRESHOLDS))) {
    const score = toPercent(scores[category]);
    const minimum = CATEGORY_THRESHOLDS[category];
    if (score === null) failures.push(`${page}: ${category} was not scored`);
    else if (score < minimum) failures.push(`${page}: ${category} ${score} < ${minimum}`);
  }
  return failures;
}

/** A run's paint and blocking figures, ms (null: not measured). */
/** @typedef {{ fcp: number | null, lcp: number | null, tbt: number | null }} JavaScriptFigures */

/**
 * How sure a comparison must be before it fails a page: the chance that runs as far apart came
 * from the machine's noise alone (stats.mjs, chanceOfBeingHigher) is below this.
 */
export const SIGNIFICANCE = 0.05;

/**
 * What a page's JavaScript costs, its runs with scripts against its runs with every script blocked
 * (JAVASCRIPT_BUDGET), each of FCP, LCP and TBT:
 * - `overBudget`: the medians break the budget (the page is then measured again, up to
 *   MOST_RUNS_PER_PAGE runs of each);
 * - `failures`: the medians break it and the runs show it beyond the machine's noise: the runs
 *   with scripts, less the budget's allowance, are above the runs without (one-sided
 *   Mann–Whitney, below SIGNIFICANCE). An unchanged page whose simulated paint moves by 60 ms
 *   steps from run to run breaks a 5% budget by its medians now and then; JavaScript that really
 *   costs the visitor does so in every run, and fails.
 * @param {string} page
 * @param {JavaScriptFigures[]} withScripts each run's figures
 * @param {JavaScriptFigures[]} withoutScripts
 * @returns {{ overBudget: string[], failures: string[] }}
 */
export function javaScriptCostChecks(page, withScripts, withoutScripts) {
  /** @type {string[]} */
  const overBudget = [];
  /** @type {string[]} */
  const failures = [];
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  const valuesOf = (/** @type {JavaScriptFigures[]} */ runs, /** @type {keyof JavaScriptFigures} */ metric) => {
    const values = runs.map((run) => run[metric]);
    return values.length > 0 && values.every((value) => typeof value === 'number') ? /** @type {number[]} */ (values) : null;
  };
  /** @param {string} message @param {number[]} higher @param {number[]} lower */
  const judge = (message, higher, lower) => {
    overBudget.push(message);
    const chance = chanceOfBeingHigher(higher, lower);
    if (chance < SIGNIFICANCE) failures.push(`${message}; ${higher.length} runs of each, ${(chance * 100).toFixed(1)}% likely by chance`);
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
