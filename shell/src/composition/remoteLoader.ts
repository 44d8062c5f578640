import { REMOTE_PAGES_MODULE, isPageModule, isRemotePages, type PageModule, type RemoteName, type RemotePages } from '@mboa/shared';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import { ChunkLoadError, describeError } from './errors';
import { loadManifest, remoteEntryUrl } from './manifest';

/** Loaded remotes, kept so that moving between a remote's pages does not fetch its entry again. */
const loaded = new Map<RemoteName, Promise<RemotePages>>();
/** How many times each remote's entry has been requested in this page's life. */
const attempts = new Map<RemoteName, number>();

/**
 * Loads a remote's pages contract. A failed or timed-out attempt is forgotten, and every later
 * attempt (a Retry, or a new visit to the section) requests remoteEntry.js with a cache-busting
 * query: the browser would otherwise hand back the same failed or still-pending import.
 * `fresh` forces a new load even after a success (Retry after a page crashed while rendering).
 */
export function loadRemote(name: RemoteName, { fresh = false } = {}): Promise<RemotePages> {
  const cached = loaded.get(name);
  if (cached && !fresh) return cached;
  const attempt = loadRemoteOnce(name).catch((error: unknown) => {
    if (loaded.get(name) === attempt) loaded.delete(name);
    throw error;
  });
  loaded.set(name, attempt);
  return attempt;
}

/**
 * Loads the page a remote renders at `path`, or undefined when the remote has none. The page's
 * chunk is bounded by the manifest's time-out like the entry itself, and checked against the
 * contract: a remote is built and deployed separately, so its module is not trusted blindly.
 */
export async function loadRemotePage(name: RemoteName, path: string, { fresh = false } = {}): Promise<PageModule | undefined> {
  const remote = await loadRemote(name, { fresh });
  const loader = remote.pages[path as keyof RemotePages['pages']];
  if (!loader) return undefined;
  const { timeoutMs } = await loadManifest();
  const page = await withTimeout(name, timeoutMs, loader());
  if (!isPageModule(page)) {
    throw new ChunkLoadError(name, `the page at ${path} does not export a component and its meta`);
  }
  return page;
}

async function loadRemoteOnce(name: RemoteName): Promise<RemotePages> {
  const manifest = await loadManifest();
  const url = new URL(remoteEntryUrl(manifest, name));
  const previousAttempts = attempts.get(name) ?? 0;
  attempts.set(name, previousAttempts + 1);
  if (previousAttempts > 0) url.searchParams.set('attempt', String(previousAttempts));
  // The URL is resolved before it reaches the plugin: a rejecting url() never settles there.
  setRemote(name, { url: url.href, format: 'esm', from: 'vite' });
  const module = await withTimeout(name, manifest.timeoutMs, getRemote(name, REMOTE_PAGES_MODULE));
  const pages = unwrapDefault(module);
  if (!isRemotePages(pages)) {
    throw new ChunkLoadError(name, `${REMOTE_PAGES_MODULE} does not export a pages object`);
  }
  return pages;
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
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(name, describeError(error)));
      },
    );
  });
}
