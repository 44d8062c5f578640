import { Spinner, type RouteEntry } from '@mboa/shared';
import { Suspense, lazy, useMemo, useState } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { shellPages } from './shellPages';

/** Renders one of the shell's own pages from its lazily loaded chunk. */
export function ShellRoute({ route }: { route: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const loader = shellPages[route.path];
  // React.lazy remembers a failed load for ever: each Retry needs a new lazy component.
  const Page = useMemo(() => (loader ? lazy(loader) : null), [loader, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!Page) return <NotFoundPage />;
  return (
    <RouteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
