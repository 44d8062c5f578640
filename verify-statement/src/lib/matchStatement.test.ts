import { describe, expect, it, vi } from 'vitest';
import { findStatementPrefix, InsecureContextError, type StatementRecords } from './matchStatement';
import { statementDigest } from './statementDigest.mjs';
import type { StatementQuery } from './statementQuery';

// The sample record of decisions.md; the shipped records file holds only its fingerprint.
const SAMPLE: StatementQuery = { referenceNumber: 'MB-STM-2025-0042', idNumber: '112233445', accountNumber: '37100012345' };

describe('findStatementPrefix against the shipped records', () => {
  it('finds the sample statement when all three fields are exact', async () => {
    expect(await findStatementPrefix(SAMPLE)).toBe('Verified Statement');
  });

  it.each([
    ['referenceNumber', 'MB-STM-2025-0043'],
    ['idNumber', '112233446'],
    ['accountNumber', '37100012346'],
  ] as const)('finds nothing when %s is wrong', async (field, value) => {
    expect(await findStatementPrefix({ ...SAMPLE, [field]: value })).toBeUndefined();
  });

  it('is case sensitive', async () => {
    expect(await findStatementPrefix({ ...SAMPLE, referenceNumber: 'mb-stm-2025-0042' })).toBeUndefined();
    expect(await findStatementPrefix({ ...SAMPLE, referenceNumber: 'Mb-Stm-2025-0042' })).toBeUndefined();
  });

  it.each(['referenceNumber', 'idNumber', 'accountNumber'] as const)('does not trim white space around %s into a match', async (field) => {
    for (const spaced of [` ${SAMPLE[field]}`, `${SAMPLE[field]} `, `${SAMPLE[field]}\t`, `${SAMPLE[field]}\u00a0`]) {
      expect(await findStatementPrefix({ ...SAMPLE, [field]: spaced })).toBeUndefined();
    }
  });

  it('finds nothing for fields swapped between each other', async () => {
    expect(await findStatementPrefix({ referenceNumber: SAMPLE.idNumber, idNumber: SAMPLE.referenceNumber, accountNumber: SAMPLE.accountNumber })).toBeUndefined();
  });

  it('handles absurd input without error', async () => {
    const absurd = ['9'.repeat(10_000), '😀🏦💸', '<img src=x onerror=alert(1)>', 'مرحبا بالعالم', '\u202eMB-STM', '__proto__', 'constructor'];
    for (const value of absurd) {
      await expect(findStatementPrefix({ referenceNumber: value, idNumber: value, accountNumber: value })).resolves.toBeUndefined();
    }
  });
});

describe('findStatementPrefix against given records', () => {
  it('never matches a value holding the field separator, even against a hand-edited records file', async () => {
    const records: StatementRecords = {
      [await statementDigest({ referenceNumber: 'A', idNumber: 'B\u001fC', accountNumber: '1' })]: 'Forged',
    };
    // Joined, this query is the same text as the record above.
    expect(await findStatementPrefix({ referenceNumber: 'A\u001fB', idNumber: 'C', accountNumber: '1' }, records)).toBeUndefined();
  });

  it('says so when the browser has no Web Crypto (plain http on another host)', async () => {
    vi.stubGlobal('crypto', {});
    try {
      await expect(findStatementPrefix(SAMPLE)).rejects.toBeInstanceOf(InsecureContextError);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
