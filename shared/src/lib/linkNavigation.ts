import type { MouseEvent } from 'react';

/**
 * Turns a click on a same-origin link into client-side navigation (not offline, where the
 * service worker answers a page load). Remote pages render
 * plain <a href> elements and never depend on the shell's router; the shell (or a remote's
 * standalone page) attaches this to the element that hosts them.
 */
export function navigateOnLinkClick(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const samePageAnchor = url.pathname === window.location.pathname && url.hash !== '';
  if (samePageAnchor) return;
  // Offline, with the site's service worker: a page load, which the worker answers with the saved
  // copy of the page, or the offline page listing those it has (docs/offline.md).
  if (!navigator.onLine && navigator.serviceWorker?.controller) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}
