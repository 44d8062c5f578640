import { describe, expect, it } from 'vitest';
import { touchThresholdFor } from './swipeThreshold';

describe('touchThresholdFor', () => {
  it('makes listWidth / touchThreshold equal the threshold in pixels', () => {
    for (const width of [320, 375, 400, 768, 1152]) {
      expect(width / touchThresholdFor(width, 40)).toBeCloseTo(40, 10);
    }
  });

  it('never asks for a swipe longer than the list', () => {
    expect(touchThresholdFor(30, 40)).toBe(1);
  });

  it("keeps react-slick's default before the list is measured", () => {
    expect(touchThresholdFor(0, 40)).toBe(5);
  });
});
