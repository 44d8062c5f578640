// An operator's CSV of statements as the records file the page ships: each statement's slow, salted
// fingerprint mapped to its own prefix, drawn here when the CSV leaves it empty (docs/verify-statement.md).
import { randomBytes } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { STATEMENT_FIELD_MAX_LENGTH } from '../src/content/statementFieldLimits.mjs';
import {
  FIELD_SEPARATOR,
  FINGERPRINT_ALGORITHM,
  ITERATIONS,
  MIN_ITERATIONS,
  randomSaltHex,
  statementFingerprint,
} from '../src/lib/statementDigest.mjs';

export const CSV_COLUMNS = /** @type {const} */ (['referenceNumber', 'idNumber', 'accountNumber', 'prefix']);

/** @typedef {Record<(typeof CSV_COLUMNS)[number], string>} StatementRow */
/** @typedef {{ algorithm: typeof FINGERPRINT_ALGORITHM, iterations: number, salt: string, records: Record<string, string> }} StatementRecordsFile */
/** @typedef {{ ok: true, file: StatementRecordsFile, count: number, drawn: number, csv: string } | { ok: false, errors: string[] }} ConversionResult `csv` with every prefix filled in */

/** These words, a space and 128 random bits in base64url. */
const PREFIX_WORDS = 'Verified Statement';
const PREFIX_RANDOM_BYTES = 16;
// 16 bytes are 22 base64url characters, the last holding 2 bits only (A, Q, g or w).
const PREFIX_SHAPE = /^Verified Statement [A-Za-z0-9_-]{21}[AQgw]$/;

const drawPrefix = () => `${PREFIX_WORDS} ${randomBytes(PREFIX_RANDOM_BYTES).toString('base64url')}`;

// Tabs, line breaks and other control characters: none belongs in a record.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DIGITS_ONLY = /^[0-9]+$/;
// The reference number becomes part of the statement's file name (the prefix's shape has neither).
const PATH_CHARACTER = /[/\\]/;

/** @param {string} csvText @param {{ salt?: string, iterations?: number }} [options] given only to reproduce a file @returns {Promise<ConversionResult>} */
export async function recordsFromCsv(csvText, { salt = randomSaltHex(), iterations = ITERATIONS } = {}) {
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS) {
    throw new RangeError(`at least ${MIN_ITERATIONS} iterations, not ${iterations}`);
  }
  let rows;
  try {
    // With `info: true` each row is { record, info }; the library's types do not say so.
    rows = /** @type {{ record: string[], info: { lines: number } }[]} */ (
      /** @type {any} */ (parse)(csvText.replace(/\r\n?/g, '\n'), {
        bom: true,
        info: true,
        record_delimiter: '\n',
        relax_column_count: true,
        skip_empty_lines: true,
      })
    );
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, errors: [`line ${error.lines}: ${error.message}`] };
    throw error;
  }

  const [header, ...body] = rows;
  const headerErrors = checkHeader(header?.record);
  if (headerErrors) return { ok: false, errors: [`line 1: ${headerErrors}`] };
  const columnOrder = /** @type {string[]} */ (header?.record);

  const errors = /** @type {string[]} */ ([]);
  const statements = /** @type {{ line: number, row: StatementRow }[]} */ ([]);
  let drawn = 0;

  for (const { record, info } of body) {
    // info.lines is the record's last line; a quoted value may have spanned several.
    const line = info.lines - record.join('').split('\n').length + 1;
    if (record.length !== CSV_COLUMNS.length) {
      errors.push(
        `line ${line}: expected ${CSV_COLUMNS.length} values (${CSV_COLUMNS.join(',')}), found ${record.length}`,
      );
      continue;
    }
    const row = /** @type {StatementRow} */ (
      Object.fromEntries(columnOrder.map((name, index) => [name, record[index]]))
    );
    const problems = rowProblems(row);
    if (problems.length > 0) {
      errors.push(...problems.map((problem) => `line ${line}: ${problem}`));
      continue;
    }
    if (row.prefix === '') {
      row.prefix = drawPrefix();
      drawn += 1;
    }
    statements.push({ line, row });
  }

  // Duplicates are found on the three fields themselves, before any slow derivation.
  const firstLineOfStatement = /** @type {Map<string, number>} */ (new Map());
  const firstLineOfPrefix = /** @type {Map<string, number>} */ (new Map());
  for (const { line, row } of statements) {
    const key = [row.referenceNumber, row.idNumber, row.accountNumber].join(FIELD_SEPARATOR);
    const earlier = firstLineOfStatement.get(key);
    if (earlier === undefined) firstLineOfStatement.set(key, line);
    else errors.push(`line ${line}: the same statement as line ${earlier}`);
    const earlierPrefix = firstLineOfPrefix.get(row.prefix);
    if (earlierPrefix === undefined) firstLineOfPrefix.set(row.prefix, line);
    else if (earlier === undefined)
      errors.push(`line ${line}: the same prefix as line ${earlierPrefix}; each statement needs its own`);
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => lineOf(a) - lineOf(b)) };
  if (statements.length === 0) return { ok: false, errors: ['the file has no statements after its header row'] };

  // Each derivation takes about a tenth of a second; Node runs several at once on its thread pool.
  const parameters = { salt, iterations };
  const entries = await Promise.all(
    statements.map(
      async ({ row }) => /** @type {[string, string]} */ ([await statementFingerprint(row, parameters), row.prefix]),
    ),
  );
  // Sorted so that the same statements and salt always give the same file (clean diffs).
  const records = Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
  const csv = [
    columnOrder,
    ...statements.map(({ row }) => columnOrder.map((name) => row[/** @type {keyof StatementRow} */ (name)])),
  ]
    .map((values) => `${values.map(csvValue).join(',')}\n`)
    .join('');
  return {
    ok: true,
    file: { algorithm: FINGERPRINT_ALGORITHM, iterations, salt, records },
    count: statements.length,
    drawn,
    csv,
  };
}

