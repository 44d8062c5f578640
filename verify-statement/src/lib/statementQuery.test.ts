import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, fieldsWithOuterSpaces, queryProblems } from './statementQuery';

describe('queryProblems', () => {
  it('requires all three fields', () => {
    expect(queryProblems(EMPTY_QUERY)).toEqual({
      referenceNumber: 'required',
      idNumber: 'required',
      accountNumber: 'required',
    });
  });

  it('accepts any reference and ID text, and digits as the account number', () => {
    expect(queryProblems({ referenceNumber: 'x y', idNumber: ' 1 ', accountNumber: '0012' })).toEqual({});
  });

  it.each(['12a', '12 34', ' 1234', '１２３', '-1', '1.5', '1e5'])('refuses the account number %j', (accountNumber) => {
    expect(queryProblems({ referenceNumber: 'R', idNumber: 'I', accountNumber })).toEqual({
      accountNumber: 'digits-only',
    });
  });

  it('refuses a value longer than its field takes: 64 for the reference, 20 for the ID and account numbers', () => {
    const atLimit = { referenceNumber: 'R'.repeat(64), idNumber: 'I'.repeat(20), accountNumber: '1'.repeat(20) };
    expect(queryProblems(atLimit)).toEqual({});
    expect(
      queryProblems({ referenceNumber: 'R'.repeat(65), idNumber: 'I'.repeat(21), accountNumber: '1'.repeat(21) }),
    ).toEqual({
      referenceNumber: 'too-long',
      idNumber: 'too-long',
      accountNumber: 'too-long',
    });
    // One problem per field: the length is said first.
    expect(queryProblems({ ...atLimit, accountNumber: 'x'.repeat(21) })).toEqual({ accountNumber: 'too-long' });
  });

  it('counts a value of spaces as filled in: the exact comparison decides', () => {
    expect(queryProblems({ referenceNumber: ' ', idNumber: 'I', accountNumber: '1' })).toEqual({});
  });
});

describe('fieldsWithOuterSpaces', () => {
  it('names the fields that start or end with white space', () => {
    expect(fieldsWithOuterSpaces({ referenceNumber: 'R ', idNumber: 'I', accountNumber: '\t1' })).toEqual([
      'referenceNumber',
      'accountNumber',
    ]);
  });
});
