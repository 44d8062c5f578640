/** react-slick's default, used until the list has been measured. */
const DEFAULT_TOUCH_THRESHOLD = 5;

/**
 * react-slick does not take a swipe distance: a swipe counts once it is longer than
 * listWidth / touchThreshold (swipeEnd in react-slick's innerSliderUtils). For a fixed
 * threshold in pixels, touchThreshold must therefore follow the list's width:
 * touchThreshold = listWidth / thresholdPx. A list narrower than the threshold gets 1
 * (a swipe across the whole list), since a threshold wider than the list could never be met.
 */
export function touchThresholdFor(listWidthPx: number, thresholdPx: number): number {
  if (!(listWidthPx > 0) || !(thresholdPx > 0)) return DEFAULT_TOUCH_THRESHOLD;
  return Math.max(1, listWidthPx / thresholdPx);
}
