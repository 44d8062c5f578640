import { escapeHtml } from '../../shared/src/lib/escapeHtml';

/**
 * The site's index for crawlers, generated from the route ownership table at the shell's
 * build: sitemap.xml lists every route's address; robots.txt names it and keeps crawlers out
 * of the statement files (they belong to the members whose numbers they carry).
 */

/** Paths crawlers are asked not to visit. */
export const DISALLOWED_PATHS = ['/statements/'] as const;

/** A sitemap (sitemaps.org 0.9) with one entry per path, each absolute on `origin`. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const entries = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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

/** The route list both hosts read (hosting/lib/routes.mjs): every other path is answered with 404. */
export function routeListJson(paths: readonly string[]): string {
  return `${JSON.stringify({ routes: paths }, null, 2)}\n`;
}

