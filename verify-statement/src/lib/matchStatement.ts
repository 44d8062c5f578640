import bundledRecords from '../content/statementRecords.json';
import { FIELD_SEPARATOR, FINGERPRINT_ALGORITHM, statementFingerprint, type FingerprintParameters } from './statementDigest.mjs';
import type { StatementQuery } from './statementQuery';

/**
 * The records file the records script writes: how its fingerprints were derived (algorithm,
 * iteration count, salt as hex), and each statement's fingerprint → the statement's prefix.
 */
export interface StatementRecordsFile extends FingerprintParameters {
  algorithm: string;
  records: Readonly<Record<string, string>>;
}

/** Thrown where the browser offers no Web Crypto: pages served over plain http from another host. */
export class InsecureContextError extends Error {
  override name = 'InsecureContextError';
}

/**
 * The prefix of the statement whose three fields equal the query exactly (case, spaces and
 * all), or undefined. Runs entirely in the browser against the records shipped in the page:
 * one slow derivation with the file's salt and iteration count, then a look-up, however many
 * statements the file holds.
 */
export async function findStatementPrefix(query: StatementQuery, file: StatementRecordsFile = bundledRecords): Promise<string | undefined> {
  // No record contains the separator (the records script refuses it), and a value that did
  // could make two different queries join to the same text.
  if (Object.values(query).some((value) => value.includes(FIELD_SEPARATOR))) return undefined;
  if (!globalThis.crypto?.subtle) {
    throw new InsecureContextError('Web Crypto is not available: the page is not in a secure context.');
  }
  // A file made some other way would never match: say so rather than fail every visitor quietly.
  if (file.algorithm !== FINGERPRINT_ALGORITHM) throw new Error(`Unknown statement records algorithm: ${file.algorithm}`);
  const fingerprint = await statementFingerprint(query, file);
  return Object.hasOwn(file.records, fingerprint) ? file.records[fingerprint] : undefined;
}
