import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from './composition/AppRoutes';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';

export function App() {
  const main = useMainFocusOnNavigation();
  return (
    <>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <SiteFooter />
    </>
  );
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
