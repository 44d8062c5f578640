import { describe, expect, it } from 'vitest';
import { LOCALES } from '../language/language';
import { formatIsoDate } from './formatDate';

describe('formatIsoDate', () => {
  it('writes an ISO date as day, month name and year, in English', () => {
    expect(formatIsoDate('2026-09-14', LOCALES.en)).toBe('14 September 2026');
    expect(formatIsoDate('2020-01-01', LOCALES.en)).toBe('1 January 2020');
    expect(formatIsoDate('2024-12-31', LOCALES.en)).toBe('31 December 2024');
  });

  it('and in French', () => {
    expect(formatIsoDate('2026-09-14', LOCALES.fr)).toBe('14 septembre 2026');
    expect(formatIsoDate('2020-01-01', LOCALES.fr)).toMatch(/^1(er)? janvier 2020$/);
    expect(formatIsoDate('2024-12-31', LOCALES.fr)).toBe('31 décembre 2024');
  });

  it('keeps the day whatever the machine’s time zone', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(formatIsoDate('2026-09-14', LOCALES.en)).toBe('14 September 2026');
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('refuses anything else', () => {
    for (const bad of ['2026-13-01', '2026-00-10', '2026-01-32', '2026-02-31', '14/09/2026', '2026-9-14', '']) {
      expect(() => formatIsoDate(bad, LOCALES.en)).toThrow(/ISO date/);
    }
  });
});
