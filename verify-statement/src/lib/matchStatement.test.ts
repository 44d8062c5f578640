import { afterEach, describe, expect, it, vi } from 'vitest';
import shippedFile from '../content/statementRecords.json';
import { findStatementPrefix, InsecureContextError, type StatementRecordsFile } from './matchStatement';
import { FINGERPRINT_ALGORITHM, MIN_ITERATIONS, statementFingerprint } from './statementDigest.mjs';
import type { StatementQuery } from './statementQuery';

// The sample record of the product contract (docs/product-contract.md); the shipped records file holds only its fingerprint.
const SAMPLE: StatementQuery = {
  referenceNumber: 'MB-STM-2025-0042',
  idNumber: '112233445',
  accountNumber: '37100012345',
};
// Its own prefix (shared/spec/decisions.md): the part of its file's address only a full match gives.
const SAMPLE_PREFIX = 'Verified Statement TFMXJ0eLHiz-41twKSQPPA';

afterEach(() => vi.unstubAllGlobals());

describe('the shipped records file', () => {
  it('declares PBKDF2-HMAC-SHA-256 with at least 600,000 iterations and a 16-byte random salt', () => {
    expect(shippedFile.algorithm).toBe('PBKDF2-HMAC-SHA-256');
    expect(shippedFile.iterations).toBeGreaterThanOrEqual(MIN_ITERATIONS);
    expect(MIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(shippedFile.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('holds no field in clear, only fingerprints', () => {
    const text = JSON.stringify(shippedFile);
    for (const value of Object.values(SAMPLE)) expect(text).not.toContain(value);
    expect(Object.keys(shippedFile.records).every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it('is keyed by the fingerprint made with the iteration count and salt it declares', async () => {
    const fingerprint = await statementFingerprint(SAMPLE, {
      salt: shippedFile.salt,
      iterations: shippedFile.iterations,
    });
    expect(shippedFile.records).toHaveProperty(fingerprint, SAMPLE_PREFIX);
  });

  it('is read with its own salt and iteration count: change either and the sample no longer matches', async () => {
    const otherSalt = shippedFile.salt.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    expect(await findStatementPrefix(SAMPLE, { ...shippedFile, salt: otherSalt })).toBeUndefined();
    expect(
      await findStatementPrefix(SAMPLE, { ...shippedFile, iterations: shippedFile.iterations + 1 }),
    ).toBeUndefined();
  });
});

describe('findStatementPrefix against the shipped records', () => {
  it('finds the sample statement when all three fields are exact, and returns its own prefix', async () => {
    expect(await findStatementPrefix(SAMPLE)).toBe(SAMPLE_PREFIX);
  });

  it('holds a prefix of its own for every statement, none the old shared one', () => {
    const prefixes = Object.values(shippedFile.records);
    expect(prefixes.every((prefix) => /^Verified Statement [A-Za-z0-9_-]{21}[AQgw]$/.test(prefix))).toBe(true);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it.each([
    ['referenceNumber', 'MB-STM-2025-0043'],
    ['idNumber', '112233446'],
    ['accountNumber', '37100012346'],
  ] as const)('finds nothing when %s is wrong', async (field, value) => {
    expect(await findStatementPrefix({ ...SAMPLE, [field]: value })).toBeUndefined();
  });

  it('finds nothing when every field is wrong', async () => {
    expect(
      await findStatementPrefix({
        referenceNumber: 'MB-STM-2025-0041',
        idNumber: '112233444',
        accountNumber: '37100012344',
      }),
    ).toBeUndefined();
  });

  it('is case sensitive', async () => {
    expect(await findStatementPrefix({ ...SAMPLE, referenceNumber: 'mb-stm-2025-0042' })).toBeUndefined();
    expect(await findStatementPrefix({ ...SAMPLE, referenceNumber: 'Mb-Stm-2025-0042' })).toBeUndefined();
  });

  it.each(['referenceNumber', 'idNumber', 'accountNumber'] as const)(
    'does not trim white space around %s into a match',
    async (field) => {
      for (const spaced of [` ${SAMPLE[field]}`, `${SAMPLE[field]} `, `${SAMPLE[field]}\t`, `${SAMPLE[field]}\u00a0`]) {
        expect(await findStatementPrefix({ ...SAMPLE, [field]: spaced })).toBeUndefined();
      }
    },
  );

  it('finds nothing for fields swapped between each other', async () => {
    expect(
      await findStatementPrefix({
        referenceNumber: SAMPLE.idNumber,
        idNumber: SAMPLE.referenceNumber,
        accountNumber: SAMPLE.accountNumber,
      }),
    ).toBeUndefined();
  });

  it('handles absurd input without error', async () => {
    const absurd = [
      '9'.repeat(10_000),
      '😀🏦💸',
      '<img src=x onerror=alert(1)>',
      'مرحبا بالعالم',
      '\u202eMB-STM',
      '__proto__',
      'constructor',
    ];
    for (const value of absurd) {
      await expect(
        findStatementPrefix({ referenceNumber: value, idNumber: value, accountNumber: value }),
      ).resolves.toBeUndefined();
    }
  });
});

describe('findStatementPrefix against given records', () => {
  const fast = { algorithm: FINGERPRINT_ALGORITHM, salt: '00112233445566778899aabbccddeeff', iterations: 1000 };

  it('returns the prefix of the record the three fields unlock, each statement its own', async () => {
    const other: StatementQuery = {
      referenceNumber: 'MB-STM-2025-0043',
      idNumber: '112233445',
      accountNumber: '37100012345',
    };
    const records = {
      [await statementFingerprint(SAMPLE, fast)]: SAMPLE_PREFIX,
      [await statementFingerprint(other, fast)]: 'Verified Statement 9hBVbWkBvtFqP2sGy-x0Eg',
    };
    expect(await findStatementPrefix(SAMPLE, { ...fast, records })).toBe(SAMPLE_PREFIX);
    expect(await findStatementPrefix(other, { ...fast, records })).toBe('Verified Statement 9hBVbWkBvtFqP2sGy-x0Eg');
    // The next reference with the same account and a wrong ID number unlocks nothing.
    expect(await findStatementPrefix({ ...other, idNumber: '112233446' }, { ...fast, records })).toBeUndefined();
  });

  it('derives once per check, however many statements the file holds', async () => {
    const records: Record<string, string> = { [await statementFingerprint(SAMPLE, fast)]: SAMPLE_PREFIX };
    for (let n = 0; n < 5000; n += 1) records[n.toString(16).padStart(64, '0')] = 'Other';
    const deriveBits = vi.spyOn(globalThis.crypto.subtle, 'deriveBits');
    expect(await findStatementPrefix(SAMPLE, { ...fast, records })).toBe(SAMPLE_PREFIX);
    expect(deriveBits).toHaveBeenCalledTimes(1);
  });

  it('never matches a value holding the field separator, even against a hand-edited records file', async () => {
    const file: StatementRecordsFile = {
      ...fast,
      records: {
        [await statementFingerprint({ referenceNumber: 'A', idNumber: 'B\u001fC', accountNumber: '1' }, fast)]:
          'Forged',
      },
    };
    // Joined, this query is the same text as the record above.
    expect(
      await findStatementPrefix({ referenceNumber: 'A\u001fB', idNumber: 'C', accountNumber: '1' }, file),
    ).toBeUndefined();
  });

  it('refuses a records file made with another algorithm rather than failing every check quietly', async () => {
    await expect(findStatementPrefix(SAMPLE, { ...shippedFile, algorithm: 'SHA-256' })).rejects.toThrow(
      'Unknown statement records algorithm: SHA-256',
    );
  });

  it('says so when the browser has no Web Crypto (plain http on another host)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(findStatementPrefix(SAMPLE)).rejects.toBeInstanceOf(InsecureContextError);
  });
});
