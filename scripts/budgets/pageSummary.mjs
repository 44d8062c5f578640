// A page's runs brought together: its runs with scripts and with every script blocked, the
// median of each score and metric on its own, and the checks it fails.
import { METRIC_NAMES } from './lighthouse.mjs';
import { median, medianOf } from './stats.mjs';
import { CATEGORIES, failedScoreChecks, javaScriptCostChecks, MORE_RUNS_STEP, MOST_RUNS_PER_PAGE, toPercent } from './thresholds.mjs';

/**
 * @typedef {import('./lighthouse.mjs').Sample} Sample
 * @typedef {import('./lighthouse.mjs').RuntimeError} RuntimeError
 * @typedef {import('./lighthouse.mjs').Metric} Metric
 * @typedef {import('./thresholds.mjs').Category} Category
 * @typedef {{ sample: Sample, errors: RuntimeError[] }} Attempt one run, after its retries
 * @typedef {{
 *   runs: number,
 *   metrics: Record<Metric, number | null>,
 *   performanceRuns: (number | null)[],
 *   benchmarkIndex: number | null,
 * }} RunsSummary
 * @typedef {{
 *   page: string,
 *   scores: Record<Category, number | null>,
 *   withScripts: RunsSummary,
 *   withoutScripts: RunsSummary,
 *   retriedErrors: string[],
 *   renderBlockingScripts: string[],
 *   sendsNoScript: boolean,
 *   javaScriptCost: string[],
 *   withinNoise: string[],
 *   failures: string[],
 * }} PageSummary
 */

/**
 * @param {string} page the route
 * @param {Attempt[]} withScripts the runs of the page as served
 * @param {Attempt[]} withoutScripts the runs with every script blocked
 * @returns {PageSummary}
 */
export function summarisePage(page, withScripts, withoutScripts) {
  /** @type {string[]} */
  const failures = [];
  /** @param {Attempt[]} attempts @param {string} kind */
  const finished = (attempts, kind) => {
    attempts.forEach(({ sample, errors }, index) => {
      if (sample.runtimeError) failures.push(`${page}: run ${index + 1} ${kind} ended with ${sample.runtimeError.code} in all ${errors.length} attempts (${sample.runtimeError.message})`);
    });
    const good = attempts.filter((a) => !a.sample.runtimeError).map((a) => a.sample);
    if (good.length === 0) failures.push(`${page}: no Lighthouse run ${kind} finished`);
    return good;
  };
  const good = finished(withScripts, 'with scripts');
  // A page that requested no script in any run with scripts (a reader's page, whose app starts at
  // their first act) is the same page as with every script blocked, measured once (budgets.mjs).
  const sendsNoScript = sentNoScript(good);
  const goodWithout = sendsNoScript ? [] : finished(withoutScripts, 'with scripts blocked');

  // The categories but performance are audited on a page's first run with scripts only
  // (budgets.mjs): their medians are over the runs that scored them.
  const scored = good.filter((s) => CATEGORIES.every((c) => s.scores[c] !== null));
  const scores = /** @type {Record<Category, number | null>} */ (
    Object.fromEntries(CATEGORIES.map((c) => [c, medianOf((c === 'performance' ? good : scored).map((s) => s.scores), c)]))
  );
  if (good.length > 0) failures.push(...failedScoreChecks(page, scores));
  const summaryWith = summariseRuns(withScripts, good);
  const summaryWithout = summariseRuns(withoutScripts, goodWithout);
  // A page that requests no script costs nothing in JavaScript before the visitor acts. Every
  // other page: the budget broken by the medians asks for more runs; it fails the page when the
  // runs show it beyond the machine's noise (thresholds.mjs).
  const cost = !sendsNoScript && good.length > 0 && goodWithout.length > 0 ? javaScriptCostChecks(page, good.map((s) => s.metrics), goodWithout.map((s) => s.metrics)) : { overBudget: [], failures: [] };
  failures.push(...cost.failures);
  const withinNoise = cost.overBudget.filter((message) => !cost.failures.some((failure) => failure.startsWith(message)));

  const blocking = good.map((s) => s.renderBlockingScripts);
  const scripts = [...new Set(blocking.flatMap((list) => list ?? []))];
  if (good.length > 0 && blocking.every((list) => list === null)) failures.push(`${page}: Lighthouse's render-blocking-resources audit did not run`);
  for (const script of scripts) failures.push(`${page}: Lighthouse lists a render-blocking script: ${script}`);

  return {
    page,
    scores,
    withScripts: summaryWith,
    withoutScripts: summaryWithout,
    retriedErrors: [...withScripts, ...withoutScripts].flatMap((a) => a.errors.map((e) => e.code)),
    renderBlockingScripts: scripts,
    sendsNoScript,
    javaScriptCost: cost.overBudget,
    withinNoise,
    failures,
  };
}

/**
 * Whether every one of these runs with scripts finished and requested no script at all (a run
 * whose report lists no network requests tells nothing, so it does not count as none).
 * @param {Sample[]} samples
 */
export function sentNoScript(samples) {
  return samples.length > 0 && samples.every((sample) => !sample.runtimeError && sample.scriptRequests !== null && sample.scriptRequests.length === 0);
}

/**
 * How many more runs of each kind a page needs before its summary is final: none when the medians
 * meet the JavaScript budget, or when the page already has `MOST_RUNS_PER_PAGE`; else
 * `MORE_RUNS_STEP` (see thresholds.mjs for why a page that breaks the budget by its medians of
 * three is measured again rather than judged at once).
 * @param {PageSummary} summary
 * @returns {number}
 */
export function moreRunsNeeded(summary) {
  if (summary.javaScriptCost.length === 0) return 0;
  const runs = Math.min(summary.withScripts.runs, summary.withoutScripts.runs);
  return Math.max(0, Math.min(MORE_RUNS_STEP, MOST_RUNS_PER_PAGE - runs));
}

/**
 * The medians of one kind of run, each run's performance score, and the median of Lighthouse's
 * CPU benchmark (this machine's speed during those runs).
 * @param {Attempt[]} attempts
 * @param {Sample[]} good the attempts' samples without a runtime error
 * @returns {RunsSummary}
 */
function summariseRuns(attempts, good) {
  const benchmarks = good.map((s) => s.benchmarkIndex).filter((index) => typeof index === 'number');
  return {
    runs: attempts.length,
    metrics: /** @type {Record<Metric, number | null>} */ (Object.fromEntries(METRIC_NAMES.map((m) => [m, medianOf(good.map((s) => s.metrics), m)]))),
    performanceRuns: attempts.map((a) => (a.sample.runtimeError ? null : toPercent(a.sample.scores.performance))),
    benchmarkIndex: benchmarks.length > 0 ? median(/** @type {number[]} */ (benchmarks)) : null,
  };
}
