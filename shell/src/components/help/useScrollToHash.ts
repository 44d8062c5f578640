import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element named by the address's #fragment into view once the page has rendered:
 * the page's code arrives after the browser has looked for the fragment, so it finds nothing.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView();
    // Focus follows, so that keyboard and screen-reader users continue from the target too.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash]);
}
