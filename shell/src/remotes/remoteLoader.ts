import { DEFAULT_LANGUAGE, REMOTE_PAGES_MODULE, isPageModule, isRemotePages, type Language, type PageModule, type RemoteName, type RemotePages } from '@mboa/shared';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import { ChunkLoadError, DEFAULT_TIMEOUT_MS, loadManifest, remoteEntryUrl, resolveRemoteEntry } from './manifest';

/** Loaded remotes, kept so that moving between a remote's pages does not fetch its entry again. */
const loaded = new Map<RemoteName, Promise<RemotePages>>();
/** How many times each entry URL has been requested in this page's life. */
const requestsByUrl = new Map<string, number>();
/**
 * The entry URL, as the manifest names it, each remote was last requested from: the release its
 * pages come from, or the one whose load just failed. The plugin holds one config per remote,
 * so there is one such release per remote.
 */
const entryUrls = new Map<RemoteName, string>();

interface LoadRemoteOptions {
  fresh?: boolean;
  rereadManifest?: boolean;
  /**
   * The entry URL to load instead of the manifest's: the release a prerendered document names
   * (start/main.tsx), so the page that hydrates is the one its HTML was rendered from.
   * Checked as a manifest URL is.
   */
  entryUrl?: string;
}

/**
 * Loads a remote's pages contract. A failed or timed-out attempt is forgotten, and every later
 * request of the same entry URL (a Retry, or a new visit to the section) carries a cache-busting
 * query: the browser would otherwise hand back the same failed or still-pending import.
 * `fresh` forces a new load even after a success (Retry after a page crashed while rendering),
 * with the manifest fetched again (`rereadManifest`): the fix may be a new release, or a
 * rollback, at another URL.
 */
export function loadRemote(name: RemoteName, { fresh = false, rereadManifest = fresh, entryUrl }: LoadRemoteOptions = {}): Promise<RemotePages> {
  const cached = loaded.get(name);
  if (cached && !fresh) return cached;
  const attempt = loadRemoteOnce(name, rereadManifest, entryUrl).catch((error: unknown) => {
    if (loaded.get(name) === attempt) loaded.delete(name);
    throw error;
  });
  loaded.set(name, attempt);
  return attempt;
}

/** Which page to load: its route, its language, and how (a Retry, a release the document names). */
interface LoadRemotePageOptions {
  fresh?: boolean;
  entryUrl?: string;
  language?: Language;
}

/**
 * Loads the page a remote renders at `path` in `language`, or undefined when the remote has none. Sections
 * deploy releases to new URLs and prune old ones, so when the entry or the page's chunk fails,
 * the manifest is fetched again: if it now names another release, the page loads from that one,
 * once; otherwise the failure stands.
 */
export async function loadRemotePage(
  name: RemoteName,
  path: string,
  { fresh = false, entryUrl, language = DEFAULT_LANGUAGE }: LoadRemotePageOptions = {},
): Promise<PageModule | undefined> {
  try {
    return await loadPageOnce(name, path, language, fresh, fresh, entryUrl);
  } catch (error) {
    if (!(error instanceof ChunkLoadError) || !(await hasNewRelease(name))) throw error;
    // hasNewRelease has just read the manifest: no need to read it a third time.
    return loadPageOnce(name, path, language, true, false);
  }
}

/**
 * Whether the manifest, fetched afresh, names another entry URL for the section than the one
 * that failed. Any doubt (manifest unreachable, section now refused or missing) means no: the
 * original failure is the clearer thing to show.
 */
async function hasNewRelease(name: RemoteName): Promise<boolean> {
  try {
    const manifest = await loadManifest({ fresh: true });
    return remoteEntryUrl(manifest, name) !== entryUrls.get(name);
  } catch {
    return false;
  }
}

/**
 * The page's chunk is bounded by the manifest's time-out like the entry itself, and checked
 * against the contract: a remote is built and deployed separately, so its module is not
 * trusted blindly.
 */
async function loadPageOnce(
  name: RemoteName,
  path: string,
  language: Language,
  fresh: boolean,
  rereadManifest = fresh,
  entryUrl?: string,
): Promise<PageModule | undefined> {
  const remote = await loadRemote(name, { fresh, rereadManifest, entryUrl });
  const loader = remote.pages[path as keyof RemotePages['pages']];
  if (!loader) return undefined;
  const chunk = requested(loader(language));
  const page = await withTimeout(name, await timeoutFor(entryUrl), chunk);
  if (!isPageModule(page)) {
    throw new ChunkLoadError(name, `the page at ${path} does not export a component and its meta`);
  }
  return page;
}

async function loadRemoteOnce(name: RemoteName, rereadManifest: boolean, named: string | undefined): Promise<RemotePages> {
  const entryUrl = named === undefined ? remoteEntryUrl(await loadManifest({ fresh: rereadManifest }), name) : checkedEntryUrl(name, named);
  entryUrls.set(name, entryUrl);
  // The URL is resolved before it reaches the plugin: a rejecting url() never settles there.
  setRemote(name, { url: cacheBusted(entryUrl), format: 'esm', from: 'vite' });
  // Requested before the manifest's time-out is known: a release the page names loads while the
  // manifest is on its way, one round trip for both.
  const entry = requested(getRemote(name, REMOTE_PAGES_MODULE));
  const module = await withTimeout(name, await timeoutFor(named), entry);
  const pages = unwrapDefault(module);
  if (!isRemotePages(pages)) {
    throw new ChunkLoadError(name, `${REMOTE_PAGES_MODULE} does not export a pages object`);
  }
  return pages;
}

/**
 * The manifest's time-out. A release a prerendered page names loads even when the manifest
 * cannot be read (with the default time-out): the page's section works, and the manifest's
 * failure shows where it is needed, on the next section loaded.
 */
async function timeoutFor(named: string | undefined): Promise<number> {
  if (named === undefined) return (await loadManifest()).timeoutMs;
  return (await loadManifest().catch(() => undefined))?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
}

function checkedEntryUrl(name: RemoteName, url: string): string {
  const entry = resolveRemoteEntry('the page', name, url, window.location.href);
  if ('error' in entry) throw entry.error;
  return entry.url;
}

/** The entry URL as requested this time: from the second request of a URL on, with `?attempt=N`. */
function cacheBusted(entryUrl: string): string {
  const previousRequests = requestsByUrl.get(entryUrl) ?? 0;
  requestsByUrl.set(entryUrl, previousRequests + 1);
  if (previousRequests === 0) return entryUrl;
  const url = new URL(entryUrl);
  url.searchParams.set('attempt', String(previousRequests));
  return url.href;
}

/**
 * `work`, already under way, marked as handled: it may fail while the manifest's time-out is
 * awaited, before withTimeout takes it (the browser would report an unhandled rejection).
 */
function requested<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  return work;
}

function withTimeout<T>(name: RemoteName, timeoutMs: number, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(name, `no answer within ${timeoutMs} ms`)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(name, error instanceof Error ? error.message : String(error)));
      },
    );
  });
}
