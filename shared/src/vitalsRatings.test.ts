import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { METRICS } from './vitalsBeacon.mjs';
import { RATED_METRICS, ratingOf } from './vitalsRatings.mjs';

const metric = (name: string) => RATED_METRICS.find((m) => m.name === name)!;

describe('the thresholds', () => {
  it('are web-vitals’ own, for each metric of the beacon, in its order (the takeover’s the project’s own)', () => {
    expect(RATED_METRICS.map(({ name, good, poor }) => [name, [good, poor]])).toEqual([
      ['FCP', FCPThresholds],
      ['LCP', LCPThresholds],
      ['TTFB', TTFBThresholds],
      ['CLS', CLSThresholds],
      ['INP', INPThresholds],
      ['Takeover', [2000, 4000]],
    ]);
    expect(RATED_METRICS.map(({ good, poor, ...definition }) => (good < poor ? definition : undefined))).toEqual(
      METRICS,
    );
  });
});

describe('ratingOf', () => {
  it('is good up to the good threshold, poor only above the poor one', () => {
    expect(ratingOf(metric('LCP'), 2500)).toBe('good');
    expect(ratingOf(metric('LCP'), 2501)).toBe('needs improvement');
    expect(ratingOf(metric('LCP'), 4000)).toBe('needs improvement');
    expect(ratingOf(metric('LCP'), 4001)).toBe('poor');
    expect(ratingOf(metric('CLS'), 0.1)).toBe('good');
    expect(ratingOf(metric('CLS'), 0.25)).toBe('needs improvement');
    expect(ratingOf(metric('CLS'), 0.2501)).toBe('poor');
  });
});
