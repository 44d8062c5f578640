// The site's service worker: docs/offline.md has what it answers and keeps, and how. Built into dist/sw.js by
// shell/build/serviceWorkerPlugin.ts (Workbox's injectManifest); it fetches nothing ahead, the injected list only
// telling which cached files this shell release's pages need.
import { now } from '@mboa/shared/clock';
import { identity } from '@mboa/shared/identity';
import { LANGUAGES, LOCALES, languageOfPath, type Language } from '@mboa/shared/route-path';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  MANIFEST_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHES,
  PAGES_CACHE,
  RELEASE_FILES_CACHE,
  savesData,
  type KeepPagesProgress,
  type OfflineMessage,
  type SavePageMessage,
} from '../offlineStorage';
import { withDate } from '../offlineText';
import english from '../offlineText.en';
import french from '../offlineText.fr';
import {
  MANIFEST_PATH_ON_SITE,
  factsOf,
  isKeepableManifest,
  keepManifestFromHttpCache,
  keepManifestInStep,
  keepReleaseFiles,
  keepSearchBundle,
  pageKeyOf,
  savedAtOf,
  savedPages,
  savedSectionOrigins,
  searchBundlesOf,
  searchWasKept,
  shellSearchBundleOf,
  stampedFile,
  stampedPage,
  type ShellFileList,
} from './offlineStore';
import { rememberShellFiles, tidy } from './storeBounds';
import { offlinePagePolicy, renderOfflinePage, retryPathOf } from './offlinePage';
import { releaseFileOf, shellSearchFileOf } from './releaseFiles';
import { linkedFilesOf, withOfflineNotice, type PageFacts } from './savedPage';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const ORIGIN = self.location.origin;
const TEXT = { en: english, fr: french } as const;
/** This shell release's own files, as Workbox's build listed them. */
const SHELL_FILES: ShellFileList = self.__WB_MANIFEST.map(({ url }) => new URL(url, `${ORIGIN}/`).pathname);

/** Never the worker's: statement files and their rate limit, and field-speed beacons, always go to the network. */
function neverKept(path: string): boolean {
  return path.startsWith('/statements/') || path === '/vitals';
}

// Takes over at once, even tabs of an older worker: safe, as it acts on a request's address alone, precaches nothing
// and deletes no file a saved page needs (docs/offline.md, "Deploys, rollbacks and shell releases").
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(rememberShellFiles(SHELL_FILES, ORIGIN));
});
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(dropCachesNotOurs().then(() => tidy(SHELL_FILES, ORIGIN)));
});

/** Caches of an earlier worker's naming: the worker keeps only those it names now. */
async function dropCachesNotOurs(): Promise<void> {
  const ours = new Set<string>(OFFLINE_CACHES);
  await Promise.all((await caches.keys()).filter((name) => !ours.has(name)).map((name) => caches.delete(name)));
}

const withoutQuery: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageKeyOf(request.url) };

const savedPagesPlugin: WorkboxPlugin = {
  ...withoutQuery,
  cacheWillUpdate: async ({ request, response }) => (await stampedPage(response, new URL(request.url))) ?? null,
  cacheDidUpdate: async ({ newResponse }) => {
    const facts = factsOf(newResponse);
    if (facts) await keepManifestInStep(facts, ORIGIN);
    await tidy(SHELL_FILES, ORIGIN);
  },
  // Read from the cache only when the network did not answer in time: the copy says so.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? withNotice(cachedResponse) : null),
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [savedPagesPlugin],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === ORIGIN && !neverKept(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // No answer and no saved copy.
      return offlinePage(new URL(options.request.url));
    }
  },
);

registerRoute(
  ({ url }) => url.origin === ORIGIN && url.pathname === MANIFEST_PATH_ON_SITE,
  new NetworkFirst({
    cacheName: MANIFEST_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      withoutQuery,
      { cacheWillUpdate: async ({ response }) => (isKeepableManifest(response) ? response : null) },
    ],
  }),
);

const releaseFiles = new CacheFirst({
  cacheName: RELEASE_FILES_CACHE,
  plugins: [withoutQuery, { cacheWillUpdate: async ({ response }) => (await stampedFile(response)) ?? null }],
});
const networkOnly = new NetworkOnly();
registerRoute(
  // A match cannot wait for the saved manifest: a file shaped as a section's on another origin is
  // matched, and the handler reads which origins are the sections' before it serves or keeps it.
  ({ url }) => releaseFileOf(url, ORIGIN, new Set([url.origin])) !== undefined,
  async (options) => {
    const ours =
      options.url.origin === ORIGIN ||
      releaseFileOf(options.url, ORIGIN, await savedSectionOrigins(ORIGIN)) !== undefined;
    return (ours ? releaseFiles : networkOnly).handle(options);
  },
);

// The live shell's search bundle names no release: the network's, else the copy kept with the saved pages.
registerRoute(
  ({ url }) => shellSearchFileOf(url, ORIGIN) !== undefined,
  new NetworkFirst({ cacheName: RELEASE_FILES_CACHE, plugins: [withoutQuery, { cacheWillUpdate: async () => null }] }),
);

/** Search finds a saved page offline: once the visitor has searched, its bundles are kept with it, unless the visitor
 * saves data. */
async function keepSearchBundles(facts: PageFacts | undefined): Promise<void> {
  if (!facts || savesData(self.navigator) || !(await searchWasKept(ORIGIN))) return;
  for (const bundle of searchBundlesOf(facts, ORIGIN)) await keepSearchBundle(bundle, ORIGIN).catch(() => undefined);
}