/** Line breaks are refused earlier. */
function csvValue(/** @type {string} */ value) {
  return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function lineOf(/** @type {string} */ error) {
  return Number(/^line (\d+):/.exec(error)?.[1] ?? 0);
}

/** @param {string[] | undefined} header @returns {string | undefined} */
function checkHeader(header) {
  const expected = `the header row must name the columns ${CSV_COLUMNS.join(',')}`;
  if (!header) return `the file is empty: ${expected}`;
  const names = [...header].sort();
  const wanted = [...CSV_COLUMNS].sort();
  if (names.length !== wanted.length || names.some((name, index) => name !== wanted[index])) {
    return `${expected} (found ${header.join(',')})`;
  }
  return undefined;
}

function rowProblems(/** @type {StatementRow} */ row) {
  const problems = /** @type {string[]} */ ([]);
  for (const column of CSV_COLUMNS) {
    const value = row[column];
    // An empty prefix is drawn (recordsFromCsv); one given must have the shape of a drawn one.
    if (value === '') {
      if (column !== 'prefix') problems.push(`${column} is empty`);
    } else if (CONTROL_CHARACTER.test(value) || value.includes(FIELD_SEPARATOR))
      problems.push(`${column} contains a tab, line break or other control character`);
    else if (value.trim() !== value)
      problems.push(`${column} has spaces at its start or end; values are compared exactly, so remove them`);
    else if (column === 'prefix' && !PREFIX_SHAPE.test(value)) {
      problems.push(
        `prefix must be "${PREFIX_WORDS}", a space and 22 base64url characters (128 random bits); leave it empty and the script draws one`,
      );
    }
  }
  for (const column of /** @type {const} */ (['referenceNumber', 'idNumber', 'accountNumber'])) {
    const limit = STATEMENT_FIELD_MAX_LENGTH[column];
    if (row[column].length > limit)
      problems.push(`${column} is longer than the ${limit} characters the form accepts, so no visitor could type it`);
  }
  if (row.accountNumber !== '' && !DIGITS_ONLY.test(row.accountNumber))
    problems.push('accountNumber must contain digits only');
  if (PATH_CHARACTER.test(row.referenceNumber))
    problems.push("referenceNumber contains / or \\, which cannot be part of the statement's file name");
  return problems;
}
