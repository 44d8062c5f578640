import { ServerHtml, Spinner, navigateOnLinkClick, type PageMeta, type PageModule } from '@mboa/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { useChromeText } from '../chrome/chromeText';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import type { InitialPage, RoutePageLoader } from '../start/initialPage';
import { ErrorScreen, RouteErrorBoundary } from './ErrorScreen';
import { useDocumentMeta } from './useDocumentMeta';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; page: PageModule }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  /** A page's server HTML, its code not loaded: shown as it came (InitialPage). */
  | { status: 'static'; html: string };

interface PageRouteProps {
  /** The route's path as the ownership table spells it: the page's canonical address. */
  path: string;
  load: RoutePageLoader;
  /** The remote that renders the page; undefined for the shell's own pages. */
  remote?: string;
  /** The page the document was prerendered with, when this route is the document's first: no load. */
  initial?: InitialPage;
}

/** One route, whoever owns it: a failure shows the error screen in the page's area only; Retry reloads no document. */
export function PageRoute({ path, load, remote, initial }: PageRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRoutePage(load, attempt, initial);
  const retry = () => setAttempt((n) => n + 1);
  useHoldFooter(state.status === 'loading');
  const loading = useChromeText().loading;

  switch (state.status) {
    case 'loading':
      return <Spinner label={remote ? loading.section : loading.page} />;
    case 'missing':
      return <NotFoundPage />;
    case 'failed':
      return <ErrorScreen error={state.error} onRetry={retry} />;
    case 'static':
      return <StaticPage html={state.html} />;
    case 'ready':
      return (
        <RouteErrorBoundary key={attempt} onRetry={retry}>
          <LoadedPage
            Page={state.page.default}
            meta={state.page.meta}
            serverHtml={state.page.serverHtml === true}
            path={path}
          />
        </RouteErrorBoundary>
      );
  }
}

interface LoadedPageProps {
  Page: ComponentType;
  meta: PageMeta;
  /** A page with no behaviour of its own: a composed page's HTML is kept as the server wrote it (ServerHtml). */
  serverHtml: boolean;
  path: string;
}

function LoadedPage({ Page, meta, serverHtml, path }: LoadedPageProps) {
  useDocumentMeta(meta, path);
  const navigate = useNavigate();
  // Pages use plain links (a remote cannot use the shell's router): a same-origin click navigates in the app.
  const followLink = (event: MouseEvent<HTMLElement>) => navigateOnLinkClick(event, navigate);
  if (serverHtml) {
    return (
      <ServerHtml onClick={followLink}>
        <Page />
      </ServerHtml>
    );
  }
  return (
    <div onClick={followLink}>
      <Page />
    </div>
  );
}

/** A page's server HTML, its code not loaded: the same element LoadedPage renders. */
function StaticPage({ html }: { html: string }) {
  const navigate = useNavigate();
  return <div onClick={(event) => navigateOnLinkClick(event, navigate)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function initialState(initial: InitialPage | undefined): PageState {
  if (!initial) return { status: 'loading' };
  return 'page' in initial ? { status: 'ready', page: initial.page } : { status: 'static', html: initial.html };
}

function useRoutePage(load: RoutePageLoader, attempt: number, initial: InitialPage | undefined): PageState {
  // Read once, when the route mounts: the page the HTML was made with, or a load.
  const [first] = useState(initial);
  const [state, setState] = useState<PageState>(() => initialState(first));
  useEffect(() => {
    // The first render already has its page; a Retry loads as usual.
    if (first && attempt === 0) return;
    let current = true;
    setState({ status: 'loading' });
    load(attempt).then(
      (page) => current && setState(page ? { status: 'ready', page } : { status: 'missing' }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt, first]);
  return state;
}

/** Holds the footer out while a route's code loads, so it is never painted then pushed down; returns the release. */
export const FooterHoldContext = createContext<() => () => void>(() => () => undefined);

/** Holds the footer back while `active`. Layout effect: the footer appears in the same frame as the content. */
function useHoldFooter(active: boolean): void {
  const hold = useContext(FooterHoldContext);
  useLayoutEffect(() => (active ? hold() : undefined), [active, hold]);
}

export function useFooterHolds() {
  const [holds, setHolds] = useState(0);
  const holdFooter = useCallback(() => {
    setHolds((n) => n + 1);
    return () => setHolds((n) => n - 1);
  }, []);
  return { footerShown: holds === 0, holdFooter };
}
