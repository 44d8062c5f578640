import { ROUTES, identity, type RouteEntry } from '@mboa/shared';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteRoute } from './RemoteRoute';
import { ShellRoute } from './ShellRoute';
import { useDocumentMeta } from './useDocumentMeta';

/**
 * The route table, generated from the shared ownership table. React Router matches paths
 * case-insensitively by default, so /student-account reaches /student-Account.
 */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<OwnedRoute route={route} />} />
      ))}
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
}

function OwnedRoute({ route }: { route: RouteEntry }) {
  useDocumentMeta(route.title, route.description);
  // Keyed by path: moving between two routes of one owner starts the new page afresh.
  return route.owner === 'shell' ? (
    <ShellRoute key={route.path} route={route} />
  ) : (
    <RemoteRoute key={route.path} route={route} owner={route.owner} />
  );
}

function UnknownRoute() {
  useDocumentMeta(`Page not found | ${identity.shortName}`, 'The requested URL was not found on this server.');
  return <NotFoundPage />;
}
