import type { Plugin } from 'vite';
import { identity } from '../../shared/src/identity';
import { SITE_PAGES } from '../../shared/src/routes';
import { robotsTxt, routeListJson, sitemapPagesOf, sitemapXml } from './siteIndex';

/**
 * Emits sitemap.xml, robots.txt and routes.json (the route list the hosts answer 200 for, and
 * each route's owner: hosting/lib/routes.mjs), built from the route ownership table in every
 * language (SITE_PAGES), into the shell's dist root.
 */
export function siteIndexPlugin(): Plugin {
  return {
    name: 'mboa:site-index',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(sitemapPagesOf(SITE_PAGES), identity.siteOrigin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(identity.siteOrigin) });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: routeListJson(SITE_PAGES) });
    },
  };
}
