// The worker's caches (docs/offline.md): pages stamped with their day and facts, files with their size; their
// bounds are kept by storeBounds.ts.
import { now as clockNow } from '@mboa/shared/clock';
import { LANGUAGES, type Language } from '@mboa/shared/route-path';
import { MANIFEST_FILE, SEARCH_BUNDLE_FILE_LIST } from '@mboa/shared/runtime-manifest';
import { MANIFEST_CACHE, PAGES_CACHE, RELEASE_FILES_CACHE } from '../offlineStorage';
import { oneAtATime } from './oneAtATime';
import { releaseFileOf, sectionOriginsOf, shellSearchFileOf } from './releaseFiles';
import { pageFactsOf, type PageFacts } from './savedPage';
import { SHELL_SEARCH_BUNDLE_PATH } from '../../search/searchPaths';

/** At most this many pages (a visitor's reading of several weeks, or two whole sections and more). */
export const MAX_PAGES = 60;
/** At most this much, pages and files together, as stored (uncompressed): 8 MB. */
export const MAX_BYTES = 8 * 1024 * 1024;

export const MANIFEST_PATH_ON_SITE = `/${MANIFEST_FILE}`;

/** A shell release's own files, as paths (`/assets/HomePage-Cfrr0Sar.js`): its worker's build lists them. */
export type ShellFileList = readonly string[];

/** The header a saved page carries in the cache: when it was saved (ISO 8601). */
export const SAVED_AT = 'X-Mboa-Saved-At';
export const STORED_BYTES = 'X-Mboa-Bytes';
const PAGE_FACTS = 'X-Mboa-Page';

export interface SavedPage {
  readonly request: Request;
  readonly url: URL;
  readonly savedAt: Date;
  readonly bytes: number;
  readonly facts: PageFacts;
}

/** The key a page is saved under: its address without query or fragment (`?lang=fr`, campaign tags). */
export function pageKeyOf(url: string | URL): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/** A page worth saving: whole (200), HTML, from the site itself (not redirected elsewhere), and keepable. */
export function isSaveablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    response.type !== 'opaque' &&
    /^text\/html/i.test(response.headers.get('Content-Type') ?? '') &&
    mayBeKept(response)
  );
}

/**
 * A `no-store` answer (a preview's) is never kept: offline it would show a release that is not the site's. Every answer
 * the caches keep goes through this.
 */
export function mayBeKept(response: Response): boolean {
  return !/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('Cache-Control') ?? '');
}

/** The response as the pages cache keeps it, stamped with its day, size and facts; undefined for what is no page. */
export async function stampedPage(
  response: Response,
  url: URL,
  now = new Date(clockNow()),
): Promise<Response | undefined> {
  if (!isSaveablePage(response)) return undefined;
  const html = await response.text();
  const facts = pageFactsOf(html, url);
  return new Response(html, {
    status: 200,
    headers: stampedHeaders(response.headers, {
      [SAVED_AT]: now.toISOString(),
      [STORED_BYTES]: String(byteLength(html)),
      [PAGE_FACTS]: encodeURIComponent(JSON.stringify(facts)),
    }),
  });
}

/** A manifest worth saving: the whole of it (200), readable, that the server lets be kept. */
export function isKeepableManifest(response: Response): boolean {
  return response.status === 200 && response.type !== 'opaque' && mayBeKept(response);
}

/** A release file as the files cache keeps it, with its size: whole (200) and keepable answers only. */
export async function stampedFile(response: Response): Promise<Response | undefined> {
  if (response.status !== 200 || response.type === 'opaque' || !mayBeKept(response)) return undefined;
  const body = await response.arrayBuffer();
  return new Response(body, {
    status: 200,
    headers: stampedHeaders(response.headers, { [STORED_BYTES]: String(body.byteLength) }),
  });
}

