// The shell's server build (dist-server/render.mjs): renders a page's whole document for the
// deploy-time compose step, the same <App> the browser hydrates, into the shell's index.html
// (composeDocument, below). The page is given to the app as its initial page: a shell page's
// module, or a remote's HTML as that remote's server build rendered it, which PageRoute puts
// where the browser will hydrate the remote's page. The chunks the page needs come from the
// client build's manifest, and go in its data block (start/initialPage.ts).
import { DEFAULT_LANGUAGE, LOCALES, SITE_PAGES, escapeHtml, identity, languagePrefix, type DocumentRequest, type Language, type PageMeta, type ShellServerEntry } from '@mboa/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { chromeTranslations } from '../layout/chrome';
import { shellPages } from '../pages/pageTable';
import { App } from '../routing/App';
import { ReleasePreviewBar } from '../layout/ReleasePreviewBar';
import { pageDataBlock, type InitialPage, type LoadRoutePage } from '../start/initialPage';

/** The client build's manifest (Vite's `build.manifest`, dist/.vite/manifest.json), as far as it is read here. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Where the client build's manifest is, relative to a shell release's folder. */
const CLIENT_MANIFEST_FILE = '.vite/manifest.json';

/**
 * The files the browser needs for a module of the client build (a page's chunk): its
 * stylesheets with those of the chunks it imports (imports first, as the browser applies them),
 * and its script with those chunks', as site paths. The walk Vite documents for server rendering.
 */
export function chunkAssets(manifest: ClientManifest, source: string): { stylesheets: string[]; scripts: string[] } {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
  };
  if (!manifest[source]) throw new Error(`The shell's client manifest has no ${source}.`);
  visit(source);
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}

/**
 * The shell's page and chrome modules, by their source as the client build's manifest names it
 * (`src/pages/help/FaqsPage.tsx`). The page table and the chrome hold imports, not file names:
 * the server finds the file behind an import by the module it gives (one module, one object).
 * In the server build only: the browser needs no names.
 */
const MODULE_FILES = import.meta.glob(['../pages/*/*Page.tsx', '../pages/*/*.{en,fr}.ts', '../layout/chrome.{en,fr}.ts']);
let sourcesByModule: Promise<Map<unknown, string>> | undefined;

