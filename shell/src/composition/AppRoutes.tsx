import { ROUTES, type RouteEntry } from '@mboa/shared';
import { useMemo, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageRoute } from './PageRoute';
import type { InitialPage, LoadRoutePage } from './routePage';

interface AppRoutesProps {
  loadPage: LoadRoutePage;
  /** The page the document was prerendered with (routePage.ts), for its first route only. */
  initialPage?: InitialPage;
}

/**
 * The route table, generated from the shared ownership table. React Router matches paths
 * case-insensitively by default, so /student-account reaches /student-Account. Each route loads
 * its page from its owner through `loadPage`; the document's first route starts from the page
 * it was prerendered with, once: after the first navigation, a return to it loads as usual
 * (a section that was down when the document arrived is tried again).
 */
export function AppRoutes({ loadPage, initialPage }: AppRoutesProps) {
  const { pathname } = useLocation();
  const [first, setFirst] = useState({ pathname, page: initialPage });
  if (first.page && pathname !== first.pathname) setFirst({ pathname, page: undefined });
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<OwnedRoute route={route} loadPage={loadPage} initialPage={first.page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function OwnedRoute({ route, loadPage, initialPage }: { route: RouteEntry; loadPage: LoadRoutePage; initialPage: InitialPage | undefined }) {
  const { path, owner } = route;
  const load = useMemo(() => (attempt: number) => loadPage(route, attempt), [loadPage, route]);
  const initial = initialPage?.path === path ? initialPage : undefined;
  // Keyed by path: moving between two routes of one owner starts the new page afresh.
  return <PageRoute key={path} path={path} load={load} remote={owner === 'shell' ? undefined : owner} initial={initial} />;
}
