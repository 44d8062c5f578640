import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig, mergeConfig, type InlineConfig, type Plugin, type UserConfig } from 'vite';
import { REMOTE_PAGES_MODULE } from '../../src/contract';
import { clientAssetUrl, serverAssetUrl } from '../assetUrls';
import {
  REMOTE_ENTRY_FILE,
  dynamicImportsWithoutPreloadHelper,
  exactSharedVersionMatch,
  exposedPathsRelativeToEntry,
  noStylesheetLoader,
  sharedImportsYield,
} from '../federationPatches';
import { federationShared } from '../federationShared';
import type { RemoteName } from '../packages.mjs';
import { portOf } from '../ports.mjs';
import { precompressedCopies } from '../precompressed';
import { serverBuildConfig, type ServerBuildOptions } from './server';
import { serverBuildAfterwards } from './serverBuildAfterwards';

/** The server entry's source in each remote: its pages object, wrapped by defineRemoteServerEntry. */
export const REMOTE_SERVER_ENTRY = 'src/server.tsx';

/**
 * A remote's build is its deployable folder: dist/assets/remoteEntry.js and one chunk per
 * page. Its standalone index.html runs on Vite's dev server for the section's own team.
 * After it, the same `vite build` writes the server build of the same pages beside it,
 * dist-server/render.mjs, for the deploy-time compose step. Remotes ship no CSS: a page's
 * HTML needs no stylesheet but the shell's.
 */
export function defineRemoteConfig(name: RemoteName): UserConfig {
  // `npm run build -w <remote>` runs in the remote's folder, Vite's default root.
  const client = remoteClientConfig(name, process.cwd());
  return defineConfig({
    ...client,
    plugins: [...client.plugins, precompressedCopies(), serverBuildAfterwards('mboa:remote-server-build', remoteServerConfig)],
    // The standalone page for the section's team (npm run dev -w <remote>).
    server: { port: portOf(name), strictPort: true },
  });
}

/**
 * What a remote's browser bundle is made of: the federation plugin with its patches
 * (federationPatches.ts) and the chunking, for the remote in the folder `root`. The fixture
 * build test builds exactly this.
 */
export function remoteClientConfig(name: string, root: string): UserConfig & { plugins: Plugin[] } {
  return {
    root,
    // Relative base: chunks resolve against remoteEntry.js, wherever the folder is deployed.
    base: './',
    plugins: [
      react(),
      exactSharedVersionMatch(),
      federation({
        name: name.replace(/-/g, '_'),
        filename: REMOTE_ENTRY_FILE,
        // From `root`: the plugin would resolve a relative path from the working directory.
        exposes: { [REMOTE_PAGES_MODULE]: join(root, 'src/exposedPages.ts') },
        shared: federationShared(),
      }),
      exposedPathsRelativeToEntry(),
      dynamicImportsWithoutPreloadHelper(),
      noStylesheetLoader(),
      sharedImportsYield(),
    ].flat(),
    // Asset URLs the server render can write alike, so hydration matches (assetUrls.ts).
    experimental: { renderBuiltUrl: clientAssetUrl },
    build: {
      target: 'es2022',
      outDir: 'dist',
      assetsDir: 'assets',
      modulePreload: false,
      emptyOutDir: true,
      // Illustrations stay files (fetched lazily, cached apart), never inlined into a page's JavaScript.
      assetsInlineLimit: 0,
      rollupOptions: {
        // Only remoteEntry.js (emitted by the plugin) and its chunks: the standalone
        // index.html is for the team's dev server, never deployed, never in the site's chunks.
        input: {},
        output: { manualChunks: pageFrameChunk },
      },
    },
  };
}

/** The server build of a remote's pages: the common one, with the asset URLs of the client build's. */
export function remoteServerConfig(root: string, options: ServerBuildOptions = {}): InlineConfig {
  return mergeConfig(serverBuildConfig(root, REMOTE_SERVER_ENTRY, options), {
    experimental: { renderBuiltUrl: serverAssetUrl },
    // As in the client build: an illustration is a file, named by the hash of its content, so
    // both builds name it alike.
    build: { assetsInlineLimit: 0 },
  } satisfies InlineConfig);
}

/**
 * The modules every page of a section renders (the banner, link cards, list sections, call-to-action
 * links, the identity module and the language's links) go in one chunk, with what they need first: the plugin's
 * shared-import helper. Left to Rollup they are six chunks of 0.2 to 0.7 KB, and each chunk
 * costs its own request and compression overhead on the section's first page (measured: 4.7 KB
 * of JavaScript for /personal-banking, 4.2 KB with this chunk). So do the illustrations' URLs
 * (a line each): a page's records in both languages import its illustration, which Rollup would
 * otherwise make a chunk of 0.1 KB, one more request on each page.
 */
function pageFrameChunk(id: string): string | undefined {
  return /\/shared\/src\/(identity\.ts|routePath\.mjs|language\/language\.ts|lib\/callToAction\.ts|components\/(PageBanner|LinkCardGrid|ListSection)\.tsx)$|\/src\/illustrations\/[\w-]+\.svg$/.test(id)
    ? 'page-frame'
    : undefined;
}
