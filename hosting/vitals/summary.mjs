// A metric's 75th percentile over some records, as Google's Core Web Vitals reports sum them up.
import { RATED_METRICS, ratingOf } from '../../shared/src/vitalsRatings.mjs';

/** @import { MetricField, VitalsRecord } from '../../shared/src/vitalsBeacon.mjs' */
/** @import { Rating } from '../../shared/src/vitalsRatings.mjs' */
/** @typedef {{ p75: number | null, count: number, rating: Rating | null }} MetricSummary */
/** @typedef {Record<MetricField, MetricSummary>} MetricSummaries */

/** Always one of the values, never an interpolation. @param {ArrayLike<number>} values @param {number} percent in (0, 100] @returns {number} */
export function nearestRankPercentile(values, percent) {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(percent > 0 && percent <= 100)) throw new Error(`a percentile is above 0 and at most 100, not ${percent}`);
  const sorted = Float64Array.from(values).sort();
  // Multiplied first: percent × n / 100 is exact for these sizes, so ⌈⌉ never rounds a whole rank up.
  const rank = Math.ceil((percent * sorted.length) / 100);
  return /** @type {number} */ (sorted[rank - 1]);
}

export function summarize(/** @type {readonly VitalsRecord[]} */ records) {
  return /** @type {MetricSummaries} */ (
    Object.fromEntries(
      RATED_METRICS.map((metric) => {
        const values = records.flatMap((record) =>
          record[metric.field] === null ? [] : [/** @type {number} */ (record[metric.field])],
        );
        const p75 = values.length === 0 ? null : nearestRankPercentile(values, 75);
        return [metric.field, { p75, count: values.length, rating: p75 === null ? null : ratingOf(metric, p75) }];
      }),
    )
  );
}
