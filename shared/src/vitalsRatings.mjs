// How the field-speed report rates a metric's value (hosting/vitals/): by the thresholds of Google's
// Core Web Vitals as web-vitals, the library the shell measures with, exports them (the takeover's
// are the project's own), and the way it rates a measurement. Node only: the shell's pages import the beacon (vitalsBeacon.mjs) but rate
// nothing, so web-vitals' measuring code stays in the reporting chunk alone.
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { METRICS } from './vitalsBeacon.mjs';

/**
 * From the first act to the app taking over: no Core Web Vital measures it, so the thresholds
 * are the project's own (docs/field-speed.md says why these).
 */
const TAKEOVER_THRESHOLDS = Object.freeze([2000, 4000]);

/** Each metric's `[good, poor]`, by name. */
const THRESHOLDS = { FCP: FCPThresholds, LCP: LCPThresholds, TTFB: TTFBThresholds, CLS: CLSThresholds, INP: INPThresholds, Takeover: TAKEOVER_THRESHOLDS };

/**
 * The beacon's metrics, in its order, each with its thresholds: good up to `good`, poor above
 * `poor`, needs improvement in between.
 */
export const RATED_METRICS = Object.freeze(
  METRICS.map((metric) => {
    const [good, poor] = THRESHOLDS[metric.name];
    return Object.freeze({ ...metric, good: /** @type {number} */ (good), poor: /** @type {number} */ (poor) });
  }),
);

/**
 * A value against its metric's thresholds, as web-vitals rates a measurement (which spells the
 * middle one `needs-improvement`).
 * @param {{ good: number, poor: number }} metric @param {number} value
 * @returns {'good' | 'needs improvement' | 'poor'}
 */
export const ratingOf = (metric, value) => (value > metric.poor ? 'poor' : value > metric.good ? 'needs improvement' : 'good');
