import { Spinner, type RouteEntry } from '@mboa/shared';
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { shellPages } from './shellPages';

/**
 * Lazy components live outside render: React discards the hooks of a render that suspends,
 * so a lazy() made during render would be made anew, and suspend again, on every retry.
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(path: string): LazyExoticComponent<ComponentType> | null {
  const loader = shellPages[path];
  if (!loader) return null;
  let page = lazyPages.get(path);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(path, page);
  }
  return page;
}

/** Renders one of the shell's own pages from its lazily loaded chunk. */
export function ShellRoute({ route }: { route: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route.path);
  if (!Page) return <NotFoundPage />;
  const retry = () => {
    // React.lazy remembers a failed load for ever: a Retry needs a new lazy component.
    lazyPages.delete(route.path);
    setAttempt((n) => n + 1);
  };
  return (
    <RouteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
