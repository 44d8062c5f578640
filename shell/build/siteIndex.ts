import { escapeHtml } from '../../shared/src/lib/escapeHtml.mjs';
import { DEFAULT_LANGUAGE } from '../../shared/src/routePath.mjs';
import type { SitePage } from '../../shared/src/routes';

// The site's index for crawlers, from the route ownership table. The statement files belong to the
// members whose numbers they carry: crawlers are kept out.

export const DISALLOWED_PATHS = ['/statements/'] as const;

export interface SitemapPage {
  readonly path: string;
  /** Itself included. */
  readonly alternates: readonly { readonly language: string; readonly path: string }[];
  /** `x-default`: where search engines send a visitor no language fits. */
  readonly defaultPath: string;
}

export function sitemapPagesOf(pages: readonly SitePage[]): SitemapPage[] {
  return pages.map((page) => {
    const versions = pages.filter((other) => other.route === page.route);
    const fallback = versions.find((other) => other.language === DEFAULT_LANGUAGE) ?? page;
    return {
      path: page.path,
      alternates: versions.map(({ language, path }) => ({ language, path })),
      defaultPath: fallback.path,
    };
  });
}

/** sitemaps.org 0.9, each entry listing its language versions as `xhtml:link` alternates. */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const url = (path: string) => escapeHtml(`${origin}${path}`);
  const entries = pages.map(({ path, alternates, defaultPath }) =>
    [
      `  <url>`,
      `    <loc>${url(path)}</loc>`,
      ...alternates.map(
        ({ language, path: alternate }) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(alternate)}"/>`,
      ),
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

/** For both hosts: any other path is a 404, and a field-speed beacon must name a route's owner. */
export function routeListJson(pages: readonly Pick<SitePage, 'path' | 'route' | 'owner'>[]): string {
  const owners = Object.fromEntries(pages.map((page) => [page.route, page.owner]));
  return `${JSON.stringify({ routes: pages.map((page) => page.path), owners }, null, 2)}\n`;
}
