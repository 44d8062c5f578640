import { expect } from 'vitest';

/**
 * Checks a PDF's structure the way a reader opens it: header, trailer, a startxref that
 * points at the cross-reference table, and every object where the table says it is.
 */
export function expectWellFormedPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.startsWith('xref', startxref)).toBe(true);
  const table = /^xref\s+0 (\d+)\s+([\s\S]*?)trailer/.exec(text.slice(startxref));
  const count = Number(table?.[1]);
  const entries = (table?.[2] ?? '').trim().split(/\s*\n/);
  expect(entries).toHaveLength(count);
  entries.slice(1).forEach((entry, index) => {
    const [offset, , kind] = entry.split(' ');
    if (kind === 'n') expect(text.startsWith(`${index + 1} 0 obj`, Number(offset))).toBe(true);
  });
  expect(text).toMatch(/\/Type\s*\/Catalog/);
  expect(text).toMatch(/\/Type\s*\/Page\b/);
}
