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
 * Scrolls to and focuses the URL's #anchor once the page and footer have rendered: the browser cannot for content that
 * arrives after navigation. Runs on every navigation to an anchor, even the one already in the URL.
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
