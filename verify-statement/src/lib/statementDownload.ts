import type { StatementQuery } from './statementQuery';

/** the statement file is named `{prefix} - {referenceNumber} - {accountNumber}.pdf`. */
export function statementFileName(prefix: string, { referenceNumber, accountNumber }: StatementQuery): string {
  return `${prefix} - ${referenceNumber} - ${accountNumber}.pdf`;
}

/** Where the statement file is served: under /statements/ on the site's own origin, the name URL-encoded as one path segment. */
export function statementDownloadPath(prefix: string, query: StatementQuery): string {
  return `/statements/${encodeURIComponent(statementFileName(prefix, query))}`;
}
