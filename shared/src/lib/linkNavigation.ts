import type { MouseEvent } from 'react';

/** A link that loads its page as a document even when the app is running. */
export const RELOAD_DOCUMENT_ATTRIBUTE = 'data-reload-document';

/** On an in-page anchor link (`#loan_application`) shown on every page: the page the anchor is on, where it leads. */
export const ANCHOR_PAGE_ATTRIBUTE = 'data-anchor-page';

/** Remote pages render plain <a href> and never depend on the shell's router: their host attaches this. */
export function navigateOnLinkClick(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  // A page whose document carries what the app cannot render (the search page's A to Z list).
  if (anchor.hasAttribute(RELOAD_DOCUMENT_ATTRIBUTE)) return;
  const anchorPage = anchor.getAttribute(ANCHOR_PAGE_ATTRIBUTE);
  const url = new URL(anchorPage ? `${anchorPage}${new URL(anchor.href).hash}` : anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const samePageAnchor = url.pathname === window.location.pathname && url.hash !== '';
  if (samePageAnchor) return;
  // Offline, a page load is answered by the worker from its saved copies (docs/offline.md).
  if (!navigator.onLine && navigator.serviceWorker?.controller) {
    if (anchorPage) {
      event.preventDefault();
      window.location.assign(url.href);
    }
    return;
  }
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}
