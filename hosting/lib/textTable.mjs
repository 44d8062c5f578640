export function textTable(/** @type {string[]} */ headings, /** @type {string[][]} */ rows) {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(headings), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
