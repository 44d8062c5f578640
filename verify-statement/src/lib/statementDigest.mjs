// The one definition of a statement record's fingerprint. Plain JavaScript so that the page
// (in the browser) and the records script (in Node) share it: both have Web Crypto.
//
// A fingerprint is slow on purpose: whoever knows a statement's reference and account numbers
// must not be able to recover the client's ID number by trying every value. PBKDF2 with a
// high iteration count makes each try cost what the visitor's 3-second wait already pays for.

/**
 * Joins the three fields before deriving. A control character: it cannot be typed in the
 * form, the records script refuses it in a record, and the matcher never matches a value
 * that contains it, so two different records can never join to the same text.
 */
export const FIELD_SEPARATOR = '\u001f';

/** The name the records file declares; the page refuses a file that declares another. */
export const FINGERPRINT_ALGORITHM = 'PBKDF2-HMAC-SHA-256';

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023): the records script never writes fewer. */
export const MIN_ITERATIONS = 600_000;

/**
 * What the records script writes: OWASP's figure, no more, because the oldest phones this
 * site's visitors use (32-bit, no SHA instructions) are several times slower than the machines
 * `npm run bench:verify -w verify-statement` measures, and the result must still show at 3 s.
 */
export const ITERATIONS = 600_000;

/** Random salt per records file: precomputed tables for one file are useless for the next. */
export const SALT_BYTES = 16;

/** Fingerprint length: one SHA-256 block of output, so PBKDF2 runs its iterations once. */
const FINGERPRINT_BITS = 256;

/**
 * @param {Uint8Array} bytes
 * @returns {string} lower-case hex
 */
export function bytesToHex(bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * @param {string} hex an even number of hex digits
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function hexToBytes(hex) {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError('not an even number of hex digits');
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** @returns {string} a fresh random salt, as hex */
export function randomSaltHex() {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

/**
 * PBKDF2-HMAC-SHA-256 of `secret` (UTF-8) with Web Crypto: 32 bytes, as lower-case hex.
 * @param {string} secret
 * @param {Uint8Array<ArrayBuffer>} salt
 * @param {number} iterations
 * @returns {Promise<string>}
 */
export async function pbkdf2Sha256Hex(secret, salt, iterations) {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, FINGERPRINT_BITS);
  return bytesToHex(new Uint8Array(bits));
}

/**
 * The fingerprint of a statement: PBKDF2-HMAC-SHA-256 of referenceNumber, idNumber and
 * accountNumber joined by FIELD_SEPARATOR, with the records file's salt and iteration count.
 * Exact: no trimming, no case folding, no Unicode normalisation.
 * @param {{ referenceNumber: string, idNumber: string, accountNumber: string }} statement
 * @param {{ salt: string, iterations: number }} parameters salt as hex
 * @returns {Promise<string>}
 */
export function statementFingerprint({ referenceNumber, idNumber, accountNumber }, { salt, iterations }) {
  const text = [referenceNumber, idNumber, accountNumber].join(FIELD_SEPARATOR);
  return pbkdf2Sha256Hex(text, hexToBytes(salt), iterations);
}
