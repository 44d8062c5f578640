import type { Plugin } from 'vite';
import { identity } from '../../shared/src/identity';
import { SITE_PAGES } from '../../shared/src/routes';
import { robotsTxt, routeListJson, sitemapPagesOf, sitemapXml } from './siteIndex';
import { ROUTE_LIST_FILE } from '../../shared/build/buildFiles.mjs';

export function siteIndexPlugin(): Plugin {
  return {
    name: 'mboa:site-index',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(sitemapPagesOf(SITE_PAGES), identity.siteOrigin),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(identity.siteOrigin) });
      this.emitFile({ type: 'asset', fileName: ROUTE_LIST_FILE, source: routeListJson(SITE_PAGES) });
    },
  };
}
