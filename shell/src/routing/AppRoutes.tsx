import { findPage, languageOfPath, useLanguage, type SitePage } from '@mboa/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import type { InitialPage, LoadRoutePage } from '../start/initialPage';
import { PageRoute } from './PageRoute';

interface AppRoutesProps {
  loadPage: LoadRoutePage;
  /** The page the document was prerendered with (start/initialPage.ts), for its first route only. */
  initialPage?: InitialPage;
}

/**
 * The pages of the document's language, found by `findPage` as the hosts find them: one lookup, where a router's
 * hundred patterns cost every render. The first route starts from the prerendered page once (a return loads as usual);
 * a path in the other language loads as a document of its own.
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

function OwnedRoute({
  page,
  loadPage,
  initialPage,
}: {
  page: SitePage;
  loadPage: LoadRoutePage;
  initialPage: InitialPage | undefined;
}) {
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
