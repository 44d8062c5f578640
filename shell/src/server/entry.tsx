// The shell's server build (dist-server/render.mjs): renders a route's whole document, the
// shell's header and footer around the page, for the deploy-time compose step
// (hosting/compose.mjs). A remote's page comes already rendered by that remote's server build;
// the shell's own pages render here, in the same tree as in the browser.
import { ROUTES, identity, type PageMeta, type PageModule, type RouteEntry } from '@mboa/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { InitialPageContext, type InitialPage } from '../composition/initialPage';
import { PRERENDERED_PAGE_ID, prerenderedPageJson, type PrerenderedPage } from '../composition/prerenderedPage';
import { shellPageSource, shellPages } from '../composition/shellPages';
import { notFoundMeta } from '../content/pageMeta';
import { chunkAssets, CLIENT_MANIFEST_FILE, type ClientManifest } from './clientManifest';
import { composeDocument } from './documentTemplate';

export interface RenderedRemotePage {
  /** The page as its remote's server entry rendered it (RemoteServerEntry.renderPage). */
  readonly html: string;
  readonly meta: PageMeta;
  /** The remote's entry URL as remotes.json names it: the release the browser hydrates with. */
  readonly release: string;
}

export interface DocumentRequest {
  /** A route of the ownership table, or null for the not-found page. */
  readonly path: string | null;
  /** The live shell release's index.html. */
  readonly template: string;
  /** The same release's client manifest (CLIENT_MANIFEST_FILE). */
  readonly clientManifest: ClientManifest;
  /** For a remote's route: its page, rendered by the remote. */
  readonly remotePage?: RenderedRemotePage;
}

/** The contract of `shell/dist-server/render.mjs`'s default export. */
export interface ShellServerEntry {
  readonly routes: readonly RouteEntry[];
  readonly clientManifestFile: string;
  renderDocument(request: DocumentRequest): Promise<string>;
}

/** Stands in for a remote's page while the shell renders; replaced by the remote's HTML. */
const REMOTE_PAGE_SLOT = 'MBOA_REMOTE_PAGE_SLOT';
/** The boot script's module in the client build (vite.config.ts's second input). */
const BOOT_SOURCE = 'src/boot.ts';
/** Any path that is no route: the app shows its not-found page there. */
const NOT_FOUND_LOCATION = '/_not-found';

async function renderDocument({ path, template, clientManifest, remotePage }: DocumentRequest): Promise<string> {
  const route = path === null ? undefined : ROUTES.find((entry) => entry.path === path);
  if (path !== null && !route) throw new Error(`${path} is not a route of the ownership table.`);

  let page: PageModule | undefined;
  let assets = { stylesheets: [] as string[], scripts: [] as string[] };
  if (route?.owner === 'shell') {
    const load = shellPages[route.path];
    const source = shellPageSource(route.path);
    if (!load || !source) throw new Error(`The shell has no page for ${route.path} yet.`);
    page = await load();
    assets = chunkAssets(clientManifest, source);
  } else if (route) {
    if (!remotePage) throw new Error(`${route.path} belongs to ${route.owner}: its rendered page is needed.`);
    page = { default: () => REMOTE_PAGE_SLOT, meta: remotePage.meta };
  }

  const initial: InitialPage | undefined = route && page ? { path: route.path, page } : undefined;
  let appHtml = renderToString(
    <StaticRouter location={route?.path ?? NOT_FOUND_LOCATION}>
      <InitialPageContext value={{ current: initial }}>
        <App />
      </InitialPageContext>
    </StaticRouter>,
  );
  if (remotePage) {
    const [before, after, ...more] = appHtml.split(REMOTE_PAGE_SLOT);
    if (after === undefined || more.length > 0) throw new Error(`${path}: the remote page's place was not rendered exactly once.`);
    appHtml = before + remotePage.html + after;
  }

  const data: PrerenderedPage = { path: route?.path ?? null, ...(remotePage ? { release: remotePage.release } : {}) };
  return composeDocument(template, {
    appHtml,
    meta: page?.meta ?? notFoundMeta,
    canonicalUrl: route ? `${identity.siteOrigin}${route.path}` : null,
    siteName: identity.name,
    stylesheets: assets.stylesheets,
    modulePreloads: assets.scripts,
    bootScript: chunkAssets(clientManifest, BOOT_SOURCE).scripts[0]!,
    pageDataJson: prerenderedPageJson(data),
    pageDataId: PRERENDERED_PAGE_ID,
  });
}

const entry: ShellServerEntry = { routes: ROUTES, clientManifestFile: CLIENT_MANIFEST_FILE, renderDocument };
export default entry;
