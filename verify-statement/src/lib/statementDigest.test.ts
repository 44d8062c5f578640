// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hexToBytes,
  ITERATIONS,
  MIN_ITERATIONS,
  pbkdf2Sha256Hex,
  randomSaltHex,
  SALT_BYTES,
  statementFingerprint,
} from './statementDigest.mjs';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('pbkdf2Sha256Hex', () => {
  // RFC 7914 §11 gives 64-byte PBKDF2-HMAC-SHA-256 outputs. With SHA-256 the first 32 bytes are
  // the first block, which is exactly what a 32-byte derivation returns.
  it('matches the RFC 7914 test vectors', async () => {
    expect(await pbkdf2Sha256Hex('passwd', ascii('salt'), 1)).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    );
    expect(await pbkdf2Sha256Hex('Password', ascii('NaCl'), 80_000)).toBe(
      '4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56',
    );
  });
});

describe('statementFingerprint', () => {
  const SAMPLE = { referenceNumber: 'MB-STM-2025-0042', idNumber: '112233445', accountNumber: '37100012345' };
  const salt = '000102030405060708090a0b0c0d0e0f';

  it('is PBKDF2 of the three fields joined by U+001F, with the given salt and iterations', async () => {
    const fingerprint = await statementFingerprint(SAMPLE, { salt, iterations: 1000 });
    expect(fingerprint).toBe(
      await pbkdf2Sha256Hex('MB-STM-2025-0042\u001f112233445\u001f37100012345', hexToBytes(salt), 1000),
    );
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await statementFingerprint(SAMPLE, { salt, iterations: 1001 })).not.toBe(fingerprint);
    expect(await statementFingerprint(SAMPLE, { salt: salt.replace('0f', '10'), iterations: 1000 })).not.toBe(
      fingerprint,
    );
  });

  it('writes at least the OWASP iteration count, with a fresh 16-byte salt each time', () => {
    expect(MIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(ITERATIONS).toBeGreaterThanOrEqual(MIN_ITERATIONS);
    const salts = new Set(Array.from({ length: 20 }, randomSaltHex));
    expect(salts.size).toBe(20);
    for (const each of salts) expect(each).toMatch(new RegExp(`^[0-9a-f]{${SALT_BYTES * 2}}$`));
  });

  it('refuses a salt that is not hex', () => {
    expect(() => hexToBytes('abc')).toThrow(TypeError);
    expect(() => hexToBytes('zz')).toThrow(TypeError);
  });
});
