import type { ComponentType } from 'react';
import type { RemoteName, RouteOwner } from './remotes';
import type { Language } from './routePath.mjs';
import type { RoutePath } from './routes';

// The contract between the shell and a remote, and between compose and the server builds
// (docs/remote-contract.md).

export const REMOTE_PAGES_MODULE = './pages';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
  /** No behaviour of its own: the shell keeps the composed HTML instead of hydrating it (ServerHtml). */
  serverHtml?: boolean;
}

export type PageLoader = (language: Language) => Promise<PageModule>;

export interface RemotePages {
  readonly pages: Partial<Record<RoutePath, PageLoader>>;
}

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

/** A remote is built and deployed separately: what it sends is checked. */
export function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null) return false;
  const { default: component, meta } = value as {
    default?: unknown;
    meta?: { title?: unknown; description?: unknown };
  };
  return (
    (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
    typeof meta?.title === 'string' &&
    typeof meta.description === 'string'
  );
}

// At deploy time, compose renders each route with the live releases: the owner's server build
// the page, the shell's the document around it.

export interface RemoteServerEntry {
  readonly remote: RemoteName;
  readonly routes: readonly RoutePath[];
  renderPage(path: RoutePath, options?: RenderPageOptions): Promise<RenderedPage | undefined>;
}

export interface RenderPageOptions {
  readonly language?: Language;
  /** The release's folder as the browser sees it; without it, asset URLs are relative to the folder. */
  readonly assetBase?: string;
}

export interface RenderedPage {
  /** renderToString(<Page />): what the client's <Page /> hydrates, wherever it sits in the tree. */
  readonly html: string;
  readonly meta: PageMeta;
}

export interface RenderedRemotePage extends RenderedPage {
  /** The browser hydrates with this same release. */
  readonly entryUrl: string;
}

export interface ShellServerEntry {
  /** `path`: the page's address (`/fr/savings_account`); `route`: the one its owner renders (`/savings_account`). */
  readonly routes: readonly {
    readonly path: string;
    readonly owner: RouteOwner;
    readonly route: RoutePath;
    readonly language: Language;
  }[];
  readonly clientManifestFile: string;
  /** The pages that list every page (the search page, each language): composed again at every deploy, given `siteIndex`. */
  readonly siteIndexPages?: readonly string[];
  renderDocument(request: DocumentRequest): Promise<string>;
}

export interface DocumentRequest {
  /** Null for the not-found page, in `language`. */
  readonly path: string | null;
  readonly language?: Language;
  readonly template: string;
  readonly clientManifest: unknown;
  readonly remotePage?: RenderedRemotePage;
  /** The build ids the page is composed from, named to the field-speed report. */
  readonly releases?: Readonly<Record<string, string>>;
  readonly releasePreview?: ReleasePreview;
  /** For the pages that list every page (the search page's A to Z): the live pages in the document's language. */
  readonly siteIndex?: readonly IndexedPage[];
}

/** A live page as the A to Z list names it: its address, its title (the document's `<title>`) and its owner. */
export interface IndexedPage {
  readonly path: string;
  readonly title: string;
  readonly owner: RouteOwner;
}

export interface ReleasePreview {
  readonly section: RemoteName;
  readonly buildId: string;
}
