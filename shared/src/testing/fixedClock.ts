import { onTestFinished, vi } from 'vitest';

/** A leap day's last half-minute (UTC): a moment that finds day, month and year arithmetic. */
export const LEAP_DAY_LAST_MINUTE = Date.UTC(2028, 1, 29, 23, 59, 30);

/**
 * Fixes the clock (shared/src/clock.mjs, and every Date) at `time` for the rest of the running
 * test, timers left real; `moveTo` sets it again, e.g. to "a day later". Returns `time`.
 */
export function fixClockAt(time: number = LEAP_DAY_LAST_MINUTE): number {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return time;
}

/** Moves the fixed clock to `time`. */
export function moveClockTo(time: number): void {
  vi.setSystemTime(time);
}
