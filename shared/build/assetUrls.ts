import { posix } from 'node:path';
import type { RenderBuiltAssetUrl } from 'vite';
import { ASSET_BASE_PLACEHOLDER } from '../src/server/assetBase';

/**
 * A path on the page's own origin, a full URL on another: the text the server render can write
 * too, from the release's URL, since it cannot know the site's origin.
 */
export const clientAssetUrl: RenderBuiltAssetUrl = (filename, { hostType, hostId }) => {
  if (hostType !== 'js') return undefined;
  const fromChunk = posix.relative(posix.dirname(hostId), filename);
  return {
    runtime: `((u) => u.origin === location.origin ? u.pathname : u.href)(new URL(${JSON.stringify(fromChunk)}, import.meta.url))`,
  };
};

export const serverAssetUrl: RenderBuiltAssetUrl = (filename, { hostType }) =>
  hostType === 'js' ? `${ASSET_BASE_PLACEHOLDER}${filename}` : undefined;
