// Plain text tables for the terminal: the field-speed report (hosting/vitals/) and the budgets
// (scripts/budgets/report.mjs).

/** A plain text table, columns padded: the first to the left, the others to the right. @param {string[]} headings @param {string[][]} rows */
export function textTable(headings, rows) {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(headings), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
