import type { PageMeta, RemotePages } from '../../shared/src/contract';
import type { Language } from '../../shared/src/routePath.mjs';
import type { RemoteName } from '../../shared/src/remotes';
import type { RouteEntry, RoutePath } from '../../shared/src/routes';
import { shellPages } from '../../shell/src/pages/pageTable';
import chromeEn from '../../shell/src/chrome/chrome.en';
import chromeFr from '../../shell/src/chrome/chrome.fr';

/** Each package's pages contract, loaded from source in Node: what its build serves. */
const contracts: Record<RemoteName, () => Promise<{ default: RemotePages }>> = {
  'personal-banking': () => import('../../personal-banking/src/exposedPages'),
  'business-banking': () => import('../../business-banking/src/exposedPages'),
  'group-societies': () => import('../../group-societies/src/exposedPages'),
  'verify-statement': () => import('../../verify-statement/src/exposedPages'),
};

/** The not-found page's title and description in each language (the shell's chrome records). */
export const NOT_FOUND_META: Record<Language, PageMeta> = { en: chromeEn.notFound.meta, fr: chromeFr.notFound.meta };

/**
 * The title and description the composed site must show on a route in a language: those its
 * owner's page module declares in that language, or the not-found page's when the owner has no
 * page there.
 */
export async function expectedMeta(
  route: RouteEntry,
  language: Language = 'en',
): Promise<PageMeta & { built: boolean }> {
  const load =
    route.owner === 'shell'
      ? shellPages[route.path as RoutePath]?.load
      : (await contracts[route.owner]()).default.pages[route.path as keyof RemotePages['pages']];
  if (!load) return { ...NOT_FOUND_META[language], built: false };
  return { ...(await load(language)).meta, built: true };
}