/** Headers kept with a stored answer: its body is stored decoded, so encoding, length and Vary would be false of it. */
function stampedHeaders(headers: Headers, stamps: Record<string, string>): Headers {
  const kept = new Headers(headers);
  kept.delete('Content-Encoding');
  kept.delete('Content-Length');
  kept.delete('Vary');
  for (const [name, value] of Object.entries(stamps)) kept.set(name, value);
  return kept;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/** When a saved page was saved; undefined for an answer the worker did not stamp. */
export function savedAtOf(response: Response): Date | undefined {
  const stamp = response.headers.get(SAVED_AT);
  const date = stamp ? new Date(stamp) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** Every saved page, the one saved longest ago first. */
export async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      const savedAt = response && savedAtOf(response);
      const facts = response?.headers.get(PAGE_FACTS);
      if (!response || !savedAt || !facts) return undefined;
      return {
        request,
        url: new URL(request.url),
        savedAt,
        bytes: Number(response.headers.get(STORED_BYTES)) || 0,
        facts: JSON.parse(decodeURIComponent(facts)) as PageFacts,
      };
    }),
  );
  return pages
    .filter((page): page is SavedPage => page !== undefined)
    .sort((a, b) => a.savedAt.getTime() - b.savedAt.getTime());
}

/** The section entry URLs of the saved /remotes.json (what the app's next navigation would load), resolved. */
export async function savedManifestEntries(origin: string): Promise<string[]> {
  const response = await (await caches.open(MANIFEST_CACHE)).match(MANIFEST_PATH_ON_SITE);
  try {
    const remotes = ((await response?.json()) as { remotes?: Record<string, unknown> } | undefined)?.remotes ?? {};
    return Object.values(remotes)
      .filter((url): url is string => typeof url === 'string')
      .map((url) => new URL(url, origin).href);
  } catch {
    return [];
  }
}

/** Saves /remotes.json again when a saved page names a release it lacks: offline it must be no older than the pages. */
export async function keepManifestInStep(facts: PageFacts, origin: string): Promise<void> {
  if (!facts.entryUrl) return;
  const cache = await caches.open(MANIFEST_CACHE);
  if (!(await cache.match(MANIFEST_PATH_ON_SITE))) return;
  if ((await savedManifestEntries(origin)).includes(new URL(facts.entryUrl, origin).href)) return;
  const fresh = await fetch(MANIFEST_PATH_ON_SITE, { cache: 'no-cache' }).catch(() => undefined);
  if (fresh && isKeepableManifest(fresh)) await cache.put(MANIFEST_PATH_ON_SITE, fresh);
}

/** The sections' own origins, as the saved manifest names them: where release files may come from besides the site. */
export async function savedSectionOrigins(origin: string): Promise<Set<string>> {
  return sectionOriginsOf(await savedManifestEntries(origin), origin);
}

/** The manifest the page's app read before the worker was there, from the browser's HTTP cache (nothing downloaded). */
export async function keepManifestFromHttpCache(): Promise<void> {
  const cache = await caches.open(MANIFEST_CACHE);
  if (await cache.match(MANIFEST_PATH_ON_SITE)) return;
  const response = await fetch(MANIFEST_PATH_ON_SITE, { cache: 'force-cache' }).catch(() => undefined);
  if (response && isKeepableManifest(response)) await cache.put(MANIFEST_PATH_ON_SITE, response);
}

/** Keeps new release files of the site or a saved section origin; `'force-cache'` takes the page's own at no cost. */
export async function keepReleaseFiles(urls: readonly string[], cache: RequestCache, origin: string): Promise<void> {
  const files = await caches.open(RELEASE_FILES_CACHE);
  const sectionOrigins = await savedSectionOrigins(origin);
  for (const url of urls) {
    // One file that cannot be had or kept costs that file only.
    try {
      const parsed = new URL(url);
      if (!releaseFileOf(parsed, origin, sectionOrigins) || (await files.match(parsed.href))) continue;
      const stamped = await stampedFile(
        await fetch(parsed.href, { cache, mode: parsed.origin === origin ? 'same-origin' : 'cors' }),
      );
      if (stamped) await files.put(parsed.href, stamped);
    } catch {
      continue;
    }
  }
}

/** What a page stamped by stampedPage says of itself. */
export function factsOf(response: Response): PageFacts | undefined {
  const facts = response.headers.get(PAGE_FACTS);
  return facts ? (JSON.parse(decodeURIComponent(facts)) as PageFacts) : undefined;
}

/** The search bundles that find a saved page: the live shell's (the engine, and the shell's pages), and its section
 * release's, in the page's language. */
