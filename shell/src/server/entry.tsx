// The shell's server build: renders a page's whole document at deploy time, the same <App> the
// browser hydrates, given the page (a shell page's module or a remote's rendered HTML) as its first.
import {
  DEFAULT_LANGUAGE,
  SITE_PAGES,
  identity,
  languagePrefix,
  type DocumentRequest,
  type Language,
  type PageMeta,
  type ShellServerEntry,
} from '@mboa/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { chromeTranslations } from '../chrome/chromeTranslations';
import { shellPages } from '../pages/pageTable';
import { App } from '../routing/App';
import { ReleasePreviewBar } from './ReleasePreviewBar';
import { pageDataBlock, type InitialPage, type LoadRoutePage } from '../start/initialPage';
import { CLIENT_MANIFEST_FILE, chunkAssets, type ClientManifest } from './chunkAssets';
import { composeDocument, type LanguageAlternate } from './composeDocument';
import { sourceOf } from './sourceOf';

/** Any path that is no route: the app shows its not-found page there (in the language of its prefix). */
const NOT_FOUND_PATH = '/_not-found';

/** The server renders the page it is given; loading one would mean the request lacked it. */
const noLoading: LoadRoutePage = async (page) => {
  throw new Error(`${page.path}: a page is rendered on the server only from the page it is given.`);
};

interface RoutePage {
  language: Language;
  initialPage?: InitialPage;
  meta: PageMeta;
  assets: { stylesheets: string[]; scripts: string[] };
  /** The page in each language, for `hreflang` links; none for the not-found page. */
  alternates: LanguageAlternate[];
}

/** The page at `path`: a shell page's module with its chunks, a remote's HTML, or the not-found page. */
async function routePage({
  path,
  language = DEFAULT_LANGUAGE,
  clientManifest,
  remotePage,
}: DocumentRequest): Promise<RoutePage> {
  const manifest = clientManifest as ClientManifest;
  if (path === null) {
    const { notFound } = (await chromeTranslations[language]()).default;
    return {
      language,
      meta: notFound.meta,
      assets: chunkAssets(manifest, await sourceOf(chromeTranslations[language])),
      alternates: [],
    };
  }
  const page = SITE_PAGES.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not a page of the site (a route of the ownership table in a language).`);
  // The chrome's record in the page's language, preloaded with the page's own chunks.
  const chrome = chunkAssets(manifest, await sourceOf(chromeTranslations[page.language]));
  const alternates = SITE_PAGES.filter((entry) => entry.route === page.route).map((entry) => ({
    language: entry.language,
    url: `${identity.siteOrigin}${entry.path}`,
  }));
  const base = { language: page.language, alternates };
  if (page.owner !== 'shell') {
    if (!remotePage) throw new Error(`${path} belongs to ${page.owner}: its rendered page is needed.`);
    return { ...base, initialPage: { path, html: remotePage.html }, meta: remotePage.meta, assets: chrome };
  }
  const shellPage = shellPages[page.route];
  if (!shellPage) throw new Error(`The shell has no page for ${page.route} yet.`);
  const module = await shellPage.load(page.language);
  const assets = [
    chrome,
    chunkAssets(manifest, await sourceOf(shellPage.component)),
    chunkAssets(manifest, await sourceOf(shellPage.records[page.language])),
  ];
  return {
    ...base,
    initialPage: { path, page: module },
    meta: module.meta,
    assets: {
      stylesheets: [...new Set(assets.flatMap((a) => a.stylesheets))],
      scripts: [...new Set(assets.flatMap((a) => a.scripts))],
    },
  };
}

async function renderDocument(request: DocumentRequest): Promise<string> {
  const { path, template, remotePage, releases, releasePreview, siteIndex = [] } = request;
  const { language, initialPage, meta, assets, alternates } = await routePage(request);
  const chromeText = (await chromeTranslations[language]()).default;
  const appHtml = renderToString(
    <StaticRouter location={path ?? `${languagePrefix(language)}${NOT_FOUND_PATH}`}>
      <App
        loadPage={noLoading}
        initialPage={initialPage}
        language={language}
        chromeText={chromeText}
        siteIndex={siteIndex}
      />
    </StaticRouter>,
  );
  return composeDocument(template, {
    appHtml,
    ...(releasePreview
      ? {
          releasePreviewBar: renderToString(
            <ReleasePreviewBar preview={releasePreview} language={language} text={chromeText.releasePreview} />,
          ),
        }
      : {}),
    language,
    meta,
    canonicalUrl: path === null ? null : `${identity.siteOrigin}${path}`,
    alternates,
    siteName: identity.name,
    stylesheets: assets.stylesheets,
    pageData: pageDataBlock({
      path,
      preload: assets.scripts,
      ...(remotePage ? { entryUrl: remotePage.entryUrl } : {}),
      ...(releases && path !== null ? { releases } : {}),
      ...(siteIndex.length > 0 ? { siteIndex } : {}),
    }),
  });
}

const entry: ShellServerEntry = {
  routes: SITE_PAGES.map(({ path, route, owner, language }) => ({ path, route, owner, language })),
  clientManifestFile: CLIENT_MANIFEST_FILE,
  siteIndexPages: SITE_PAGES.filter((page) => page.route === '/search').map((page) => page.path),
  renderDocument,
};
export default entry;
