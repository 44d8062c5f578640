import type { ComponentType } from 'react';
import type { RemoteName, RouteOwner } from './remotes';
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
 * and its meta in that language.
 */
export type PageLoader = (language: Language) => Promise<PageModule>;

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

// ── At deploy time: the server builds ──

/**
 * The contract between the deploy-time compose step (hosting/deploy/compose.mjs) and the packages'
 * server builds (`<package>/dist-server/render.mjs`, default export). Compose renders each route
 * with the live releases: the owning remote's entry renders the page, the shell's entry renders
 * the whole document around it. The browser then loads the same releases and hydrates.
 *
 * Words used throughout: a release's `buildId` names its folder; its `entryUrl` is where the
 * browser loads its `assets/remoteEntry.js` (as remotes.json writes it); its `assetBase` is the
 * folder that holds `assets/` (the entry URL without `assets/remoteEntry.js`).
 */

/** A remote's server build: `<remote>/src/server.tsx`, from the same pages object as its federated module. */
export interface RemoteServerEntry {
  readonly remote: RemoteName;
  /** The routes it renders: the keys of its pages object, as the ownership table spells them. */
  readonly routes: readonly RoutePath[];
  /** Renders one route's page; undefined for a route the remote has no page for. */
  renderPage(path: RoutePath, options?: RenderPageOptions): Promise<RenderedPage | undefined>;
}

export interface RenderPageOptions {
  /** The page's language (English when not given). */
  readonly language?: Language;
  /**
   * The release's asset base, as the browser will see it: a path on the site's own origin
   * (`/remotes/personal-banking/<buildId>/`) or a full URL on another (`http://localhost:5001/<buildId>/`).
   * The page's asset URLs (illustrations) are written from it exactly as the browser's first
   * render writes them, so hydration matches. Without it they are relative to the release folder.
   */
  readonly assetBase?: string;
}

/** One page rendered on the server. */
export interface RenderedPage {
  /** renderToString(<Page />): exactly what the client's <Page /> hydrates, wherever it sits in the tree. */
  readonly html: string;
  /** Title and description, from the page's content record (the page module's `meta`). */
  readonly meta: PageMeta;
}

/** A remote's page as the shell's entry puts it into a document. */
export interface RenderedRemotePage extends RenderedPage {
  /** The release the page came from: the browser hydrates with this same one. */
  readonly entryUrl: string;
}

/** The shell's server build: `shell/src/server/entry.tsx`. */
export interface ShellServerEntry {
  /**
   * Every page the site composes: each route of the ownership table, with its owner, in each
   * language. `path` is the page's address (`/fr/savings_account`), `route` the ownership
   * table's path the owner renders it from (`/savings_account`).
   */
  readonly routes: readonly { readonly path: string; readonly owner: RouteOwner; readonly route: RoutePath; readonly language: Language }[];
  /** Where the client build's manifest is, relative to a shell release's folder. */
  readonly clientManifestFile: string;
  /** A route's whole document: the shell's header and footer around the page, its head, its data block. */
  renderDocument(request: DocumentRequest): Promise<string>;
}

export interface DocumentRequest {
  /** A page's address (`/savings_account`, `/fr/savings_account`), or null for the not-found page. */
  readonly path: string | null;
  /** The not-found page's language (a page's language is its address's). English when not given. */
  readonly language?: Language;
  /** The live shell release's index.html. */
  readonly template: string;
  /** The same release's client manifest (`clientManifestFile`), as parsed JSON. */
  readonly clientManifest: unknown;
  /** For a remote's route: its page, rendered by the remote. */
  readonly remotePage?: RenderedRemotePage;
  /**
   * The build ids the page is composed from: the shell's and, for a remote's route, its owner's
   * (`{ shell: '…', 'personal-banking': '…' }`). The page names them to the field-speed report.
   */
  readonly releases?: Readonly<Record<string, string>>;
  /** For a page composed for a preview link: the bar that says so goes above the page. */
  readonly releasePreview?: ReleasePreview;
}

/** A section's release shown to the browsers that opened its preview link (docs/hosting.md). */
export interface ReleasePreview {
  readonly section: RemoteName;
  readonly buildId: string;
}
