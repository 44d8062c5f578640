import { Spinner, navigateOnLinkClick, type PageMeta, type PageModule } from '@mboa/shared';
import { use, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from './ErrorScreen';
import { useHoldFooter } from './footerHold';
import { InitialPageContext, type InitialPage } from './initialPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useDocumentMeta } from './useDocumentMeta';

/**
 * Loads a route's page module. `attempt` counts Retries (0 for the first load), so a loader can
 * fetch its code afresh. Resolves to undefined when the owner has no page for the route.
 */
export type RoutePageLoader = (attempt: number) => Promise<PageModule | undefined>;

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; page: PageModule }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  /** The prerendered page's HTML, its code not loaded: shown as it came (InitialPage). */
  | { status: 'static'; html: string };

interface PageRouteProps {
  /** The route's path as the ownership table spells it: the page's canonical address. */
  path: string;
  load: RoutePageLoader;
  /** The remote that renders the page; undefined for the shell's own pages. */
  remote?: string;
}

/**
 * Renders one route, whoever owns it: the page's own chunk loads, then the page renders with its
 * title and description. A failure shows the error screen in the page's area only; Retry loads
 * again without a page reload.
 */
export function PageRoute({ path, load, remote }: PageRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const initial = useInitialPage(path);
  const state = useRoutePage(load, attempt, initial);
  const retry = () => setAttempt((n) => n + 1);
  useHoldFooter(state.status === 'loading');

  switch (state.status) {
    case 'loading':
      return <Spinner label={remote ? 'Loading this section…' : 'Loading…'} />;
    case 'missing':
      return <NotFoundPage />;
    case 'failed':
      return <ErrorScreen error={state.error} onRetry={retry} />;
    case 'static':
      return <StaticPage html={state.html} remote={remote} />;
    case 'ready':
      return (
        <RouteErrorBoundary key={attempt} onRetry={retry}>
          <LoadedPage Page={state.page.default} meta={state.page.meta} path={path} remote={remote} />
        </RouteErrorBoundary>
      );
  }
}

interface LoadedPageProps {
  Page: ComponentType;
  meta: PageMeta;
  path: string;
  remote: string | undefined;
}

function LoadedPage({ Page, meta, path, remote }: LoadedPageProps) {
  useDocumentMeta(meta, path);
  const navigate = useNavigate();
  // Pages use plain links (remote pages and the shared primitives cannot use the shell's
  // router); a click on a same-origin one becomes client-side navigation, with no reload.
  return (
    <div data-remote={remote} onClick={(event) => navigateOnLinkClick(event, navigate)}>
      <Page />
    </div>
  );
}

/** The prerendered HTML of a page whose code did not load: the same element LoadedPage renders. */
function StaticPage({ html, remote }: { html: string; remote: string | undefined }) {
  const navigate = useNavigate();
  return <div data-remote={remote} onClick={(event) => navigateOnLinkClick(event, navigate)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The document's prerendered page, if this route is the one it was rendered for; taken once. */
function useInitialPage(path: string): InitialPage | undefined {
  const box = use(InitialPageContext);
  const [initial] = useState(() => (box.current?.path === path ? box.current : undefined));
  useEffect(() => {
    if (initial && box.current === initial) box.current = undefined;
  }, [box, initial]);
  return initial;
}

function initialState(initial: InitialPage | undefined): PageState {
  if (!initial) return { status: 'loading' };
  return 'page' in initial ? { status: 'ready', page: initial.page } : { status: 'static', html: initial.html };
}

function useRoutePage(load: RoutePageLoader, attempt: number, initial: InitialPage | undefined): PageState {
  const [state, setState] = useState<PageState>(() => initialState(initial));
  useEffect(() => {
    // The first render already has the page the HTML was made with; a Retry loads as usual.
    if (initial && attempt === 0) return;
    let current = true;
    setState({ status: 'loading' });
    load(attempt).then(
      (page) => current && setState(page ? { status: 'ready', page } : { status: 'missing' }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt, initial]);
  return state;
}
