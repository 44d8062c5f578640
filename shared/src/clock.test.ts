import { describe, expect, it } from 'vitest';
import { CAMEROON_UTC_OFFSET_MINUTES, cameroonDay, cameroonYear, inCameroon } from './clock.mjs';

describe("Cameroon's time", () => {
  it('is what the time-zone database says of Africa/Douala, at any time of any year (no daylight saving)', () => {
    const douala = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Douala',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const utc = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'medium' });
    for (let month = 0; month < 12 * 30; month += 7) {
      const time = Date.UTC(2010, month, 15, 23, 30);
      expect(utc.format(inCameroon(time)), new Date(time).toISOString()).toBe(douala.format(time));
    }
    expect(CAMEROON_UTC_OFFSET_MINUTES).toBe(60);
  });

  it('turns the day and the year an hour before UTC does, whatever zone the machine is in', () => {
    const newYearsEve = Date.UTC(2027, 11, 31, 23, 30);
    expect(cameroonYear(newYearsEve)).toBe(2028);
    expect(cameroonDay(newYearsEve, 'en-CM')).toBe('1 January 2028');
    expect(cameroonDay(newYearsEve, 'fr-CM')).toBe('1 janvier 2028');
    expect(cameroonDay(Date.UTC(2028, 1, 29, 22, 59, 59), 'en-CM')).toBe('29 February 2028');
    expect(cameroonDay(new Date(Date.UTC(2028, 1, 29, 23)), 'fr-CM')).toBe('1 mars 2028');
  });
});
