// The worker's caches within their bounds (docs/offline.md, "Bounds"): `tidy` evicts the pages saved longest ago
// first, and every file no saved page needs.
import { PAGES_CACHE, RELEASE_FILES_CACHE, SHELL_FILE_LISTS_CACHE } from '../offlineStorage';
import {
  fileNamesOf,
  MAX_BYTES,
  MAX_PAGES,
  STORED_BYTES,
  savedManifestEntries,
  savedPages,
  shellSearchBundleOf,
  type SavedPage,
  type ShellFileList,
} from './offlineStore';
import { oneAtATime } from './oneAtATime';
import { buildIdOfEntry, releaseFileOf, sectionOriginsOf, shellSearchFileOf } from './releaseFiles';
import { SEARCH_BUNDLE_FILE_LIST } from '@mboa/shared/runtime-manifest';
import { LANGUAGES, type Language } from '@mboa/shared/route-path';

/** Where a shell release's file list is kept: a key of this origin no page or file has. */
const SHELL_FILE_LIST_KEY = '/__offline/shell-files/';

/** Keeps this shell release's file list, so a later worker knows which cached files this release's pages need. */
export async function rememberShellFiles(list: ShellFileList, origin: string): Promise<void> {
  const body = JSON.stringify([...list].sort());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const name = [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  await (
    await caches.open(SHELL_FILE_LISTS_CACHE)
  ).put(
    new URL(`${SHELL_FILE_LIST_KEY}${name}`, origin).href,
    new Response(body, { headers: { 'Content-Type': 'application/json' } }),
  );
}

async function shellFileLists(): Promise<{ request: Request; files: Set<string> }[]> {
  const cache = await caches.open(SHELL_FILE_LISTS_CACHE);
  return Promise.all(
    (await cache.keys()).map(async (request) => ({
      request,
      files: new Set(((await (await cache.match(request))?.json()) as string[] | undefined) ?? []),
    })),
  );
}

/** Keeps the caches within their bounds (one tidy at a time, and never while a search bundle is being kept). */
export function tidy(ownShellFiles: ShellFileList, origin: string): Promise<void> {
  return oneAtATime(() => tidyNow(new Set(ownShellFiles), origin));
}

async function tidyNow(ownShellFiles: Set<string>, origin: string): Promise<void> {
  const pagesCache = await caches.open(PAGES_CACHE);
  const filesCache = await caches.open(RELEASE_FILES_CACHE);
  const listsCache = await caches.open(SHELL_FILE_LISTS_CACHE);
  const pages = await savedPages();
  const files = await Promise.all(
    (await filesCache.keys()).map(async (request) => ({
      request,
      bytes: Number((await filesCache.match(request))?.headers.get(STORED_BYTES)) || 0,
    })),
  );
  const manifestEntries = await savedManifestEntries(origin);
  const releaseOrigins = { site: origin, sections: sectionOriginsOf(manifestEntries, origin) };
  const lists = await shellFileLists();
  const shellSearch = await shellSearchBundles(filesCache, origin);
  for (;;) {
    const needs = neededFiles(pages, manifestEntries, lists, ownShellFiles, releaseOrigins, shellSearch);
    const kept = files.filter(({ request }) => needs.file(request.url));
    const total = [...pages, ...kept].reduce((sum, { bytes }) => sum + bytes, 0);
    if ((pages.length <= MAX_PAGES && total <= MAX_BYTES) || pages.length === 0) {
      await Promise.all(files.filter((file) => !kept.includes(file)).map(({ request }) => filesCache.delete(request)));
      await Promise.all(
        lists.filter((list) => !needs.lists.has(list)).map(({ request }) => listsCache.delete(request)),
      );
      return;
    }
    const oldest = pages.shift();
    if (oldest) await pagesCache.delete(oldest.request);
  }
}

/** The files of the live shell's search bundle kept in each language, as its kept list names them, the list too. */
async function shellSearchBundles(filesCache: Cache, origin: string): Promise<Map<Language, Set<string>>> {
  const bundles = new Map<Language, Set<string>>();
  for (const language of LANGUAGES) {
    const bundle = shellSearchBundleOf(language, origin);
    const list = new URL(SEARCH_BUNDLE_FILE_LIST, bundle);
    const names = fileNamesOf((await (await filesCache.match(list.href))?.text()) ?? '[]');
    bundles.set(language, new Set([list.href, ...names.map((name) => new URL(name, bundle).href)]));
  }
  return bundles;
}

/**
 * The release files the saved pages and the saved manifest need (docs/offline.md, "Bounds"). A page whose shell release
 * has no known file list keeps every shell file: better kept than a page that cannot start.
 */
function neededFiles(
  pages: readonly SavedPage[],
  manifestEntries: readonly string[],
  lists: { request: Request; files: Set<string> }[],
  ownShellFiles: Set<string>,
  { site: origin, sections }: { site: string; sections: ReadonlySet<string> },
  shellSearch: ReadonlyMap<Language, ReadonlySet<string>>,
) {
  const savedLanguages = new Set(pages.map(({ facts }) => facts.language));
  const sectionReleases = new Set<string>();
  for (const entry of [...manifestEntries, ...pages.flatMap(({ facts }) => (facts.entryUrl ? [facts.entryUrl] : []))]) {
    const buildId = buildIdOfEntry(entry, origin, sections);
    if (buildId) sectionReleases.add(buildId);
  }
  for (const { facts } of pages) for (const buildId of Object.values(facts.releases)) sectionReleases.add(buildId);

  const neededLists = new Set<{ request: Request; files: Set<string> }>();
  let unknownShell = false;
  for (const { facts } of pages) {
    if (!facts.shellEntry) continue;
    const entry = new URL(facts.shellEntry, origin).pathname;
    const list = lists.find(({ files }) => files.has(entry));
    if (list) neededLists.add(list);
    else if (!ownShellFiles.has(entry)) unknownShell = true;
  }
  for (const list of lists)
    if ([...ownShellFiles].every((file) => list.files.has(file)) && list.files.size === ownShellFiles.size)
      neededLists.add(list);
  const shellFiles = new Set([...ownShellFiles, ...[...neededLists].flatMap(({ files }) => [...files])]);

  return {
    lists: neededLists,
    file(url: string): boolean {
      const parsed = new URL(url);
      // The shell's search bundle in a language of a saved page, as its list names it now.
      const searchLanguage = shellSearchFileOf(parsed, origin);
      if (searchLanguage) return savedLanguages.has(searchLanguage) && !!shellSearch.get(searchLanguage)?.has(url);
      // A file of an origin the saved manifest no longer names goes too.
      const file = releaseFileOf(parsed, origin, sections);
      if (!file) return false;
      if (file.kind === 'section') return sectionReleases.has(file.buildId);
      return unknownShell || shellFiles.has(parsed.pathname);
    },
  };
}
