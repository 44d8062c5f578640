import type { Plugin } from 'vite';
import { identity } from '../../shared/src/identity';
import { ROUTES } from '../../shared/src/routes';
import { robotsTxt, routeListJson, sitemapXml } from './siteIndex';

/**
 * Emits sitemap.xml, robots.txt and routes.json (the route list the hosts answer 200 for,
 * hosting/lib/routes.mjs), built from the route ownership table, into the shell's dist root.
 */
export function siteIndexPlugin(): Plugin {
  return {
    name: 'mboa:site-index',
    apply: 'build',
    generateBundle() {
      const paths = ROUTES.map((route) => route.path);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(paths, identity.siteOrigin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(identity.siteOrigin) });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: routeListJson(paths) });
    },
  };
}
