// The median of a page's runs: each category score and each metric on its own, as the issue
// asks (not Lighthouse's "median run", which picks one whole run).

/**
 * The median of a list of numbers (the mean of the two middle values for an even count).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  if (values.some((v) => !Number.isFinite(v))) throw new Error(`median of a non-number: ${values.join(', ')}`);
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? /** @type {number} */ (sorted[middle]) : (/** @type {number} */ (sorted[middle - 1]) + /** @type {number} */ (sorted[middle])) / 2;
}

/**
 * The median of one field across samples; null when any sample lacks it (a category Lighthouse
 * could not score): a missing figure must fail the check, not vanish from the median.
 * @template {Record<string, number | null>} T
 * @param {T[]} samples
 * @param {keyof T} key
 * @returns {number | null}
 */
export function medianOf(samples, key) {
  const values = samples.map((s) => s[key]);
  if (values.length === 0 || values.some((v) => v === null || v === undefined)) return null;
  return median(/** @type {number[]} */ (values));
}
