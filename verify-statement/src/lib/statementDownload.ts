import type { StatementQuery } from './statementQuery';

/**
 * Spec §7: `/statements/{prefix} - {referenceNumber} - {accountNumber}.pdf` on the site's own
 * origin, the file name URL-encoded as one path segment.
 */
export function statementDownloadPath(prefix: string, { referenceNumber, accountNumber }: StatementQuery): string {
  return `/statements/${encodeURIComponent(`${prefix} - ${referenceNumber} - ${accountNumber}.pdf`)}`;
}
