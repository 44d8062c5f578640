import type { PageMeta, RemotePages } from '../../shared/src/contract';
import type { RemoteName } from '../../shared/src/remotes';
import type { RouteEntry } from '../../shared/src/routes';
import { notFoundMeta } from '../../shell/src/content/pageMeta';
import { shellPages } from '../../shell/src/composition/shellPages';

/** Each package's pages contract, loaded from source in Node: what its build serves. */
const contracts: Record<RemoteName, () => Promise<{ default: RemotePages }>> = {
  'personal-banking': () => import('../../personal-banking/src/exposedPages'),
  'business-banking': () => import('../../business-banking/src/exposedPages'),
  'group-societies': () => import('../../group-societies/src/exposedPages'),
  'verify-statement': () => import('../../verify-statement/src/exposedPages'),
};

/**
 * The title and description the composed site must show on a route: those its owner's page
 * module declares, or the not-found page's when the owner has no page there.
 */
export async function expectedMeta(route: RouteEntry): Promise<PageMeta & { built: boolean }> {
  const load = route.owner === 'shell' ? shellPages[route.path] : (await contracts[route.owner]()).default.pages[route.path as keyof RemotePages['pages']];
  if (!load) return { ...notFoundMeta, built: false };
  return { ...(await load()).meta, built: true };
}
