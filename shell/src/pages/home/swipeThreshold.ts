/** react-slick's default, used until the list has been measured. */
const DEFAULT_TOUCH_THRESHOLD = 5;

/**
 * react-slick counts a swipe longer than listWidth / touchThreshold, so a fixed distance needs listWidth / thresholdPx;
 * at least 1, as a threshold wider than the list could never be met (docs/decisions/testimonials-carousel.md).
 */
export function touchThresholdFor(listWidthPx: number, thresholdPx: number): number {
  if (!(listWidthPx > 0) || !(thresholdPx > 0)) return DEFAULT_TOUCH_THRESHOLD;
  return Math.max(1, listWidthPx / thresholdPx);
}
