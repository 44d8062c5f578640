import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ACT_MARK as BOOT_FIRST_ACT_MARK } from './boot';
import { APP_TOOK_OVER_MARK, FIRST_ACT_MARK, markAppTookOver, takeoverAfterFirstAct } from './takeover';

describe('the takeover after the first act', () => {
  afterEach(() => performance.clearMarks());

  it('is the time from the mark the boot script sets at the first act to the app’s own', () => {
    expect(BOOT_FIRST_ACT_MARK, 'boot.ts writes the same name').toBe(FIRST_ACT_MARK);
    performance.mark(FIRST_ACT_MARK, { startTime: 1200 });
    performance.mark(APP_TOOK_OVER_MARK, { startTime: 2450 });
    expect(takeoverAfterFirstAct()).toBe(1250);
  });

  it('is not measured when the app started with no act (the browser idle near a form)', () => {
    markAppTookOver();
    expect(takeoverAfterFirstAct()).toBeUndefined();
  });

  it('is not measured before the app has taken over', () => {
    performance.mark(FIRST_ACT_MARK);
    expect(takeoverAfterFirstAct()).toBeUndefined();
  });
});
