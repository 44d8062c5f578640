import { describe, expect, it } from 'vitest';
import { groupInto } from './groupInto';

describe('groupInto', () => {
  it('splits into consecutive groups, the last one possibly shorter', () => {
    expect(groupInto([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(groupInto([], 5)).toEqual([]);
  });

  it('refuses a group size that is not a positive integer', () => {
    expect(() => groupInto([1], 0)).toThrow(RangeError);
  });
});
