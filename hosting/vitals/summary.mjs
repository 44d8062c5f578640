// The figures every part of the field-speed report is made of: a metric's 75th percentile over
// some records (as Google's Core Web Vitals reports sum them up), and its rating.
import { RATED_METRICS, ratingOf } from '../../shared/src/vitalsRatings.mjs';

/**
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').VitalsRecord} VitalsRecord
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').MetricField} MetricField
 * @typedef {import('../../shared/src/vitalsRatings.mjs').Rating} Rating
 * @typedef {{ p75: number | null, count: number, rating: Rating | null }} MetricSummary null without values
 * @typedef {Record<MetricField, MetricSummary>} MetricSummaries
 */

/**
 * The `percent`th percentile by the nearest-rank method: the smallest of the values such that at
 * least `percent`% of them are less than or equal to it, i.e. the value at rank ⌈percent/100 × n⌉
 * in ascending order. Always one of the values measured, never an interpolation between two, so
 * the p75 of 4 values is the 3rd, of 5 values the 4th, of 1 value that value.
 * @param {ArrayLike<number>} values
 * @param {number} percent above 0, at most 100
 * @returns {number}
 */
export function nearestRankPercentile(values, percent) {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(percent > 0 && percent <= 100)) throw new Error(`a percentile is above 0 and at most 100, not ${percent}`);
  const sorted = Float64Array.from(values).sort();
  // percent × n / 100 is exact for these sizes, so ⌈⌉ does not round up a whole rank by mistake.
  const rank = Math.ceil((percent * sorted.length) / 100);
  return /** @type {number} */ (sorted[rank - 1]);
}

/** Each metric's p75, count and rating over some records. @param {readonly VitalsRecord[]} records @returns {MetricSummaries} */
export function summarize(records) {
  return /** @type {MetricSummaries} */ (
    Object.fromEntries(
      RATED_METRICS.map((metric) => {
        const values = records.flatMap((record) => (record[metric.field] === null ? [] : [/** @type {number} */ (record[metric.field])]));
        const p75 = values.length === 0 ? null : nearestRankPercentile(values, 75);
        return [metric.field, { p75, count: values.length, rating: p75 === null ? null : ratingOf(metric, p75) }];
      }),
    )
  );
}
