import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from './composition/AppRoutes';
import { FooterHoldContext } from './composition/footerHold';
import { useScrollToAnchor } from './composition/useScrollToAnchor';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';

export function App() {
  useMarkInteractive();
  const main = useMainFocusOnNavigation();
  const { footerShown, holdFooter } = useFooterHolds();
  // The footer shows once nothing above it is loading: the page is complete.
  useScrollToAnchor(footerShown);
  return (
    <>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        <FooterHoldContext value={holdFooter}>
          <AppRoutes />
        </FooterHoldContext>
      </main>
      {footerShown && <SiteFooter />}
    </>
  );
}

/**
 * `<html data-interactive>` once the app has taken over the document (hydrated the prerendered
 * HTML, or rendered it): from then on links navigate client-side and forms work. Browser tests
 * wait for it; before it, a prerendered page is read-only HTML.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
}

/** The footer shows once nothing above it is still loading (see footerHold). */
function useFooterHolds() {
  const [holds, setHolds] = useState(0);
  const holdFooter = useCallback(() => {
    setHolds((n) => n + 1);
    return () => setHolds((n) => n - 1);
  }, []);
  return { footerShown: holds === 0, holdFooter };
}

/** After client-side navigation: back to the top, focus on the new content (for screen readers). */
function useMainFocusOnNavigation() {
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
