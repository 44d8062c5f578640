// The one definition of a statement record's fingerprint. Plain JavaScript so that the page
// (in the browser) and the records script (in Node) share it: both have Web Crypto.

/**
 * Joins the three fields before hashing. A control character: it cannot be typed in the
 * form, the records script refuses it in a record, and the matcher never matches a value
 * that contains it, so two different records can never join to the same text.
 */
export const FIELD_SEPARATOR = '\u001f';

/**
 * Lower-case hex SHA-256 of referenceNumber, idNumber and accountNumber joined by
 * FIELD_SEPARATOR, as UTF-8. Exact: no trimming, no case folding, no Unicode normalisation.
 * @param {{ referenceNumber: string, idNumber: string, accountNumber: string }} statement
 * @returns {Promise<string>}
 */
export async function statementDigest({ referenceNumber, idNumber, accountNumber }) {
  const text = [referenceNumber, idNumber, accountNumber].join(FIELD_SEPARATOR);
  const hash = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
