// A page's runs brought together: the median of each score and metric, and the checks it fails.
import { METRICS } from './lighthouse.mjs';
import { medianOf } from './stats.mjs';
import { CATEGORIES, failedScoreChecks, toPercent } from './thresholds.mjs';

/**
 * @typedef {import('./lighthouse.mjs').Sample} Sample
 * @typedef {import('./lighthouse.mjs').RuntimeError} RuntimeError
 * @typedef {import('./lighthouse.mjs').Metric} Metric
 * @typedef {import('./thresholds.mjs').Category} Category
 * @typedef {{
 *   page: string,
 *   runs: number,
 *   scores: Record<Category, number | null>,
 *   metrics: Record<Metric, number | null>,
 *   performanceRuns: (number | null)[],
 *   retriedErrors: string[],
 *   renderBlockingScripts: string[],
 *   failures: string[],
 * }} PageSummary
 */

/**
 * @param {string} page the route
 * @param {{ sample: Sample, errors: RuntimeError[] }[]} attempts one per run, after its retries
 * @returns {PageSummary}
 */
export function summarisePage(page, attempts) {
  /** @type {string[]} */
  const failures = [];
  const good = attempts.filter((a) => !a.sample.runtimeError).map((a) => a.sample);
  attempts.forEach(({ sample, errors }, index) => {
    if (sample.runtimeError) failures.push(`${page}: run ${index + 1} ended with ${sample.runtimeError.code} in all ${errors.length} attempts (${sample.runtimeError.message})`);
  });
  const scores = /** @type {Record<Category, number | null>} */ (Object.fromEntries(CATEGORIES.map((c) => [c, medianOf(good.map((s) => s.scores), c)])));
  const metrics = /** @type {Record<Metric, number | null>} */ (
    Object.fromEntries(Object.keys(METRICS).map((m) => [m, medianOf(good.map((s) => s.metrics), /** @type {Metric} */ (m))]))
  );
  if (good.length > 0) failures.push(...failedScoreChecks(page, scores));
  else failures.push(`${page}: no Lighthouse run finished`);

  const blocking = good.map((s) => s.renderBlockingScripts);
  const scripts = [...new Set(blocking.flatMap((list) => list ?? []))];
  if (good.length > 0 && blocking.every((list) => list === null)) failures.push(`${page}: Lighthouse's render-blocking-resources audit did not run`);
  for (const script of scripts) failures.push(`${page}: Lighthouse lists a render-blocking script: ${script}`);

  return {
    page,
    runs: attempts.length,
    scores,
    metrics,
    performanceRuns: attempts.map((a) => (a.sample.runtimeError ? null : toPercent(a.sample.scores.performance))),
    retriedErrors: attempts.flatMap((a) => a.errors.map((e) => e.code)),
    renderBlockingScripts: scripts,
    failures,
  };
}
