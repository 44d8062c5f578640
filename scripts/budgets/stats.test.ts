import { describe, expect, it } from 'vitest';
import { median, medianOf } from './stats.mjs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([0.96, 0.94, 0.97])).toBe(0.96);
    expect(median([2120, 1980, 2360, 2010, 1995])).toBe(2010);
    expect(median([7])).toBe(7);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('does not reorder its argument', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses no values, and values that are not numbers', () => {
    expect(() => median([])).toThrow();
    expect(() => median([1, Number.NaN, 2])).toThrow();
  });
});

describe('medianOf', () => {
  it('takes the median of one field across samples', () => {
    expect(medianOf([{ fcp: 1900 }, { fcp: 2100 }, { fcp: 2000 }], 'fcp')).toBe(2000);
  });

  it('is null when any sample lacks the figure (a category not scored must not vanish from the median)', () => {
    expect(medianOf([{ seo: 1 }, { seo: null }, { seo: 1 }], 'seo')).toBeNull();
    expect(medianOf([], 'seo')).toBeNull();
  });
});
