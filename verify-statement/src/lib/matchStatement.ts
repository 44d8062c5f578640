import bundledRecords from '../content/statementRecords.json';
import {
  FIELD_SEPARATOR,
  FINGERPRINT_ALGORITHM,
  statementFingerprint,
  type FingerprintParameters,
} from './statementDigest.mjs';
import type { StatementQuery } from './statementQuery';

/** Each statement's fingerprint → its prefix. */
export interface StatementRecordsFile extends FingerprintParameters {
  algorithm: string;
  records: Readonly<Record<string, string>>;
}

/** No Web Crypto: plain http from another host. */
export class InsecureContextError extends Error {
  override name = 'InsecureContextError';
}

/** Exact, case and spaces and all: one slow derivation, then a look-up, however many statements. */
export async function findStatementPrefix(
  query: StatementQuery,
  file: StatementRecordsFile = bundledRecords,
): Promise<string | undefined> {
  // A value with the separator could make two different queries join to the same text.
  if (Object.values(query).some((value) => value.includes(FIELD_SEPARATOR))) return undefined;
  if (!globalThis.crypto?.subtle) {
    throw new InsecureContextError('Web Crypto is not available: the page is not in a secure context.');
  }
  if (file.algorithm !== FINGERPRINT_ALGORITHM)
    throw new Error(`Unknown statement records algorithm: ${file.algorithm}`);
  const fingerprint = await statementFingerprint(query, file);
  return Object.hasOwn(file.records, fingerprint) ? file.records[fingerprint] : undefined;
}
