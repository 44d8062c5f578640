import type { SitePage } from '@mboa/shared';
import type { PrerenderedPage } from './prerenderedPage';
import { loadRemotePage } from './remoteLoader';
import type { InitialPage, LoadRoutePage } from './routePage';
import { importShellChunk } from './shellReleaseReload';
import { shellPages } from './shellPages';

/** Where a page comes from in the browser: the shell's own chunks, or the owning remote's federated module. */
export const loadRoutePage: LoadRoutePage = (page, attempt) => loadPage(page, attempt);

function loadPage({ route, owner, language }: SitePage, attempt: number, entryUrl?: string) {
  if (owner !== 'shell') return loadRemotePage(owner, route, { fresh: attempt > 0, entryUrl, language });
  const shellPage = shellPages[route];
  return shellPage ? importShellChunk(() => shellPage.load(language)) : Promise.resolve(undefined);
}

/**
 * The page a prerendered document was rendered with, loaded before hydration (from the release
 * its HTML names) so the first client render matches the HTML. When its code cannot load (a
 * section down, a release gone), the page's HTML as it arrived is kept instead: it stays
 * readable, and the section's error handling applies from the next navigation.
 */
export async function loadInitialPage({ page, entryUrl, html }: PrerenderedPage & { page: SitePage }): Promise<InitialPage | undefined> {
  try {
    const module = await loadPage(page, 0, entryUrl);
    if (module) return { path: page.path, page: module };
  } catch {
    // Falls through to the HTML as it arrived.
  }
  return html === undefined ? undefined : { path: page.path, html };
}
