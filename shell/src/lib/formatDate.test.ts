import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './formatDate';

describe('formatIsoDate', () => {
  it('writes an ISO date as day, month name and year', () => {
    expect(formatIsoDate('2026-09-14')).toBe('14 September 2026');
    expect(formatIsoDate('2020-01-01')).toBe('1 January 2020');
    expect(formatIsoDate('2024-12-31')).toBe('31 December 2024');
  });

  it('refuses anything else', () => {
    for (const bad of ['2026-13-01', '2026-00-10', '2026-01-32', '14/09/2026', '2026-9-14', '']) {
      expect(() => formatIsoDate(bad)).toThrow(/ISO date/);
    }
  });
});
