// The shell's server build (dist-server/render.mjs): renders a route's whole document for the
// deploy-time compose step, the same <App> the browser hydrates. The page is given to the app
// as its initial page: a shell page's module, or a remote's HTML as that remote's server build
// rendered it, which PageRoute puts where the browser will hydrate the remote's page.
import { ROUTES, identity, type DocumentRequest, type PageMeta, type ShellServerEntry } from '@mboa/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { pageDataBlock } from '../composition/prerenderedPage';
import type { InitialPage, LoadRoutePage } from '../composition/routePage';
import { shellPageSource, shellPages } from '../composition/shellPages';
import { notFoundMeta } from '../content/pageMeta';
import { chunkAssets, CLIENT_MANIFEST_FILE, type ClientManifest } from './clientManifest';
import { composeDocument } from './documentTemplate';

/** Any path that is no route: the app shows its not-found page there. */
const NOT_FOUND_LOCATION = '/_not-found';

/** The server renders the page it is given; loading one would mean the request lacked it. */
const noLoading: LoadRoutePage = async (route) => {
  throw new Error(`${route.path}: a page is rendered on the server only from the page it is given.`);
};

interface RoutePage {
  initialPage?: InitialPage;
  meta: PageMeta;
  assets: { stylesheets: string[]; scripts: string[] };
}

/** The page to render at `path`: a shell page's module with its chunks, a remote's HTML, or the not-found page. */
async function routePage({ path, clientManifest, remotePage }: DocumentRequest): Promise<RoutePage> {
  const noAssets = { stylesheets: [], scripts: [] };
  if (path === null) return { meta: notFoundMeta, assets: noAssets };
  const route = ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not a route of the ownership table.`);
  if (route.owner !== 'shell') {
    if (!remotePage) throw new Error(`${path} belongs to ${route.owner}: its rendered page is needed.`);
    return { initialPage: { path, html: remotePage.html }, meta: remotePage.meta, assets: noAssets };
  }
  const load = shellPages[path];
  const source = shellPageSource(path);
  if (!load || !source) throw new Error(`The shell has no page for ${path} yet.`);
  const page = await load();
  return { initialPage: { path, page }, meta: page.meta, assets: chunkAssets(clientManifest as ClientManifest, source) };
}

async function renderDocument(request: DocumentRequest): Promise<string> {
  const { path, template, remotePage } = request;
  const { initialPage, meta, assets } = await routePage(request);
  const appHtml = renderToString(
    <StaticRouter location={path ?? NOT_FOUND_LOCATION}>
      <App loadPage={noLoading} initialPage={initialPage} />
    </StaticRouter>,
  );
  return composeDocument(template, {
    appHtml,
    meta,
    canonicalUrl: path === null ? null : `${identity.siteOrigin}${path}`,
    siteName: identity.name,
    stylesheets: assets.stylesheets,
    modulePreloads: assets.scripts,
    pageData: pageDataBlock({ path, ...(remotePage ? { entryUrl: remotePage.entryUrl } : {}) }),
  });
}

const entry: ShellServerEntry = { routes: ROUTES, clientManifestFile: CLIENT_MANIFEST_FILE, renderDocument };
export default entry;
