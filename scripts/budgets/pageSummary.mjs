// A page's runs brought together: its runs with scripts and with every script blocked, the
// median of each score and metric on its own, and the checks it fails.
import { METRIC_NAMES } from './lighthouse.mjs';
import { median, medianOf } from './stats.mjs';
import {
  CATEGORIES,
  failedScoreChecks,
  javaScriptCostChecks,
  MORE_RUNS_STEP,
  MOST_RUNS_PER_PAGE,
  toPercent,
} from './thresholds.mjs';

/** @import { Metric, RuntimeError, Sample } from './lighthouse.mjs' */
/** @import { Category } from './thresholds.mjs' */
/** @typedef {{ sample: Sample, errors: RuntimeError[] }} Attempt one run, after its retries */
/** @typedef {{ runs: number, metrics: Record<Metric, number | null>, performanceRuns: (number | null)[], benchmarkIndex: number | null }} RunsSummary */
/** @typedef {{ page: string, scores: Record<Category, number | null>, withScripts: RunsSummary, withoutScripts: RunsSummary, retriedErrors: string[], renderBlockingScripts: string[], sendsNoScript: boolean, javaScriptCost: string[], withinNoise: string[], failures: string[] }} PageSummary */

/** @param {string} page @param {Attempt[]} withScripts @param {Attempt[]} withoutScripts @returns {PageSummary} */
export function summarisePage(page, withScripts, withoutScripts) {
  const failures = /** @type {string[]} */ ([]);
  /** @param {Attempt[]} attempts @param {string} kind */
  const finished = (attempts, kind) => {
    attempts.forEach(({ sample, errors }, index) => {
      if (sample.runtimeError)
        failures.push(
          `${page}: run ${index + 1} ${kind} ended with ${sample.runtimeError.code} in all ${errors.length} attempts (${sample.runtimeError.message})`,
        );
    });
    const good = attempts.filter((a) => !a.sample.runtimeError).map((a) => a.sample);
    if (good.length === 0) failures.push(`${page}: no Lighthouse run ${kind} finished`);
    return good;
  };
  const good = finished(withScripts, 'with scripts');
  // A page that requested no script (a reader's page) is the same page with scripts blocked.
  const sendsNoScript = sentNoScript(good);
  const goodWithout = sendsNoScript ? [] : finished(withoutScripts, 'with scripts blocked');

  // Only the first run with scripts audits the categories but performance.
  const scored = good.filter((s) => CATEGORIES.every((c) => s.scores[c] !== null));
  const scores = /** @type {Record<Category, number | null>} */ (
    Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        medianOf(
          (c === 'performance' ? good : scored).map((s) => s.scores),
          c,
        ),
      ]),
    )
  );
  if (good.length > 0) failures.push(...failedScoreChecks(page, scores));
  const summaryWith = summariseRuns(withScripts, good);
  const summaryWithout = summariseRuns(withoutScripts, goodWithout);
  const cost =
    !sendsNoScript && good.length > 0 && goodWithout.length > 0
      ? javaScriptCostChecks(
          page,
          good.map((s) => s.metrics),
          goodWithout.map((s) => s.metrics),
        )
      : { overBudget: [], failures: [] };
  failures.push(...cost.failures);
  const withinNoise = cost.overBudget.filter(
    (message) => !cost.failures.some((failure) => failure.startsWith(message)),
  );

  const blocking = good.map((s) => s.renderBlockingScripts);
  const scripts = [...new Set(blocking.flatMap((list) => list ?? []))];
  if (good.length > 0 && blocking.every((list) => list === null))
    failures.push(`${page}: Lighthouse's render-blocking-resources audit did not run`);
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

/** A report without network requests tells nothing: it does not count as none. */
export function sentNoScript(/** @type {Sample[]} */ samples) {
  return (
    samples.length > 0 &&
    samples.every(
      (sample) => !sample.runtimeError && sample.scriptRequests !== null && sample.scriptRequests.length === 0,
    )
  );
}

export function moreRunsNeeded(/** @type {PageSummary} */ summary) {
  if (summary.javaScriptCost.length === 0) return 0;
  const runs = Math.min(summary.withScripts.runs, summary.withoutScripts.runs);
  return Math.max(0, Math.min(MORE_RUNS_STEP, MOST_RUNS_PER_PAGE - runs));
}

/** @param {Attempt[]} attempts @param {Sample[]} good those without a runtime error @returns {RunsSummary} */
function summariseRuns(attempts, good) {
  const benchmarks = good.map((s) => s.benchmarkIndex).filter((index) => typeof index === 'number');
  return {
    runs: attempts.length,
    metrics: /** @type {Record<Metric, number | null>} */ (
      Object.fromEntries(
        METRIC_NAMES.map((m) => [
          m,
          medianOf(
            good.map((s) => s.metrics),
            m,
          ),
        ]),
      )
    ),
    performanceRuns: attempts.map((a) => (a.sample.runtimeError ? null : toPercent(a.sample.scores.performance))),
    benchmarkIndex: benchmarks.length > 0 ? median(/** @type {number[]} */ (benchmarks)) : null,
  };
}
