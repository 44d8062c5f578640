import { STATEMENT_FIELD_MAX_LENGTH } from '../content/statementFieldLimits.mjs';
import type { StatementFields } from './statementDigest.mjs';

export type StatementQuery = StatementFields;
export type StatementField = keyof StatementQuery;

export const STATEMENT_FIELDS: readonly StatementField[] = ['referenceNumber', 'idNumber', 'accountNumber'];

export const EMPTY_QUERY: StatementQuery = { referenceNumber: '', idNumber: '', accountNumber: '' };

export type FieldProblem = 'required' | 'too-long' | 'digits-only';
export type FieldProblems = Partial<Record<StatementField, FieldProblem>>;

const DIGITS_ONLY = /^[0-9]+$/;

/** Nothing is trimmed. maxlength stops typing and pasting beyond a limit; this catches any other way in. */
export function queryProblems(query: StatementQuery): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of STATEMENT_FIELDS) {
    if (query[field] === '') problems[field] = 'required';
    else if (query[field].length > STATEMENT_FIELD_MAX_LENGTH[field]) problems[field] = 'too-long';
  }
  if (!problems.accountNumber && query.accountNumber !== '' && !DIGITS_ONLY.test(query.accountNumber))
    problems.accountNumber = 'digits-only';
  return problems;
}

/** They count in the exact comparison. */
export function fieldsWithOuterSpaces(query: StatementQuery): StatementField[] {
  return STATEMENT_FIELDS.filter((field) => query[field].trim() !== query[field]);
}
