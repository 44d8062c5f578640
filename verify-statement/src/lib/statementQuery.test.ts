import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, fieldsWithOuterSpaces, queryProblems } from './statementQuery';

describe('queryProblems', () => {
  it('requires all three fields', () => {
    expect(queryProblems(EMPTY_QUERY)).toEqual({ referenceNumber: 'required', idNumber: 'required', accountNumber: 'required' });
  });

  it('accepts any reference and ID text, and digits as the account number', () => {
    expect(queryProblems({ referenceNumber: 'x y', idNumber: ' 1 ', accountNumber: '0012' })).toEqual({});
  });

  it.each(['12a', '12 34', ' 1234', '１２３', '-1', '1.5', '1e5'])('refuses the account number %j', (accountNumber) => {
    expect(queryProblems({ referenceNumber: 'R', idNumber: 'I', accountNumber })).toEqual({ accountNumber: 'digits-only' });
  });

  it('counts a value of spaces as filled in: the exact comparison decides', () => {
    expect(queryProblems({ referenceNumber: ' ', idNumber: 'I', accountNumber: '1' })).toEqual({});
  });
});

describe('fieldsWithOuterSpaces', () => {
  it('names the fields that start or end with white space', () => {
    expect(fieldsWithOuterSpaces({ referenceNumber: 'R ', idNumber: 'I', accountNumber: '\t1' })).toEqual(['referenceNumber', 'accountNumber']);
  });
});
