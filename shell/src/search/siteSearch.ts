// Site search: the live releases' Pagefind bundles, named by the manifest, merged in the browser (docs/search.md).
import { REMOTE_NAMES, findPage, languageOfPath, type Language, type RouteOwner } from '@mboa/shared';
import { PAGES_CACHE, savesData, type SearchedMessage } from '../offline/offlineStorage';
import { isIndexedPage } from './indexedPages';
import { loadManifest, type RemoteManifest } from '../remotes/manifest';

/** What Pagefind's `pagefind.js` exports that the site uses. */
interface PagefindModule {
  createInstance(options: InstanceOptions): Pagefind;
}

interface Pagefind {
  init(): Promise<void>;
  mergeIndex(url: string, options: InstanceOptions): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

interface InstanceOptions {
  basePath?: string;
  baseUrl: string;
  excerptLength?: number;
  ranking: typeof RANKING;
}

/**
 * Each bundle scores its pages against its own few: a word common in one section weighs less there than in another.
 * Counting a page's matches rather than their frequency keeps the sections comparable (docs/search.md).
 */
const RANKING = { termFrequency: 0 };

/** Words that say nothing of a page: Pagefind looks for every word, and a page without "my" would be missed. */
const STOP_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['a', 'an', 'and', 'for', 'in', 'my', 'of', 'on', 'the', 'to']),
  fr: new Set([
    'à',
    'au',
    'aux',
    'd',
    'de',
    'des',
    'du',
    'en',
    'et',
    'l',
    'la',
    'le',
    'les',
    'ma',
    'mes',
    'mon',
    'pour',
    'un',
    'une',
  ]),
};

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

export interface SiteSearchResult {
  readonly url: string;
  readonly title: string;
  /** Pagefind's excerpt: text with the words found between `<mark>` and `</mark>` (excerptParts reads it). */
  readonly excerpt: string;
  readonly owner: RouteOwner;
}

export interface SiteSearchOutcome {
  readonly results: readonly SiteSearchResult[];
  /** How many pages matched; `results` holds the first of them, as many as asked for. */
  readonly total: number;
  /** The parts whose bundle could not be loaded: their pages are missing from the results. */
  readonly unsearchable: readonly RouteOwner[];
  /** With no connection: how many pages saved on this device search covers; the results are theirs only. */
  readonly offlinePages?: number;
}

/** The results whose excerpt is loaded at a time; the bytes of a first query stay small (docs/search.md). */
export const RESULTS_SHOWN = 8;

const SEARCH_ORDER: readonly RouteOwner[] = ['shell', ...REMOTE_NAMES];

interface Engine {
  readonly pagefind: Pagefind;
  readonly unsearchable: readonly RouteOwner[];
}

/** By language, and apart when made with no connection (from the bundles kept offline): the next online search remakes it. */
const engines = new Map<string, Promise<Engine>>();

