// Each score and metric's own median, as the issue asks, not Lighthouse's "median run" (one whole run).

export function median(/** @type {number[]} */ values) {
  if (values.length === 0) throw new Error('median of no values');
  if (values.some((v) => !Number.isFinite(v))) throw new Error(`median of a non-number: ${values.join(', ')}`);
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Null when any sample lacks it: a missing figure must fail the check, not vanish from the median.
 * @template {Record<string, number | null>} T @param {T[]} samples @param {keyof T} key @returns {number | null} */
export function medianOf(samples, key) {
  const values = samples.map((s) => s[key]);
  if (values.length === 0 || values.some((v) => v === null || v === undefined)) return null;
  return median(/** @type {number[]} */ (values));
}

/** The one-sided p-value of the Mann–Whitney U test, exact: every split of the pooled runs is counted,
 * ties count half. With three runs of each it is never below 0.05. @param {number[]} higher @param {number[]} lower @returns {number} */
export function chanceOfBeingHigher(higher, lower) {
  if (higher.length === 0 || lower.length === 0) throw new Error('chanceOfBeingHigher of no values');
  if (higher.length + lower.length > 20)
    throw new Error('chanceOfBeingHigher counts every split: at most 20 runs in all');
  const uOf = (/** @type {number[]} */ a, /** @type {number[]} */ b) =>
    a.reduce((sum, x) => sum + b.reduce((s, y) => s + (x > y ? 1 : x === y ? 0.5 : 0), 0), 0);
  const observed = uOf(higher, lower);
  const pooled = [...higher, ...lower];
  let atLeast = 0;
  let splits = 0;
  const chosen = /** @type {number[]} */ ([]);
  const walk = (/** @type {number} */ from) => {
    if (chosen.length === higher.length) {
      const inGroup = new Set(chosen);
      const u = uOf(
        chosen.map((i) => /** @type {number} */ (pooled[i])),
        pooled.filter((_, i) => !inGroup.has(i)),
      );
      splits += 1;
      if (u >= observed - 1e-9) atLeast += 1;
      return;
    }
    for (let i = from; i <= pooled.length - (higher.length - chosen.length); i++) {
      chosen.push(i);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return atLeast / splits;
}
