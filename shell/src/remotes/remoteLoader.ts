import {
  DEFAULT_LANGUAGE,
  REMOTE_PAGES_MODULE,
  isPageModule,
  isRemotePages,
  type Language,
  type PageModule,
  type RemoteName,
  type RemotePages,
} from '@mboa/shared';
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
/** Each remote's last requested entry URL, as the manifest names it (the plugin holds one config per remote). */
const entryUrls = new Map<RemoteName, string>();

interface LoadRemoteOptions {
  fresh?: boolean;
  rereadManifest?: boolean;
  /** The release the prerendered document names, loaded instead of the manifest's; checked as a manifest URL is. */
  entryUrl?: string;
}

/**
 * Loads a remote's pages contract. A failed attempt is forgotten, and the URL's next request carries `?attempt=N`: the
 * browser would hand back the failed import. `fresh` reloads after a success too, rereading the manifest.
 */
export function loadRemote(
  name: RemoteName,
  { fresh = false, rereadManifest = fresh, entryUrl }: LoadRemoteOptions = {},
): Promise<RemotePages> {
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
 * The page a remote renders at `path`, or undefined when it has none. When the entry or chunk fails and the manifest,
 * read again, names another release (this one was pruned), the page loads from that one, once.
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

/** Whether a fresh manifest names another entry for the section; any doubt means no: the first failure is clearer. */
async function hasNewRelease(name: RemoteName): Promise<boolean> {
  try {
    const manifest = await loadManifest({ fresh: true });
    return remoteEntryUrl(manifest, name) !== entryUrls.get(name);
  } catch {
    return false;
  }
}

/** The page's chunk, under the manifest's time-out and checked against the contract: a remote is not trusted. */
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

async function loadRemoteOnce(
  name: RemoteName,
  rereadManifest: boolean,
  named: string | undefined,
): Promise<RemotePages> {
  const entryUrl =
    named === undefined
      ? remoteEntryUrl(await loadManifest({ fresh: rereadManifest }), name)
      : checkedEntryUrl(name, named);
  entryUrls.set(name, entryUrl);
  // The URL is resolved before it reaches the plugin: a rejecting url() never settles there.
  setRemote(name, { url: cacheBusted(entryUrl), format: 'esm', from: 'vite' });
  // Requested before the time-out is known: a release the page names loads while the manifest is on its way.
  const entry = requested(getRemote(name, REMOTE_PAGES_MODULE));
  const module = await withTimeout(name, await timeoutFor(named), entry);
  const pages = unwrapDefault(module);
  if (!isRemotePages(pages)) {
    throw new ChunkLoadError(name, `${REMOTE_PAGES_MODULE} does not export a pages object`);
  }
  return pages;
}

/** The manifest's time-out; a release the page names loads even when the manifest cannot be read, with the default. */
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

/** `work` marked handled: it may fail while the time-out is awaited, before withTimeout takes it. */
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
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(name, error instanceof Error ? error.message : String(error)),
        );
      },
    );
  });
}
