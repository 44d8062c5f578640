import { posix } from 'node:path';
import type { RenderBuiltAssetUrl } from 'vite';
import { ASSET_BASE_PLACEHOLDER } from '../src/server/assetBase';

/**
 * An asset's URL in a remote's client build (an illustration's `src`), resolved against the chunk
 * that imports it wherever the release is deployed (as Vite's default does), then written as a
 * path when the remote is served from the page's own origin (one origin, production) and in full
 * when it is on another origin (a port per remote). The server render writes the same text from
 * the release's URL (serverAssetUrl), which it can know; the site's origin it cannot.
 */
export const clientAssetUrl: RenderBuiltAssetUrl = (filename, { hostType, hostId }) => {
  if (hostType !== 'js') return undefined;
  const fromChunk = posix.relative(posix.dirname(hostId), filename);
  return { runtime: `((u) => u.origin === location.origin ? u.pathname : u.href)(new URL(${JSON.stringify(fromChunk)}, import.meta.url))` };
};

/** The server build's asset URL: the placeholder that renderPage replaces with the release's asset base (shared/src/server/assetBase.ts). */
export const serverAssetUrl: RenderBuiltAssetUrl = (filename, { hostType }) =>
  hostType === 'js' ? `${ASSET_BASE_PLACEHOLDER}${filename}` : undefined;
