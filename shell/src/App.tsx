import { LanguageContext, type Language } from '@mboa/shared';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from './composition/AppRoutes';
import { FooterHoldContext } from './composition/footerHold';
import type { InitialPage, LoadRoutePage } from './composition/routePage';
import { useScrollToAnchor } from './composition/useScrollToAnchor';
import type { ChromeText } from './content/chrome';
import { ChromeTextContext } from './layout/chromeText';
import { HomeLoadingOverlay, isHomePath } from './layout/HomeLoadingOverlay';
import { LanguageOffer } from './layout/LanguageOffer';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';

interface AppProps {
  /** How pages load: the browser's loader (main.tsx) or the server's, which has them all (server/entry.tsx). */
  loadPage: LoadRoutePage;
  /** The page a prerendered document was rendered with: its first route starts from it. */
  initialPage?: InitialPage;
  /** The document's language (its address's), and the text of its header, footer and screens in it. */
  language: Language;
  chromeText: ChromeText;
}

/** The whole site: header, the route's page in `<main>`, footer (and, first, the home page's loading overlay). Rendered by the browser and, at deploy time, by the server. */
export function App({ loadPage, initialPage, language, chromeText }: AppProps) {
  return (
    <LanguageContext value={language}>
      <ChromeTextContext value={chromeText}>
        <AppParts loadPage={loadPage} initialPage={initialPage} />
      </ChromeTextContext>
    </LanguageContext>
  );
}

function AppParts({ loadPage, initialPage }: Pick<AppProps, 'loadPage' | 'initialPage'>) {
  useMarkInteractive();
  const { pathname } = useLocation();
  const main = useMainFocusOnNavigation();
  const { footerShown, holdFooter } = useFooterHolds();
  // The footer shows once nothing above it is loading: the page is complete.
  useScrollToAnchor(footerShown);
  // Each part in a Suspense boundary of its own: React hydrates a prerendered page part by part,
  // a task each, the header (its menu) first, and a click or key on a part not yet hydrated
  // hydrates that part alone at once rather than the whole page.
  return (
    <>
      {isHomePath(pathname) && <HomeLoadingOverlay />}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" ref={main} tabIndex={-1}>
        <FooterHoldContext value={holdFooter}>
          <Suspense>
            <AppRoutes loadPage={loadPage} initialPage={initialPage} />
          </Suspense>
        </FooterHoldContext>
      </main>
      <Suspense>{footerShown && <SiteFooter />}</Suspense>
      <LanguageOffer />
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