/** The source of the module an import gives, as the client build's manifest names it. */
export async function sourceOf(load: () => Promise<unknown>): Promise<string> {
  sourcesByModule ??= Promise.all(Object.entries(MODULE_FILES).map(async ([file, load]) => [await load(), file.replace(/^\.\.\//, 'src/')] as const)).then(
    (entries) => new Map(entries),
  );
  const source = (await sourcesByModule).get(await load());
  if (!source) throw new Error("The shell's server build knows no file for a page or chrome module: MODULE_FILES must match the page table's imports.");
  return source;
}

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
async function routePage({ path, language = DEFAULT_LANGUAGE, clientManifest, remotePage }: DocumentRequest): Promise<RoutePage> {
  const manifest = clientManifest as ClientManifest;
  if (path === null) {
    const { notFound } = (await chromeTranslations[language]()).default;
    return { language, meta: notFound.meta, assets: chunkAssets(manifest, await sourceOf(chromeTranslations[language])), alternates: [] };
  }
  const page = SITE_PAGES.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not a page of the site (a route of the ownership table in a language).`);
  // The chrome's record in the page's language, preloaded with the page's own chunks.
  const chrome = chunkAssets(manifest, await sourceOf(chromeTranslations[page.language]));
  const alternates = SITE_PAGES.filter((entry) => entry.route === page.route).map((entry) => ({ language: entry.language, url: `${identity.siteOrigin}${entry.path}` }));
  const base = { language: page.language, alternates };
  if (page.owner !== 'shell') {
    if (!remotePage) throw new Error(`${path} belongs to ${page.owner}: its rendered page is needed.`);
    return { ...base, initialPage: { path, html: remotePage.html }, meta: remotePage.meta, assets: chrome };
  }
  const shellPage = shellPages[page.route];
  if (!shellPage) throw new Error(`The shell has no page for ${page.route} yet.`);
  const module = await shellPage.load(page.language);
  const assets = [chrome, chunkAssets(manifest, await sourceOf(shellPage.component)), chunkAssets(manifest, await sourceOf(shellPage.records[page.language]))];
  return {
    ...base,
    initialPage: { path, page: module },
    meta: module.meta,
    assets: { stylesheets: [...new Set(assets.flatMap((a) => a.stylesheets))], scripts: [...new Set(assets.flatMap((a) => a.scripts))] },
  };
}

async function renderDocument(request: DocumentRequest): Promise<string> {
  const { path, template, remotePage, releases, releasePreview } = request;
  const { language, initialPage, meta, assets, alternates } = await routePage(request);
  const chromeText = (await chromeTranslations[language]()).default;
  const appHtml = renderToString(
    <StaticRouter location={path ?? `${languagePrefix(language)}${NOT_FOUND_PATH}`}>
      <App loadPage={noLoading} initialPage={initialPage} language={language} chromeText={chromeText} />
    </StaticRouter>,
  );
  return composeDocument(template, {
    appHtml,
    ...(releasePreview ? { releasePreviewBar: renderToString(<ReleasePreviewBar preview={releasePreview} language={language} text={chromeText.releasePreview} />) } : {}),
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
    }),
  });
}

const entry: ShellServerEntry = {
  routes: SITE_PAGES.map(({ path, route, owner, language }) => ({ path, route, owner, language })),
  clientManifestFile: CLIENT_MANIFEST_FILE,
  renderDocument,
};
export default entry;

// The document: the shell's built index.html with a page in it.

/** The same page in one language, for search engines: its absolute URL. */
export interface LanguageAlternate {
  readonly language: Language;
  readonly url: string;
}

/** What a prerendered page puts into the shell's built index.html. */
export interface DocumentParts {
  /** The app's HTML: the content of `<div id="root">`. */
  readonly appHtml: string;
  /** The page's language: `<html lang>`. */
  readonly language: Language;
  readonly meta: PageMeta;
  /** Absolute URL of the page's canonical address; null for the not-found page. */
  readonly canonicalUrl: string | null;
  /** The page in every language (itself included), linked with `hreflang`; English is also `x-default`. */
  readonly alternates: readonly LanguageAlternate[];
  /** The institution's name, for link previews (Open Graph's site name). */
  readonly siteName: string;
  /** The page chunk's stylesheets, as site paths, in load order (the entry's are in the template). */
  readonly stylesheets: readonly string[];
  /** The page's data block element (start/initialPage.ts), put after the app: it names the page's chunks too. */
  readonly pageData: string;
  /** A page composed for a preview link: its bar (layout/ReleasePreviewBar.tsx), put before the app's root. */
  readonly releasePreviewBar?: string;
}

/**
 * The shell's built index.html with a page in it: title, description, canonical link, link
 * preview tags, the page's stylesheets (so it is styled before any script runs: no flash, no layout shift), the
 * rendered app, and the data block naming what rendered it. The template's `<noscript>` note
 * goes: a prerendered page needs no script to be read. The template's inline boot script is
 * left as it is: when it starts the app, it reads the page's chunks from the data block.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  const { title, description } = parts.meta;
  const defaultAlternate = parts.alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  const head = [
    parts.canonicalUrl === null ? '' : `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">`,
    ...parts.alternates.map(({ language, url }) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url)}">`),
    defaultAlternate ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(defaultAlternate.url)}">` : '',
    // Link previews (messaging apps, social networks) read these rather than the title.
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:locale" content="${LOCALES[parts.language].replace('-', '_')}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    parts.canonicalUrl === null ? '' : `<meta property="og:url" content="${escapeHtml(parts.canonicalUrl)}">`,
    ...parts.stylesheets.filter((href) => !template.includes(`"${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ].filter(Boolean);
  // The template's own note goes first: the app's HTML may hold `<noscript>` notes of its own.
  let html = replaceOnce(template, /\s*<noscript>[\s\S]*?<\/noscript>/, '', { optional: true });
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${parts.language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceOnce(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  html = replaceOnce(html, /<\/head>/, `${head.map((tag) => `  ${tag}\n`).join('')}  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `${parts.releasePreviewBar ? `${parts.releasePreviewBar}\n    ` : ''}<div id="root">${parts.appHtml}</div>\n    ${parts.pageData}`,
  );
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, { optional = false } = {}): string {
  if (!pattern.test(text)) {
    if (optional) return text;
    throw new Error(`The shell's index.html has no ${pattern.source}: it cannot take a prerendered page.`);
  }
  return text.replace(pattern, () => replacement);
}