/** The visitor searched and left the results (SearchedMessage): the live shell's bundle, then the saved pages'. */
async function keepSearchAfterSearching(language: Language): Promise<void> {
  if (!LANGUAGES.includes(language) || savesData(self.navigator)) return;
  const bundles = new Map([shellSearchBundleOf(language, ORIGIN)].map((bundle) => [bundle.href, bundle]));
  for (const { facts } of await savedPages())
    if (facts.language === language)
      for (const bundle of searchBundlesOf(facts, ORIGIN)) bundles.set(bundle.href, bundle);
  for (const bundle of bundles.values()) await keepSearchBundle(bundle, ORIGIN).catch(() => undefined);
  await tidy(SHELL_FILES, ORIGIN);
}

/** The bundles of a saved page: asked by a page load the worker saved once it is idle (offlineReading.ts), and after
 * the other ways a page is kept. */
async function keepSearchForSavedPage(url: string): Promise<void> {
  const page = keepablePage(url);
  const saved = page && (await (await caches.open(PAGES_CACHE)).match(pageKeyOf(page)));
  if (!saved) return;
  await keepSearchBundles(factsOf(saved));
  await tidy(SHELL_FILES, ORIGIN);
}

/** A saved copy with its notice, in the page's language, saying the day it was saved. */
async function withNotice(saved: Response): Promise<Response> {
  const language = factsOf(saved)?.language ?? 'en';
  const notice = withDate(TEXT[language].savedCopyNotice, savedAtOf(saved) ?? new Date(now()), LOCALES[language]);
  return new Response(withOfflineNotice(await saved.text(), notice), { status: 200, headers: saved.headers });
}

/** The offline page, in the language of the address asked for, listing every saved page. */
async function offlinePage(url: URL): Promise<Response> {
  const { language } = languageOfPath(url.pathname);
  const nonce = crypto.randomUUID().replace(/-/g, '');
  const html = renderOfflinePage({
    language,
    locale: LOCALES[language],
    text: TEXT[language],
    siteName: identity.shortName,
    retryPath: retryPathOf(url),
    pages: (await savedPages()).map(({ url: saved, facts, savedAt }) => ({
      path: saved.pathname,
      title: facts.title,
      language: facts.language,
      savedAt,
    })),
    nonce,
  });
  return new Response(html, {
    // 200: the page is the worker's answer, not the server's; it is never stored (no-store).
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': offlinePagePolicy(nonce),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
}

self.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage | undefined;
  if (message?.type === 'save-page') event.waitUntil(savePageFor(message));
  else if (message?.type === 'keep-pages') event.waitUntil(keepPages(message.urls, event.ports[0]));
  else if (message?.type === 'keep-search') event.waitUntil(keepSearchForSavedPage(message.url));
  else if (message?.type === 'searched') event.waitUntil(keepSearchAfterSearching(message.language));
});

/** A page of this site the worker may keep; undefined for anything else a message names. */
function keepablePage(url: string): URL | undefined {
  try {
    const parsed = new URL(url, ORIGIN);
    return parsed.origin === ORIGIN &&
      !neverKept(parsed.pathname) &&
      !releaseFileOf(parsed, ORIGIN, new Set()) &&
      parsed.pathname !== MANIFEST_PATH_ON_SITE
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches and saves a page: its HTML, or undefined when it is none to keep (a 404) or could not be had or kept. */
async function fetchAndSavePage(url: URL, cache: RequestCache): Promise<string | undefined> {
  try {
    const stamped = await stampedPage(await fetch(url.href, { cache, credentials: 'same-origin' }), url);
    if (!stamped) return undefined;
    const html = await stamped.clone().text();
    await (await caches.open(PAGES_CACHE)).put(pageKeyOf(url), stamped);
    const facts = factsOf(stamped);
    if (facts) await keepManifestInStep(facts, ORIGIN);
    return html;
  } catch {
    return undefined;
  }
}

/** A page that did not come through the worker: the one it was installed from (in the HTTP cache), or the app's. */
async function savePageFor({ url, fromHttpCache, files }: SavePageMessage): Promise<void> {
  const page = keepablePage(url);
  if (!page) return;
  await fetchAndSavePage(page, fromHttpCache ? 'force-cache' : 'no-cache');
  if (fromHttpCache) {
    // The manifest first: it names the section origins whose files may be kept.
    await keepManifestFromHttpCache();
    await keepReleaseFiles(files, 'force-cache', ORIGIN);
  }
  await tidy(SHELL_FILES, ORIGIN);
  // Last: the manifest names the section origins whose bundles may be kept, and a page is worth more than its search.
  await keepSearchForSavedPage(page.href);
}

/** A whole section kept for offline reading, at the visitor's request: its pages and what they link. */
async function keepPages(urls: readonly string[], port: MessagePort | undefined): Promise<void> {
  const post = (progress: KeepPagesProgress) => port?.postMessage(progress);
  const pagesToKeep = urls.map(keepablePage).filter((url): url is URL => url !== undefined);
  let saved = 0;
  // The page always hears the end, however the keeping went: its button waits for it.
  try {
    for (const [index, url] of pagesToKeep.entries()) {
      const html = await fetchAndSavePage(url, 'no-cache');
      if (html !== undefined) {
        saved += 1;
        await keepReleaseFiles(linkedFilesOf(html, url), 'default', ORIGIN);
      }
      post({ type: 'progress', done: index + 1, total: pagesToKeep.length });
    }
    await tidy(SHELL_FILES, ORIGIN);
  } finally {
    post({ type: 'kept', saved, failed: pagesToKeep.length - saved });
  }
  // A section's pages in one language share their bundles.
  if (pagesToKeep[0]) await keepSearchForSavedPage(pagesToKeep[0].href);
}
