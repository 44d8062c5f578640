// A statement record's fingerprint, slow on purpose, for the page and the records script alike
// (docs/verify-statement.md, "Trying every ID number is slow").

/** No record can contain it, so that two different records never join to the same text. */
export const FIELD_SEPARATOR = '\u001f';

export const FINGERPRINT_ALGORITHM = 'PBKDF2-HMAC-SHA-256';

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023). */
export const MIN_ITERATIONS = 600_000;
export const ITERATIONS = 600_000;

export const SALT_BYTES = 16;

/** One SHA-256 block of output, so that PBKDF2 runs its iterations once. */
const FINGERPRINT_BITS = 256;

export function bytesToHex(/** @type {Uint8Array} */ bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** @returns {Uint8Array<ArrayBuffer>} */
export function hexToBytes(/** @type {string} */ hex) {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError('not an even number of hex digits');
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

export function randomSaltHex() {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

/** @param {string} secret @param {Uint8Array<ArrayBuffer>} salt @param {number} iterations @returns {Promise<string>} */
export async function pbkdf2Sha256Hex(secret, salt, iterations) {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, FINGERPRINT_BITS);
  return bytesToHex(new Uint8Array(bits));
}

/** Exact: no trimming, case folding or Unicode normalisation.
 * @param {{ referenceNumber: string, idNumber: string, accountNumber: string }} statement @param {{ salt: string, iterations: number }} parameters @returns {Promise<string>} */
export function statementFingerprint({ referenceNumber, idNumber, accountNumber }, { salt, iterations }) {
  const text = [referenceNumber, idNumber, accountNumber].join(FIELD_SEPARATOR);
  return pbkdf2Sha256Hex(text, hexToBytes(salt), iterations);
}
