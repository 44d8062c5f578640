import { LanguageContext, type IndexedPage, type Language } from '@mboa/shared';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChromeText } from '../chrome/chrome';
import { ChromeTextContext } from '../chrome/chromeText';
import { LanguageOffer } from '../languageOffer/LanguageOffer';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { useOfferKeepingSection, useSaveShownPages } from '../offline/useOfflineReading';
import { HomeLoadingOverlay, isHomePath } from '../pages/home/HomeLoadingOverlay';
import { SiteIndexContext } from '../pages/search/siteIndexContext';
import type { InitialPage, LoadRoutePage } from '../start/initialPage';
import { useMarkAppTookOver } from '../start/useMarkAppTookOver';
import { indexedBodyOf } from '../search/indexedPages';
import { AppRoutes } from './AppRoutes';
import { useMainFocusOnNavigation, useScrollToAnchor } from './navigationFocus';
import { FooterHoldContext, useFooterHolds } from './PageRoute';

interface AppProps {
  /** How pages load: the browser's loader (start/main.tsx) or the server's, which has them all (server/entry.tsx). */
  loadPage: LoadRoutePage;
  /** The page a prerendered document was rendered with: its first route starts from it. */
  initialPage?: InitialPage;
  /** The document's language (its address's), and the text of its header, footer and screens in it. */
  language: Language;
  chromeText: ChromeText;
  /** The search page's list of every page, when the document is that page (pages/search/siteIndex.ts). */
  siteIndex?: readonly IndexedPage[] | undefined;
}

/** The whole site, rendered by the browser and, at deploy time, by the server. */
export function App({ loadPage, initialPage, language, chromeText, siteIndex = NO_PAGES }: AppProps) {
  return (
    <LanguageContext value={language}>
      <ChromeTextContext value={chromeText}>
        <SiteIndexContext value={siteIndex}>
          <AppParts loadPage={loadPage} initialPage={initialPage} />
        </SiteIndexContext>
      </ChromeTextContext>
    </LanguageContext>
  );
}

const NO_PAGES: readonly IndexedPage[] = [];

function AppParts({ loadPage, initialPage }: Pick<AppProps, 'loadPage' | 'initialPage'>) {
  useMarkAppTookOver();
  const { pathname } = useLocation();
  const main = useMainFocusOnNavigation();
  useSaveShownPages();
  const { footerShown, holdFooter } = useFooterHolds();
  // The footer shows once nothing above it is loading: the page is complete.
  useScrollToAnchor(footerShown);
  useOfferKeepingSection(footerShown);
  // A Suspense boundary per part: hydration goes part by part, the header first, and a click on a part not yet
  // hydrated hydrates that part alone at once.
  return (
    <>
      {isHomePath(pathname) && <HomeLoadingOverlay />}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" ref={main} tabIndex={-1} {...indexedBodyOf(pathname)}>
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
