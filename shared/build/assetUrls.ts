import react from '@vitejs/plugin-react';
import { posix } from 'node:path';
import type { InlineConfig, Plugin, RenderBuiltAssetUrl } from 'vite';
import { RELEASE_URL_PLACEHOLDER } from '../src/server/releaseUrl';
import { serverBuildAfterwards } from './serverBuildAfterwards';

/** The server entry's source in each remote: its pages object, wrapped by defineRemoteServerEntry. */
export const SERVER_ENTRY_SOURCE = 'src/server.tsx';
/** Beside dist/, never inside it: dist/ is published to browsers, this folder is for the compose step. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'render.mjs';
/**
 * Part of a remote's client build (remoteViteConfig.ts): once `vite build` has written dist/,
 * builds the server entry of the same pages into dist-server/render.mjs. So `npm run build -w
 * <remote>` builds both, in that order. Remotes ship no CSS (remoteViteConfig.ts): a page's
 * HTML needs no stylesheet but the shell's.
 * Watch builds (`npm run dev`) skip it: the browser is all they serve.
 */
export const remoteServerBuild = (): Plugin => serverBuildAfterwards('mboa:remote-server-build', remoteServerConfig);

/**
 * The server build: the remote's pages as plain modules (no federation plugin), React and
 * react-dom/server bundled in, one ES module that runs with `node` from any folder, with no
 * node_modules around it (a deploy root lives outside the repository). Dynamic imports are
 * inlined: rendering a section's pages needs all of them, and one file copies whole.
 */
export function remoteServerConfig(root: string, options: Pick<InlineConfig, 'mode' | 'logLevel'> = {}): InlineConfig {
  return {
    configFile: false,
    root,
    mode: options.mode ?? 'production',
    logLevel: options.logLevel,
    publicDir: false,
    plugins: [react()],
    // React's production build: bundled, its packages no longer choose it from Node's environment.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { target: 'node', noExternal: true },
    experimental: { renderBuiltUrl: serverAssetUrl },
    build: {
      ssr: SERVER_ENTRY_SOURCE,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      // As in the client build: an illustration is a file, named by the hash of its content, so
      // both builds name it alike (the server build emits none: they are in dist/).
      assetsInlineLimit: 0,
      ssrEmitAssets: false,
      rollupOptions: { output: { format: 'es', entryFileNames: SERVER_ENTRY_FILE, inlineDynamicImports: true } },
    },
  };
}

/**
 * An asset's URL in the client build (an illustration's `src`), resolved against the chunk that
 * imports it wherever the release is deployed (as Vite's default does), then written as a path
 * when the remote is served from the page's own origin (one origin, production) and in full
 * when it is on another origin (a port per remote). The server render writes the same text from
 * the release's URL (serverAssetUrl), which it can know; the site's origin it cannot.
 */
export const clientAssetUrl: RenderBuiltAssetUrl = (filename, { hostType, hostId }) => {
  if (hostType !== 'js') return undefined;
  const fromChunk = posix.relative(posix.dirname(hostId), filename);
  return { runtime: `((u) => u.origin === location.origin ? u.pathname : u.href)(new URL(${JSON.stringify(fromChunk)}, import.meta.url))` };
};

/** The server build's asset URL: the placeholder that renderPage replaces with the release's URL (shared/src/server/releaseUrl.ts). */
export const serverAssetUrl: RenderBuiltAssetUrl = (filename, { hostType }) =>
  hostType === 'js' ? `${RELEASE_URL_PLACEHOLDER}${filename}` : undefined;