/** Loads and merges the bundles once per language, a failure forgotten; called when the visitor first reaches for search. */
export function prepareSiteSearch(language: Language, offline = isOffline()): Promise<Engine> {
  const key = `${language}${offline ? ' offline' : ''}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = loadManifest().then((manifest) => startEngine(manifest, language));
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

export async function searchSite(language: Language, query: string, shown = RESULTS_SHOWN): Promise<SiteSearchOutcome> {
  const offline = isOffline();
  const { pagefind, unsearchable } = await prepareSiteSearch(language, offline);
  const found = await pagefind.search(termsOf(query, language));
  const matches = found?.results ?? [];
  if (offline) return searchSavedPages(language, matches, shown, unsearchable);
  searchedOnline.add(language);
  const data = await Promise.all(matches.slice(0, shown).map((match) => match.data()));
  return { results: data.flatMap(resultOf), total: matches.length, unsearchable };
}

/** The languages searched online on this page that the service worker has not been told of yet. */
const searchedOnline = new Set<Language>();

/**
 * Tells the service worker the visitor searched, as they leave the results: from then on it keeps the search bundles
 * of the saved pages, so search works offline (docs/offline.md). Never with Save-Data or on 2G.
 */
export function keepSearchForOffline(navigator: Navigator = window.navigator): void {
  const worker = (navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller;
  if (worker && !savesData(navigator))
    for (const language of searchedOnline) worker.postMessage({ type: 'searched', language } satisfies SearchedMessage);
  searchedOnline.clear();
}

/** Offline, a kept bundle also names its release's pages that are not saved: only the saved ones are results. */
async function searchSavedPages(
  language: Language,
  matches: readonly { data(): Promise<PagefindResultData> }[],
  shown: number,
  unsearchable: readonly RouteOwner[],
): Promise<SiteSearchOutcome> {
  const saved = await savedPagePaths(language);
  const data = await Promise.allSettled(matches.map((match) => match.data()));
  const found = data.flatMap((result) => (result.status === 'fulfilled' ? resultOf(result.value) : []));
  const results = found.filter((result) => saved.has(result.url));
  const covered = [...saved].filter((path) => {
    const owner = findPage(path)?.owner;
    return owner !== undefined && !unsearchable.includes(owner);
  });
  return { results: results.slice(0, shown), total: results.length, unsearchable: [], offlinePages: covered.length };
}

function resultOf(result: PagefindResultData): SiteSearchResult[] {
  const path = pathOf(result.url);
  const page = findPage(path);
  return page ? [{ url: path, title: result.meta.title ?? path, excerpt: result.excerpt, owner: page.owner }] : [];
}

/** The browser says it has no connection. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The addresses of the pages in `language` the service worker saved on this device (docs/offline.md) that search finds. */
async function savedPagePaths(language: Language): Promise<Set<string>> {
  if (typeof caches === 'undefined') return new Set();
  const keys = await (await caches.open(PAGES_CACHE)).keys();
  return new Set(
    keys
      .map(({ url }) => pathOf(url))
      .filter((path) => languageOfPath(path).language === language && isIndexedPage(path)),
  );
}

/** The first part whose bundle loads is Pagefind's primary (it brings the engine); the others are merged into it. */
async function startEngine(manifest: RemoteManifest, language: Language): Promise<Engine> {
  const unsearchable: RouteOwner[] = [];
  let pagefind: Pagefind | undefined;
  for (const owner of SEARCH_ORDER) {
    const bundle = bundleUrl(manifest, owner, language);
    try {
      if (!bundle || !(await withinTimeout(entryExists(bundle), manifest.timeoutMs)))
        throw new Error(`no search bundle for ${owner}`);
      if (!pagefind) {
        pagefind = await withinTimeout(loadPrimary(bundle), manifest.timeoutMs);
      } else {
        await withinTimeout(pagefind.mergeIndex(bundle, { baseUrl: '/', ranking: RANKING }), manifest.timeoutMs);
      }
    } catch {
      unsearchable.push(owner);
    }
  }
  if (!pagefind) throw new Error('No part of the site could be searched.');
  return { pagefind, unsearchable };
}

async function loadPrimary(bundle: string): Promise<Pagefind> {
  const module = (await import(/* @vite-ignore */ `${bundle}pagefind.js`)) as PagefindModule;
  const pagefind = module.createInstance({ basePath: bundle, baseUrl: '/', excerptLength: 24, ranking: RANKING });
  await pagefind.init();
  return pagefind;
}

/** The query without the words that say nothing of a page, unless that leaves none. */
export function termsOf(query: string, language: Language): string {
  const words = query.split(/[\s'’]+/).filter(Boolean);
  const telling = words.filter((word) => !STOP_WORDS[language].has(word.toLowerCase()));
  return (telling.length > 0 ? telling : words).join(' ');
}

function bundleUrl(manifest: RemoteManifest, owner: RouteOwner, language: Language): string | undefined {
  const entry = manifest.searchBundles[owner];
  if (!entry || 'error' in entry) return undefined;
  return `${entry.url.replace(/\/?$/, '/')}${language}/`;
}

async function entryExists(bundle: string): Promise<boolean> {
  try {
    const response = await fetch(`${bundle}pagefind-entry.json`, { cache: 'no-cache' });
    return response.ok;
  } catch {
    return false;
  }
}

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Pagefind joins `baseUrl` and the page's address: a doubled slash or an origin is taken off. */
function pathOf(url: string): string {
  const path = new URL(url, 'http://site.invalid').pathname.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
