// The bootstrap interval of a difference of two p75s (docs/decisions/field-speed-statistics.md).
import { nearestRankPercentile } from './summary.mjs';

export const INTERVAL_PERCENT = 99;
const INTERVAL_LOW = (100 - INTERVAL_PERCENT) / 2;

export const BOOTSTRAP_RESAMPLES = 2000;

const BOOTSTRAP_SEED = 0x5eed;

/** mulberry32: numbers in [0, 1), the same for the same seed. @param {number} seed @returns {() => number} */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Counting how often each index of `sorted` is drawn finds the resample's p75 without sorting it.
 * @param {Float64Array} sorted not empty @param {() => number} random @param {Uint32Array} [counts] reused across resamples */
export function resampledP75(sorted, random, counts = new Uint32Array(sorted.length)) {
  const size = sorted.length;
  counts.fill(0);
  for (let draw = 0; draw < size; draw++) {
    const drawnIndex = Math.floor(random() * size);
    counts[drawnIndex] = /** @type {number} */ (counts[drawnIndex]) + 1;
  }
  const rank = Math.ceil((75 * size) / 100);
  let index = 0;
  let drawn = /** @type {number} */ (counts[0]);
  while (drawn < rank) drawn += /** @type {number} */ (counts[++index]);
  return /** @type {number} */ (sorted[index]);
}

/** Four decimals, as the beacon's CLS: a difference without the float's noise. */
export const tidy = (/** @type {number} */ value) => Number(value.toFixed(4));

/** Of the canary's p75 minus the live release's. @param {Float64Array} canary sorted, not empty @param {Float64Array} live @param {{ resamples?: number, seed?: number }} [options] @returns {[number, number]} */
export function bootstrapInterval(canary, live, { resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED } = {}) {
  const random = mulberry32(seed);
  const canaryCounts = new Uint32Array(canary.length);
  const liveCounts = new Uint32Array(live.length);
  const differences = new Float64Array(resamples);
  for (let resample = 0; resample < resamples; resample++) {
    differences[resample] = resampledP75(canary, random, canaryCounts) - resampledP75(live, random, liveCounts);
  }
  return [
    tidy(nearestRankPercentile(differences, INTERVAL_LOW)),
    tidy(nearestRankPercentile(differences, 100 - INTERVAL_LOW)),
  ];
}
