// Each metric's thresholds, as web-vitals exports them, and a value's rating. Node only: the pages
// rate nothing, so web-vitals' measuring code stays in the reporting chunk alone.
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { METRICS } from './vitalsBeacon.mjs';

/** No Core Web Vital measures the takeover: the project's own (docs/field-speed.md). */
const TAKEOVER_THRESHOLDS = Object.freeze([2000, 4000]);

const THRESHOLDS = {
  FCP: FCPThresholds,
  LCP: LCPThresholds,
  TTFB: TTFBThresholds,
  CLS: CLSThresholds,
  INP: INPThresholds,
  Takeover: TAKEOVER_THRESHOLDS,
};

/** Good up to `good`, poor above `poor`. */
export const RATED_METRICS = Object.freeze(
  METRICS.map((metric) => {
    const [good, poor] = THRESHOLDS[metric.name];
    return Object.freeze({ ...metric, good, poor });
  }),
);

/** As web-vitals rates a measurement, which spells the middle one `needs-improvement`. */
export const ratingOf = (metric, value) =>
  value > metric.poor ? 'poor' : value > metric.good ? 'needs improvement' : 'good';
