import type { RouteEntry } from '@mboa/shared';
import type { PrerenderedPage } from './prerenderedPage';
import { loadRemotePage } from './remoteLoader';
import type { InitialPage, LoadRoutePage } from './routePage';
import { importShellChunk } from './shellReleaseReload';
import { shellPages } from './shellPages';

/** Where a route's page comes from in the browser: the shell's own chunks, or the owning remote's federated module. */
export const loadRoutePage: LoadRoutePage = (route, attempt) => loadPage(route, attempt);

function loadPage({ path, owner }: RouteEntry, attempt: number, entryUrl?: string) {
  if (owner !== 'shell') return loadRemotePage(owner, path, { fresh: attempt > 0, entryUrl });
  const loadShellPage = shellPages[path];
  return loadShellPage ? importShellChunk(loadShellPage) : Promise.resolve(undefined);
}

/**
 * The page a prerendered document was rendered with, loaded before hydration (from the release
 * its HTML names) so the first client render matches the HTML. When its code cannot load (a
 * section down, a release gone), the page's HTML as it arrived is kept instead: it stays
 * readable, and the section's error handling applies from the next navigation.
 */
export async function loadInitialPage({ route, entryUrl, html }: PrerenderedPage & { route: RouteEntry }): Promise<InitialPage | undefined> {
  try {
    const page = await loadPage(route, 0, entryUrl);
    if (page) return { path: route.path, page };
  } catch {
    // Falls through to the HTML as it arrived.
  }
  return html === undefined ? undefined : { path: route.path, html };
}
