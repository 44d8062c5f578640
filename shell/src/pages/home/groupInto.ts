/** Splits items into consecutive groups of `size` (the last group may be shorter). */
export function groupInto<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Group size must be a positive integer, got ${size}.`);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}
