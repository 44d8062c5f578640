import { escapeHtml } from '../lib/escapeHtml.mjs';

/**
 * A module's asset URLs are computed once, but one process may render releases served from different
 * places: renderPage puts the asset base in. Only characters React's escaping leaves intact.
 */
export const ASSET_BASE_PLACEHOLDER = '__MBOA_ASSET_BASE__/';

export function withAssetBase(html: string, assetBase: string): string {
  const folder = assetBase === '' || assetBase.endsWith('/') ? assetBase : `${assetBase}/`;
  return html.replaceAll(ASSET_BASE_PLACEHOLDER, escapeHtml(folder));
}
