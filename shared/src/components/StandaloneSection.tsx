import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemotePages } from '../contract';
import { findRoute, routesOwnedBy } from '../routes';
import type { RemoteName } from '../remotes';
import { navigateOnLinkClick } from '../lib/linkNavigation';

/**
 * A remote's own page for its team: lists the section's routes and renders the one in the
 * address bar, without the shell. Links to other sections are shown but not followed.
 */
export function StandaloneSection({ name, remote }: { name: RemoteName; remote: RemotePages }) {
  const [path, setPath] = useState(() => window.location.pathname);
  const [Page, setPage] = useState<ComponentType | null>(null);
  const route = findRoute(path);
  const loader = route && route.owner === name ? remote.pages[route.path as keyof RemotePages['pages']] : undefined;

  useEffect(() => {
    const onPopState = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    let current = true;
    setPage(null);
    loader?.().then((module) => {
      if (!current) return;
      document.title = `${module.meta.title} (standalone)`;
      setPage(() => module.default);
    });
    return () => {
      current = false;
    };
  }, [loader]);

  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    setPath(window.location.pathname);
    window.scrollTo(0, 0);
  };

  return (
    <div onClick={(event) => navigateOnLinkClick(event, navigate)}>
      <nav aria-label={`${name} pages (standalone)`} className="container">
        <p>
          <strong>{name}</strong> running alone. Pages:{' '}
          {routesOwnedBy(name).map((r) => (
            <a key={r.path} href={r.path} style={{ marginRight: '0.75rem' }} aria-current={r.path === route?.path ? 'page' : undefined}>
              {r.path}
            </a>
          ))}
        </p>
      </nav>
      <main>
        {!loader && <p className="container">This section has no page at {path}.</p>}
        {Page && <Page />}
      </main>
    </div>
  );
}

/** Boots a remote's standalone page (its index.html for the team's dev server). */
export function renderStandaloneSection(name: RemoteName, remote: RemotePages): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneSection name={name} remote={remote} />
    </StrictMode>,
  );
}
