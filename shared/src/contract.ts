import type { ComponentType } from 'react';
import type { Language } from './routePath.mjs';
import type { RoutePath } from './routes';

/**
 * The contract between the shell and a remote. Each remote exposes exactly one module,
 * REMOTE_PAGES_MODULE, whose default export is a RemotePages object. Each page loader is a
 * dynamic import, so opening one page downloads that page's chunk only.
 */
export const REMOTE_PAGES_MODULE = './pages';

/** What the document says about a page: its title and meta description. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/**
 * A loaded page: the component, and its meta, which the page's owner writes in its content
 * record. The shell sets the document's title and description from it when the page renders,
 * so a section team changes them by redeploying its remote alone.
 */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
  /**
   * The page has no behaviour of its own (text, images, plain links): when the browser takes over
   * a composed page, the shell keeps its server HTML as it is instead of hydrating it
   * (ServerHtml). Absent: the page is hydrated.
   */
  serverHtml?: boolean;
}

/**
 * Loads a route's page in a language: its component, already holding that language's record,
 * and its meta in that language. Without a language (a shell built before the site had two) it
 * loads the English page.
 */
export type PageLoader = (language?: Language) => Promise<PageModule>;

export interface RemotePages {
  /** Pages this remote renders; an owned route without one shows the not-found page. */
  readonly pages: Partial<Record<RoutePath, PageLoader>>;
}

/** Type-checks a remote's pages object against the contract. */
export function defineRemotePages(pages: RemotePages['pages']): RemotePages {
  return { pages };
}

export function isRemotePages(value: unknown): value is RemotePages {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pages?: unknown }).pages === 'object' &&
    (value as { pages?: unknown }).pages !== null
  );
}

/** Checks a loaded page module at runtime: a remote is built and deployed separately. */
export function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null) return false;
  const { default: component, meta } = value as { default?: unknown; meta?: { title?: unknown; description?: unknown } };
  return (
    (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
    typeof meta?.title === 'string' &&
    typeof meta.description === 'string'
  );
}
