import { LanguageContext, findPage, languageOfPath, useLanguage, type Language, type SitePage } from '@mboa/shared';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChromeText } from '../layout/chrome';
import { ChromeTextContext } from '../layout/chromeText';
import { HomeLoadingOverlay, isHomePath } from '../layout/HomeLoadingOverlay';
import { LanguageOffer } from '../layout/LanguageOffer';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { loadManifest } from '../remotes/manifest';
import type { InitialPage, LoadRoutePage } from '../start/initialPage';
import { markAppTookOver } from '../start/takeover';
import { FooterHoldContext, PageRoute } from './PageRoute';

interface AppProps {
  /** How pages load: the browser's loader (start/main.tsx) or the server's, which has them all (server/entry.tsx). */
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
  useSaveShownPages();
  const { footerShown, holdFooter } = useFooterHolds();
  // The footer shows once nothing above it is loading: the page is complete.
  useScrollToAnchor(footerShown);
  useOfferKeepingSection(footerShown);
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
    markAppTookOver();
  }, []);
}

/** The footer shows once nothing above it is still loading (FooterHoldContext, PageRoute.tsx). */
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

/**
 * Each page the app shows after a navigation is kept for offline reading (docs/offline.md); the
 * document's own page came through the service worker, or is kept when the worker is installed.
 */
function useSaveShownPages() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (workerControls()) void import('../offline/offlineReading').then(({ saveShownPage }) => saveShownPage());
  }, [pathname]);
}

/** The site's service worker controls this page: offline reading's code is loaded only then. */
function workerControls(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}

/** Once a page is complete: on a section's hub, the offer to keep the section for offline reading. */
function useOfferKeepingSection(pageComplete: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pageComplete || !workerControls() || !document.querySelector('[data-keep-offline]')) return;
    void Promise.all([loadManifest(), import('../offline/offlineReading')]).then(([{ offlineSections }, { offerKeepingSectionOffline }]) => offerKeepingSectionOffline(offlineSections), () => undefined);
  }, [pathname, pageComplete]);
}

/**
 * Brings the element the URL's #anchor names into view, and gives it focus, once the page is
 * complete (`pageComplete`: its content and the footer below it have rendered, so the window
 * can scroll that far). The browser cannot do it on its own: the content arrives after
 * navigation, from a chunk that may be another section's. Runs again on every navigation to
 * an anchor, even to the one already in the URL.
 */
function useScrollToAnchor(pageComplete: boolean): void {
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

interface AppRoutesProps {
  loadPage: LoadRoutePage;
  /** The page the document was prerendered with (start/initialPage.ts), for its first route only. */
  initialPage?: InitialPage;
}

/**
 * The route table is the shared ownership table: every route in each language (SITE_PAGES:
 * `/savings_account`, `/fr/savings_account`), found by `findPage` as the hosts find it
 * (case-insensitive, a trailing slash ignored: /student-account reaches /student-Account), in
 * one lookup rather than a router's pattern matching of a hundred routes on every render (a
 * slow phone's hydration paid for it). Each route loads its page from its owner through
 * `loadPage`, in its language; the document's first route starts from the page it was
 * prerendered with, once: after the first navigation, a return to it loads as usual (a section
 * that was down when the document arrived is tried again).
 *
 * A document is in one language (its chrome's text is loaded before the first render): a path in
 * the other language is loaded as a document of its own.
 */
export function AppRoutes({ loadPage, initialPage }: AppRoutesProps) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const [first, setFirst] = useState({ pathname, page: initialPage });
  if (first.page && pathname !== first.pathname) setFirst({ pathname, page: undefined });
  if (languageOfPath(pathname).language !== language) return <LoadAsDocument />;
  const page = findPage(pathname);
  if (!page) return <NotFoundPage />;
  // Keyed by path: moving between two routes of one owner starts the new page afresh.
  return <OwnedRoute key={page.path} page={page} loadPage={loadPage} initialPage={first.page} />;
}

function OwnedRoute({ page, loadPage, initialPage }: { page: SitePage; loadPage: LoadRoutePage; initialPage: InitialPage | undefined }) {
  const { path, owner } = page;
  const load = useMemo(() => (attempt: number) => loadPage(page, attempt), [loadPage, page]);
  const initial = initialPage?.path === path ? initialPage : undefined;
  return <PageRoute path={path} load={load} remote={owner === 'shell' ? undefined : owner} initial={initial} />;
}

/** The address is in the other language: the browser loads it as a document (its own chrome, its records). */
function LoadAsDocument() {
  useEffect(() => window.location.reload(), []);
  return null;
}
