import { ROUTES, type RouteEntry } from '@mboa/shared';
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageRoute } from './PageRoute';
import { pageLoaderOf } from './routePageLoader';

/**
 * The route table, generated from the shared ownership table. React Router matches paths
 * case-insensitively by default, so /student-account reaches /student-Account. Each route loads
 * its page from its owner: the shell's own chunks, or the owning remote's pages contract.
 */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<OwnedRoute route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function OwnedRoute({ route }: { route: RouteEntry }) {
  const { path, owner } = route;
  const load = useMemo(() => pageLoaderOf(route), [route]);
  // Keyed by path: moving between two routes of one owner starts the new page afresh.
  return <PageRoute key={path} path={path} load={load} remote={owner === 'shell' ? undefined : owner} />;
}
