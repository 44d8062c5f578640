import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import type { PageModule } from '@mboa/shared';
import { shellPages } from '../composition/shellPages';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * Helpers for the tests of the shell's pages as the deploy step renders them: each page inside
 * the app's layout (header, main, footer), in the same React tree as on the server, under
 * StaticRouter there and a browser-side router when hydrated.
 */

/** A path no route has: the not-found page. */
export const NOT_FOUND_PATH = '/no-such-page';

export interface ShellRoute {
  path: string;
  load: () => Promise<ComponentType>;
}

/** Every shell page of shellPages (read, not copied), then the not-found page. */
export function shellRoutes(): ShellRoute[] {
  const routes = Object.entries(shellPages).map(([path, load]) => ({
    path,
    load: async () => ((await load()) as PageModule).default,
  }));
  return [...routes, { path: NOT_FOUND_PATH, load: async () => NotFoundPage }];
}

/** The layout App gives every page (App.tsx): header, main with the page, footer. */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** The page at `path` rendered to HTML as the server does: StaticRouter, the page already loaded. */
export function renderRouteToString(path: string, Page: ComponentType): string {
  return renderToString(
    <StaticRouter location={path}>
      <ShellLayout>
        <Page />
      </ShellLayout>
    </StaticRouter>,
  );
}

/** The tree the browser hydrates the HTML of `path` with (its address may add a query). */
export function clientTree(path: string, Page: ComponentType): ReactNode {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout>
        <Page />
      </ShellLayout>
    </MemoryRouter>
  );
}

/**
 * In jsdom: renders as on a server, with the browser's globals out of reach (a page that reads
 * one while rendering gets undefined, as in Node), so that the HTML hydrated is what Node writes
 * (the node-environment test renders the same in Node itself).
 */
export function renderAsServer(path: string, Page: ComponentType): string {
  const names = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'matchMedia', 'IntersectionObserver', 'ResizeObserver'];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of names) Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  try {
    return renderRouteToString(path, Page);
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

/** The text of each h1 in server HTML. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]!.replace(/<[^>]*>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim());
}
