import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemotePages } from '../contract';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  languageOfPath,
  otherLanguage,
  pathInLanguage,
  type Language,
} from '../language/language';
import { navigateOnLinkClick } from '../lib/linkNavigation';
import { SECTION_NAMES, type RemoteName } from '../remotes';
import { findRoute, routesOwnedBy } from '../routes';

/** So that the tab is never taken for the site. */
const STANDALONE: Readonly<Record<Language, string>> = { en: 'standalone', fr: 'autonome' };

export function standaloneTitle(title: string, language: Language): string {
  return `${title} (${STANDALONE[language]})`;
}

/** `/savings_account?lang=fr` → `/fr/savings_account`, so that links followed from it stay in the language. */
function addressWithLanguage({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const query = new URLSearchParams(search);
  const asked = LANGUAGES.find((language) => language === query.get('lang'));
  if (!asked) return `${pathname}${search}${hash}`;
  query.delete('lang');
  const rest = query.toString() ? `?${query}` : '';
  return `${pathInLanguage(languageOfPath(pathname).path, asked)}${rest}${hash}`;
}

const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** A remote's own page for its team, without the shell; links to other sections are not followed. */
export function StandaloneSection({ name, remote }: { name: RemoteName; remote: RemotePages }) {
  const [path, setPath] = useState(() => {
    const address = addressWithLanguage(window.location);
    if (address !== currentAddress()) window.history.replaceState(null, '', address);
    return window.location.pathname;
  });
  const [Page, setPage] = useState<ComponentType | null>(null);
  const { language, path: routePath } = languageOfPath(path);
  const route = findRoute(routePath);
  const loader = route && route.owner === name ? remote.pages[route.path as keyof RemotePages['pages']] : undefined;

  useEffect(() => {
    const onPopState = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    let current = true;
    document.documentElement.lang = language;
    document.title = standaloneTitle(SECTION_NAMES[name][language], language);
    setPage(null);
    loader?.(language).then((module) => {
      if (!current) return;
      document.title = standaloneTitle(module.meta.title, language);
      setPage(() => module.default);
    });
    return () => {
      current = false;
    };
  }, [loader, language, name]);

  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    setPath(window.location.pathname);
    window.scrollTo(0, 0);
  };

  const other = otherLanguage(language);
  return (
    <div onClick={(event) => navigateOnLinkClick(event, navigate)}>
      <nav aria-label={`${name} pages (standalone)`} className="container">
        {/* A route such as /fr/daily_saving_account breaks anywhere rather than widen a phone's page. */}
        <p style={{ overflowWrap: 'anywhere' }}>
          <strong>{name}</strong> running alone. Pages:{' '}
          {routesOwnedBy(name).map((r) => {
            const href = pathInLanguage(r.path, language);
            return (
              <a
                key={r.path}
                href={href}
                style={{ marginRight: '0.75rem' }}
                aria-current={r.path === route?.path ? 'page' : undefined}
              >
                {href}
              </a>
            );
          })}
        </p>
      </nav>
      <p className="container">
        <a href={pathInLanguage(route?.path ?? '/', other)} lang={other} hrefLang={other}>
          {LANGUAGE_NAMES[other]}
        </a>
      </p>
      <main>
        {!loader && <p className="container">This section has no page at {path}.</p>}
        {Page && <Page />}
      </main>
    </div>
  );
}

export function renderStandaloneSection(name: RemoteName, remote: RemotePages): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneSection name={name} remote={remote} />
    </StrictMode>,
  );
}
