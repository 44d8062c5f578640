import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';
import { DEFAULT_LANGUAGE } from '../../shared/src/routePath.mjs';
import type { SitePage } from '../../shared/src/routes';

/**
 * The site's index for crawlers, generated from the route ownership table at the shell's
 * build: sitemap.xml lists every route's address; robots.txt names it and keeps crawlers out
 * of the statement files (they belong to the members whose numbers they carry).
 */

/** Paths crawlers are asked not to visit. */
export const DISALLOWED_PATHS = ['/statements/'] as const;

/** One page of the sitemap: its address, and the same page in every language (itself included). */
export interface SitemapPage {
  readonly path: string;
  readonly alternates: readonly { readonly language: string; readonly path: string }[];
  /** The address search engines are sent to when no language fits (`x-default`). */
  readonly defaultPath: string;
}

/** The sitemap's pages: every page of the site, each with its versions in every language. */
export function sitemapPagesOf(pages: readonly SitePage[]): SitemapPage[] {
  return pages.map((page) => {
    const versions = pages.filter((other) => other.route === page.route);
    const fallback = versions.find((other) => other.language === DEFAULT_LANGUAGE) ?? page;
    return { path: page.path, alternates: versions.map(({ language, path }) => ({ language, path })), defaultPath: fallback.path };
  });
}

/**
 * A sitemap (sitemaps.org 0.9) with one entry per page, each absolute on `origin`, with the
 * page's language versions as `xhtml:link` alternates (the form search engines read from a
 * sitemap: each entry lists every version, itself included, and the default).
 */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const entries = pages.map(({ path, alternates, defaultPath }) =>
    [
      `  <url>`,
      `    <loc>${url(path)}</loc>`,
      ...alternates.map(({ language, path: alternate }) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(alternate)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultPath)}"/>`,
      `  </url>`,
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the disallowed paths; the sitemap is on `origin`. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The route list both hosts read (hosting/lib/routes.mjs): `routes`, every page's address (every
 * other path is answered with 404), and `owners`, the package that renders each route (in the
 * ownership table's spelling, without a language's prefix), which a field-speed beacon must name.
 */
export function routeListJson(pages: readonly Pick<SitePage, 'path' | 'route' | 'owner'>[]): string {
  const owners = Object.fromEntries(pages.map((page) => [page.route, page.owner]));
  return `${JSON.stringify({ routes: pages.map((page) => page.path), owners }, null, 2)}\n`;
}

