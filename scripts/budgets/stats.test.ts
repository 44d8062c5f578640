import { describe, expect, it } from 'vitest';
import { chanceOfBeingHigher, median, medianOf } from './stats.mjs';

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

describe('chanceOfBeingHigher (the one-sided Mann–Whitney test, exact)', () => {
  it('is small only when nearly every run of one kind is above every run of the other', () => {
    // Seven of each, entirely apart: 1 split in 3,432.
    expect(chanceOfBeingHigher([8, 9, 10, 11, 12, 13, 14], [1, 2, 3, 4, 5, 6, 7])).toBeCloseTo(1 / 3432, 6);
    // Interleaved: nothing to tell them apart.
    expect(chanceOfBeingHigher([1, 3, 5, 7, 9, 11, 13], [2, 4, 6, 8, 10, 12, 14])).toBeGreaterThan(0.5);
    // The other way round: certainly not higher.
    expect(chanceOfBeingHigher([1, 2, 3], [7, 8, 9])).toBe(1);
  });

  it('never reaches 0.05 with three runs of each: they cannot tell a page from the machine', () => {
    expect(chanceOfBeingHigher([900, 910, 920], [700, 710, 720])).toBe(0.05);
  });

  it('counts ties as halves, so equal runs are no evidence', () => {
    expect(chanceOfBeingHigher([0, 0, 0, 0, 0], [0, 0, 0, 0, 0])).toBe(1);
    expect(chanceOfBeingHigher([60, 70, 0, 80, 90], [0, 0, 0, 0, 0])).toBeLessThan(0.05);
  });

  it('refuses no runs, and more than it can count', () => {
    expect(() => chanceOfBeingHigher([], [1])).toThrow('no values');
    expect(() => chanceOfBeingHigher(Array(11).fill(1), Array(10).fill(1))).toThrow('at most 20');
  });
});
