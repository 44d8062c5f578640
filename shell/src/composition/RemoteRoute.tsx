import { Spinner, navigateOnLinkClick, type RemoteName, type RouteEntry } from '@mboa/shared';
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorScreen } from './ErrorScreen';
import { loadPage, loadRemote } from './remoteLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown };

interface RemoteRouteProps {
  route: RouteEntry;
  owner: RemoteName;
}

/** Renders a route owned by a remote: loads the remote, then the page's own chunk. */
export function RemoteRoute({ route, owner }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemotePage(owner, route.path, attempt);
  const navigate = useNavigate();
  const retry = () => setAttempt((n) => n + 1);

  switch (state.status) {
    case 'loading':
      return <Spinner label="Loading this section…" />;
    case 'missing':
      return <NotFoundPage />;
    case 'failed':
      return <ErrorScreen error={state.error} onRetry={retry} />;
    case 'ready':
      return (
        // Remote pages use plain links; clicks on same-origin ones become client-side navigation.
        <div className="remote-page" data-remote={owner} onClick={(event) => navigateOnLinkClick(event, navigate)}>
          <RouteErrorBoundary key={attempt} onRetry={retry}>
            <state.Page />
          </RouteErrorBoundary>
        </div>
      );
  }
}

function useRemotePage(owner: RemoteName, path: string, attempt: number): RemotePageState {
  const [state, setState] = useState<RemotePageState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemote(owner, { fresh: attempt > 0 })
      .then(async (remote): Promise<RemotePageState> => {
        const loader = remote.pages[path as keyof typeof remote.pages];
        if (!loader) return { status: 'missing' };
        const Page = (await loadPage(owner, loader)) as ComponentType;
        return { status: 'ready', Page };
      })
      .then(
        (next) => current && setState(next),
        (error: unknown) => current && setState({ status: 'failed', error }),
      );
    return () => {
      current = false;
    };
  }, [owner, path, attempt]);

  return state;
}
