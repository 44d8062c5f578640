import { findPage, identity, type ShellRoute } from '@mboa/shared';

/** Pages search never returns: the search page itself (its A to Z list names every page) and the loader. */
const NOT_INDEXED: ReadonlySet<string> = new Set<ShellRoute>(['/search', `/${identity.slug}loader`]);

/**
 * What the deploy's index reads of a page: its `<main>`, marked for Pagefind. Once any page of a bundle is marked,
 * Pagefind skips the unmarked ones, so a page left unmarked is never found.
 */
export function indexedBodyOf(pathname: string): { 'data-pagefind-body'?: '' } {
  return isIndexedPage(pathname) ? { 'data-pagefind-body': '' } : {};
}

/** Whether search finds the page at `pathname`, and the A to Z list names it. */
export function isIndexedPage(pathname: string): boolean {
  const page = findPage(pathname);
  return page !== undefined && !NOT_INDEXED.has(page.route);
}
