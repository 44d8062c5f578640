import bundledRecords from '../content/statementRecords.json';
import { FIELD_SEPARATOR, statementDigest } from './statementDigest.mjs';
import type { StatementQuery } from './statementQuery';

/** The records file: SHA-256 fingerprint of the three fields → the statement's prefix. */
export type StatementRecords = Readonly<Record<string, string>>;

/** Thrown where the browser offers no Web Crypto: pages served over plain http from another host. */
export class InsecureContextError extends Error {
  override name = 'InsecureContextError';
}

/**
 * The prefix of the statement whose three fields equal the query exactly (case, spaces and
 * all), or undefined. Runs entirely in the browser against the records shipped in the page.
 */
export async function findStatementPrefix(query: StatementQuery, records: StatementRecords = bundledRecords.records): Promise<string | undefined> {
  // No record contains the separator (the records script refuses it), and a value that did
  // could make two different queries join to the same text.
  if (Object.values(query).some((value) => value.includes(FIELD_SEPARATOR))) return undefined;
  if (!globalThis.crypto?.subtle) {
    throw new InsecureContextError('Web Crypto is not available: the page is not in a secure context.');
  }
  const digest = await statementDigest(query);
  return Object.hasOwn(records, digest) ? records[digest] : undefined;
}