export function searchBundlesOf(facts: PageFacts, origin: string): URL[] {
  const shell = shellSearchBundleOf(facts.language, origin);
  if (!facts.entryUrl) return [shell];
  const entry = new URL(facts.entryUrl, origin);
  const release = /^(.*\/)assets\/[^/]+$/.exec(entry.pathname)?.[1];
  return release ? [shell, new URL(`${release}pagefind/${facts.language}/`, entry)] : [shell];
}

/** A Pagefind file named by its content (`index/en_1a2b3c.pf_index`): the same name is the same file. */
const CONTENT_NAMED = /_[0-9a-f]{6,}\.pf_[a-z]+$/;
/** Pagefind's engine: search runs the live shell's, so a section's copy is not kept. */
const ENGINE_FILE = /^(?:pagefind(?:-[a-z-]+)?\.(?:js|css)|wasm\.[a-z-]+\.pagefind)$/;

/** The live shell's search bundle in `language`. */
export function shellSearchBundleOf(language: Language, origin: string): URL {
  return new URL(`${SHELL_SEARCH_BUNDLE_PATH}${language}/`, origin);
}

/** The visitor has searched on this device: the live shell's bundle is kept in a language (the worker's `searched`). */
export async function searchWasKept(origin: string): Promise<boolean> {
  const files = await caches.open(RELEASE_FILES_CACHE);
  for (const language of LANGUAGES)
    if (await files.match(new URL(SEARCH_BUNDLE_FILE_LIST, shellSearchBundleOf(language, origin)).href)) return true;
  return false;
}

/**
 * Keeps a search bundle whole (a section's without the engine), as its file list names it, fetching the files not kept yet. The live shell's list is
 * asked again each time: when it changed, its files not named by their content are fetched again too. The list is kept
 * first (the bounds keep what it names); when the keeping is cut short, a list kept before is put back, and a new one
 * stays only if every file it names is kept, else it is dropped, to be done again.
 */
export function keepSearchBundle(bundle: URL, origin: string): Promise<void> {
  return oneAtATime(() => keepSearchBundleNow(bundle, origin));
}

async function keepSearchBundleNow(bundle: URL, origin: string): Promise<void> {
  const files = await caches.open(RELEASE_FILES_CACHE);
  const listUrl = new URL(SEARCH_BUNDLE_FILE_LIST, bundle);
  const ofShell = shellSearchFileOf(listUrl, origin) !== undefined;
  if (!ofShell && !releaseFileOf(listUrl, origin, await savedSectionOrigins(origin))) return;
  const keptList = await files.match(listUrl.href);
  const list = keptList && !ofShell ? keptList : await stampedFile(await fetch(listUrl.href, { cache: 'no-cache' }));
  if (!list) return;
  const text = await list.clone().text();
  const changed = !keptList || (await keptList.clone().text()) !== text;
  if (changed) await files.put(listUrl.href, list.clone());
  try {
    for (const { name, url } of filesToKeep(bundle, text, ofShell)) {
      const again = changed && ofShell && !CONTENT_NAMED.test(name);
      if (!again && (await files.match(url.href))) continue;
      const file = await stampedFile(await fetch(url.href, { cache: ofShell ? 'no-cache' : 'default' }));
      if (!file) throw new Error(`${url.href} could not be kept`);
      await files.put(url.href, file);
    }
  } catch (error) {
    // Cut short: the bundle as it was kept, else the list only while every file it names is kept.
    if (keptList && changed) await files.put(listUrl.href, keptList);
    else if (!(await namesKept(files, bundle, text, ofShell))) await files.delete(listUrl.href);
    throw error;
  }
}

async function namesKept(files: Cache, bundle: URL, list: string, ofShell: boolean): Promise<boolean> {
  for (const { url } of filesToKeep(bundle, list, ofShell)) if (!(await files.match(url.href))) return false;
  return true;
}

/** The files of a bundle's list that are kept: inside the bundle, and a section's but its engine. */
function filesToKeep(bundle: URL, list: string, ofShell: boolean): { name: string; url: URL }[] {
  return fileNamesOf(list)
    .map((name) => ({ name, url: new URL(name, bundle) }))
    .filter(({ name, url }) => url.href.startsWith(bundle.href) && (ofShell || !ENGINE_FILE.test(name)));
}

/** A bundle's file list as deploy wrote it (hosting/deploy/searchIndex.mjs): relative paths; nothing else is read. */
export function fileNamesOf(json: string): string[] {
  try {
    const names = JSON.parse(json) as unknown;
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}
