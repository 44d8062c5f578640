import type { PageMeta } from './contract';
import type { RemoteName } from './remotes';
import type { RoutePath } from './routes';

/**
 * The contract of a remote's server build, `<remote>/dist-server/render.mjs`, whose default
 * export is a RemoteServerEntry. The deploy-time compose step renders each route to HTML with
 * the live release's entry; the shell's client then loads the same release's page module and
 * hydrates that HTML. Built from the same pages object as the federated contract (contract.ts),
 * so the two can never list different pages.
 */
export interface RemoteServerEntry {
  readonly remote: RemoteName;
  /** The routes it renders: the keys of its pages object, as the ownership table spells them. */
  readonly routes: readonly RoutePath[];
  /** Renders one route's page; undefined for a route the remote has no page for. */
  renderPage(path: RoutePath, options?: RenderPageOptions): Promise<RenderedPage | undefined>;
}

export interface RenderPageOptions {
  /**
   * Where the browser loads this release from: the folder holding `assets/remoteEntry.js`,
   * written as the live remotes.json writes the entry, without `assets/remoteEntry.js`. A path
   * for a release on the site's own origin (`/remotes/personal-banking/<build id>/`), a full URL
   * for one on another origin (`http://localhost:5001/<build id>/`). The page's asset URLs
   * (illustrations) are written from it exactly as the browser's first render writes them, so
   * hydration matches. Without it they are relative to the release folder.
   */
  readonly releaseUrl?: string;
}

/** One page rendered on the server. */
export interface RenderedPage {
  /** renderToString(<Page />): exactly what the client's <Page /> hydrates, wherever it sits in the tree. */
  readonly html: string;
  /** Title and description, from the page's content record (the page module's `meta`). */
  readonly meta: PageMeta;
}
