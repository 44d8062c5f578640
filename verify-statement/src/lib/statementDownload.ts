import type { StatementQuery } from './statementQuery';

export function statementFileName(prefix: string, { referenceNumber, accountNumber }: StatementQuery): string {
  return `${prefix} - ${referenceNumber} - ${accountNumber}.pdf`;
}

/** The name URL-encoded as one path segment. */
export function statementDownloadPath(prefix: string, query: StatementQuery): string {
  return `/statements/${encodeURIComponent(statementFileName(prefix, query))}`;
}
