// What failed, said again at the end of `npm test`: a run's log is long, and the end is what a
// reader (or CI's excerpt) sees first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from '../lib/packages.mjs';

export const REPORTS_VARIABLE = 'MBOA_TEST_REPORTS';

/** @returns {string[]} */
export function reportArguments(/** @type {string} */ name) {
  const folder = process.env[REPORTS_VARIABLE];
  return folder ? ['--reporter=default', '--reporter=json', `--outputFile.json=${join(folder, `${name}.json`)}`] : [];
}

/** @typedef {{ name: string, status: string, message?: string, assertionResults?: { fullName: string, status: string, failureMessages?: string[] }[] }} FileResult */

const firstLine = (/** @type {string} */ message) =>
  (
    stripVTControlCharacters(message)
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  )
    .trim()
    .slice(0, 300);

export function failedTests(/** @type {string} */ folder) {
  if (!existsSync(folder)) return [];
  const lines = /** @type {string[]} */ ([]);
  for (const report of readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    let parsed;
    try {
      parsed = /** @type {{ testResults?: FileResult[] }} */ (JSON.parse(readFileSync(join(folder, report), 'utf8')));
    } catch {
      lines.push(`${report}: unreadable (the run stopped while writing it)`);
      continue;
    }
    for (const file of parsed.testResults ?? []) {
      const where = relative(ROOT, file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed)
        lines.push(`${where} › ${test.fullName.slice(0, 200)}\n      ${firstLine(test.failureMessages?.[0] ?? '')}`);
      if (failed.length === 0 && file.status === 'failed')
        lines.push(`${where}\n      ${firstLine(file.message ?? '')}`);
    }
  }
  return lines;
}
