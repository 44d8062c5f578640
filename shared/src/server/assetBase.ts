import { escapeHtml } from '../lib/escapeHtml.mjs';

/**
 * What the server build writes for an asset's URL (an illustration's `src`) in place of the
 * release's asset base, which only the render knows (RenderPageOptions.assetBase): a module's
 * asset URLs are computed once, when the module is first evaluated, and one process may render
 * releases served from different places. renderPage replaces it in the HTML it returns.
 * Letters, digits and underscores only, so React's escaping of attributes leaves it intact.
 */
export const ASSET_BASE_PLACEHOLDER = '__MBOA_ASSET_BASE__/';

/** The HTML with the asset base in place of every placeholder, escaped as React escapes attributes. */
export function withAssetBase(html: string, assetBase: string): string {
  const folder = assetBase === '' || assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  return html.replaceAll(ASSET_BASE_PLACEHOLDER, escapeHtml(folder));
}

