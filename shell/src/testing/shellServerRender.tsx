import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { LANGUAGES, languageOfPath, pathInLanguage, type Language, type PageModule } from '@mboa/shared';
import { App } from '../routing/App';
import type { LoadRoutePage } from '../start/initialPage';
import { shellPages } from '../pages/pageTable';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { CHROME_TEXT } from './chrome';

/**
 * Helpers for the tests of the shell's pages as the deploy step renders them: the whole <App>
 * with the page as its initial page, as the server entry renders it (StaticRouter) and as the
 * browser hydrates it (a browser-side router).
 */

/** A path no route has: the not-found page (in French under /fr). */
export const NOT_FOUND_PATH = '/no-such-page';

export interface ShellRoute {
  /** The page's address: `/faqs`, `/fr/faqs`. */
  path: string;
  language: Language;
  load: () => Promise<PageModule>;
}

/** Every shell page of shellPages (read, not copied) in each language, then the not-found page in each. */
export function shellRoutes(): ShellRoute[] {
  return LANGUAGES.flatMap((language) => [
    ...Object.entries(shellPages).flatMap(([route, page]) =>
      page ? [{ path: pathInLanguage(route, language), language, load: () => page.load(language) }] : [],
    ),
    {
      path: pathInLanguage(NOT_FOUND_PATH, language),
      language,
      load: async () => ({ default: NotFoundPage, meta: CHROME_TEXT[language].notFound.meta }),
    },
  ]);
}

/** Every page is given; none is loaded. */
const noLoading: LoadRoutePage = async (page) => {
  throw new Error(`${page.path} was to be loaded: the test gives its page.`);
};

/** The app at `path` with its page given, as the server entry renders it (the not-found page is the app's own). */
function app(path: string, page: PageModule): ReactNode {
  const { language } = languageOfPath(path);
  return (
    <App loadPage={noLoading} initialPage={{ path, page }} language={language} chromeText={CHROME_TEXT[language]} />
  );
}

/** The page at `path` rendered to HTML as the server does: StaticRouter, the page already loaded. */
export function renderRouteToString(path: string, page: PageModule): string {
  return renderToString(<StaticRouter location={path}>{app(path, page)}</StaticRouter>);
}

/** The tree the browser hydrates the HTML of `path` with (its address may add a query). */
export function clientTree(path: string, page: PageModule): ReactNode {
  return <MemoryRouter initialEntries={[path]}>{app(new URL(path, 'http://x').pathname, page)}</MemoryRouter>;
}

/**
 * In jsdom: renders as on a server, with the browser's globals out of reach (a page that reads
 * one while rendering gets undefined, as in Node), so that the HTML hydrated is what Node writes
 * (the node-environment test renders the same in Node itself).
 */
export function renderAsServer(path: string, page: PageModule): string {
  const names = [
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'matchMedia',
    'IntersectionObserver',
    'ResizeObserver',
  ];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names)
    Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  try {
    return renderRouteToString(path, page);
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

/** The text of each h1 in server HTML. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]*>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim(),
  );
}
