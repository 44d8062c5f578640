// Which requests are a release's files, and whose. All are immutable (named by content hash or build id), so the worker
// serves them cache first; only the site's origin and the sections' own, as the manifest names them, serve them. A
// section's search bundles are in its release's folder too; the live shell's are at an address that names no release.
import type { Language } from '@mboa/shared/route-path';

/** A hashed shell file under /assets/ on the site's origin, in a folder or not (the hosts cache these for a year). */
const SHELL_FILE = /^\/assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?)$/;
/** A section's file on the site's origin: its build id is the folder after the section's name. */
const SECTION_FILE_ON_SITE = /^\/remotes\/[a-z-]+\/([0-9a-f]{12})\/(?:assets|pagefind)\/[^?#]+$/;
/** A section's file on an origin of its own: its build id is the first folder. */
const SECTION_FILE_ON_OWN_ORIGIN = /^\/([0-9a-f]{12})\/(?:assets|pagefind)\/[^?#]+$/;
/** A file of the live shell release's search bundle in one language (SHELL_SEARCH_BUNDLE_PATH). */
const SHELL_SEARCH_FILE = /^\/pagefind\/(en|fr)\/[^?#]+$/;
/** A search bundle's file, whose query the worker ignores: Pagefind asks for its entry with `?ts=` to pass the HTTP cache. */
const SEARCH_BUNDLE_FILE = /\/pagefind\/(en|fr)\/[^?#]+$/;

export type ReleaseFile = { readonly kind: 'shell' } | { readonly kind: 'section'; readonly buildId: string };

/** What `url` is among release files; undefined for anything else (a page, the manifest, another site's file…). */
export function releaseFileOf(
  url: URL,
  siteOrigin: string,
  sectionOrigins: ReadonlySet<string>,
): ReleaseFile | undefined {
  if ((url.search && !SEARCH_BUNDLE_FILE.test(url.pathname)) || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return undefined;
  if (url.origin === siteOrigin) {
    if (SHELL_FILE.test(url.pathname)) return { kind: 'shell' };
    const onSite = SECTION_FILE_ON_SITE.exec(url.pathname);
    return onSite?.[1] ? { kind: 'section', buildId: onSite[1] } : undefined;
  }
  if (!sectionOrigins.has(url.origin)) return undefined;
  const onOwnOrigin = SECTION_FILE_ON_OWN_ORIGIN.exec(url.pathname);
  return onOwnOrigin?.[1] ? { kind: 'section', buildId: onOwnOrigin[1] } : undefined;
}

/** The language of a file of the live shell's search bundle on the site's origin; undefined for anything else. */
export function shellSearchFileOf(url: URL, siteOrigin: string): Language | undefined {
  if (url.origin !== siteOrigin) return undefined;
  const language = SHELL_SEARCH_FILE.exec(url.pathname)?.[1];
  return language === 'en' || language === 'fr' ? language : undefined;
}

/** The sections' own origins: those of the manifest's entry URLs (http or https) that are not the site's. */
export function sectionOriginsOf(entryUrls: readonly string[], siteOrigin: string): Set<string> {
  const origins = new Set<string>();
  for (const entry of entryUrls) {
    try {
      const url = new URL(entry, siteOrigin);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== siteOrigin) origins.add(url.origin);
    } catch {
      continue;
    }
  }
  return origins;
}

/** The build id in a section's entry URL (remotes.json, a page's data block); undefined for anything else. */
export function buildIdOfEntry(
  entryUrl: string,
  siteOrigin: string,
  sectionOrigins: ReadonlySet<string>,
): string | undefined {
  try {
    const file = releaseFileOf(new URL(entryUrl, siteOrigin), siteOrigin, sectionOrigins);
    return file?.kind === 'section' ? file.buildId : undefined;
  } catch {
    return undefined;
  }
}
