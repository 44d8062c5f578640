import type { PageModule, SitePage } from '@mboa/shared';

/**
 * How the app gets a page's module, given to it by its entry: the browser's loads the
 * shell's chunks and the remotes' federated modules (browserPageLoader.ts); the server's has
 * every page already (server/entry.tsx), so the server build holds no federation runtime.
 * `page` is a route in a language (shared/src/routes.ts, SITE_PAGES); `attempt` counts Retries
 * (0 for the first load), so a loader can fetch its code afresh. Resolves to undefined when the
 * owner has no page for the route.
 */
export type LoadRoutePage = (page: SitePage, attempt: number) => Promise<PageModule | undefined>;

/** One route's loader, as PageRoute uses it. */
export type RoutePageLoader = (attempt: number) => Promise<PageModule | undefined>;

/**
 * The page a prerendered document was rendered with, handed to the app's first render as a
 * value so that it matches that HTML: the route starts ready instead of loading, so hydration
 * shows no spinner and moves nothing. `path` is the page's address (`/fr/savings_account`).
 * `html` is the page's own server HTML, kept on screen when its code could not be loaded (a
 * section down): readable, its links working. On the server, `html` is how a remote's page
 * (rendered by the remote) goes into the shell's document.
 */
export type InitialPage = { readonly path: string; readonly page: PageModule } | { readonly path: string; readonly html: string };
