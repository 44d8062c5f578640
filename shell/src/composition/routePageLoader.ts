import type { RouteEntry } from '@mboa/shared';
import type { RoutePageLoader } from './PageRoute';
import { loadRemotePage } from './remoteLoader';
import { importShellChunk } from './shellReleaseReload';
import { shellPages } from './shellPages';

/**
 * Where a route's page comes from: the shell's own chunks, or the owning remote. `release` is
 * the remote entry a prerendered document names, for its first load (initialPageLoader.ts).
 */
export function pageLoaderOf({ path, owner }: RouteEntry, { release }: { release?: string } = {}): RoutePageLoader {
  if (owner !== 'shell') return (attempt) => loadRemotePage(owner, path, { fresh: attempt > 0, release: attempt > 0 ? undefined : release });
  const loadShellPage = shellPages[path];
  return async () => (loadShellPage ? importShellChunk(loadShellPage) : undefined);
}
