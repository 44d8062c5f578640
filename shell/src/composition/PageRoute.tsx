import { Spinner, navigateOnLinkClick, type PageMeta, type PageModule } from '@mboa/shared';
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from './ErrorScreen';
import { useHoldFooter } from './footerHold';
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
  | { status: 'failed'; error: unknown };

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
  const state = useRoutePage(load, attempt);
  const retry = () => setAttempt((n) => n + 1);
  useHoldFooter(state.status === 'loading');

  switch (state.status) {
    case 'loading':
      return <Spinner label={remote ? 'Loading this section…' : 'Loading…'} />;
    case 'missing':
      return <NotFoundPage />;
    case 'failed':
      return <ErrorScreen error={state.error} onRetry={retry} />;
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

function useRoutePage(load: RoutePageLoader, attempt: number): PageState {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(attempt).then(
      (page) => current && setState(page ? { status: 'ready', page } : { status: 'missing' }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  return state;
}
