import { renderToString } from 'react-dom/server';
import { isPageModule, type RemotePages } from '../contract';
import { DEFAULT_LANGUAGE } from '../routePath.mjs';
import type { RemoteName } from '../remotes';
import type { RoutePath } from '../routes';
import type { RemoteServerEntry } from '../contract';
import { withAssetBase } from './assetBase';

/** From the same pages object as the exposed module: one list of pages. */
export function defineRemoteServerEntry(remote: RemoteName, { pages }: RemotePages): RemoteServerEntry {
  return {
    remote,
    routes: Object.keys(pages) as RoutePath[],
    async renderPage(path, options = {}) {
      const load = Object.hasOwn(pages, path) ? pages[path] : undefined;
      if (!load) return undefined;
      const page = await load(options.language ?? DEFAULT_LANGUAGE);
      if (!isPageModule(page))
        throw new TypeError(`${remote}: the page module of ${path} has no component or no meta.`);
      const { default: Page, meta } = page;
      // A page that suspended would put its fallback in the HTML, which hydration would not match.
      const html = renderToString(<Page />);
      if (html.includes('<!--$!'))
        throw new Error(
          `${remote}: ${path} suspended while rendering on the server; a page renders synchronously once loaded.`,
        );
      return {
        html: withAssetBase(html, options.assetBase ?? ''),
        meta: { title: meta.title, description: meta.description },
      };
    },
  };
}

export type { RemoteServerEntry, RenderedPage, RenderPageOptions } from '../contract';
