import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** After client-side navigation: back to the top, focus on the new content (for screen readers). */
export function useMainFocusOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/**
 * Brings the element the URL's #anchor names into view, and gives it focus, once the page is
 * complete (`pageComplete`: its content and the footer below it have rendered, so the window
 * can scroll that far). The browser cannot do it on its own: the content arrives after
 * navigation, from a chunk that may be another section's. Runs again on every navigation to
 * an anchor, even to the one already in the URL.
 */
export function useScrollToAnchor(pageComplete: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || !pageComplete) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Focus follows, so that keyboard and screen-reader users continue from the target too.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key, pageComplete]);
}
