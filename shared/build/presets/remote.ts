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

export const REMOTE_SERVER_ENTRY = 'src/server.tsx';

/** dist/ (remoteEntry.js and a chunk per page), then the server build of the same pages in dist-server/. */
export function defineRemoteConfig(name: RemoteName): UserConfig {
  const client = remoteClientConfig(name, process.cwd());
  return defineConfig({
    ...client,
    plugins: [
      ...client.plugins,
      precompressedCopies(),
      serverBuildAfterwards('mboa:remote-server-build', remoteServerConfig),
    ],
    server: { port: portOf(name), strictPort: true },
  });
}

/** The fixture build test builds exactly this. */
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
        // The plugin would resolve a relative path from the working directory.
        exposes: { [REMOTE_PAGES_MODULE]: join(root, 'src/exposedPages.ts') },
        shared: federationShared(),
      }),
      exposedPathsRelativeToEntry(),
      dynamicImportsWithoutPreloadHelper(),
      noStylesheetLoader(),
      sharedImportsYield(),
    ].flat(),
    experimental: { renderBuiltUrl: clientAssetUrl },
    build: {
      target: 'es2022',
      outDir: 'dist',
      assetsDir: 'assets',
      modulePreload: false,
      emptyOutDir: true,
      // Illustrations stay files, fetched lazily and cached apart.
      assetsInlineLimit: 0,
      rollupOptions: {
        // Only remoteEntry.js and its chunks: the standalone index.html is never deployed.
        input: {},
        output: { manualChunks: pageFrameChunk },
      },
    },
  };
}

export function remoteServerConfig(root: string, options: ServerBuildOptions = {}): InlineConfig {
  return mergeConfig(serverBuildConfig(root, REMOTE_SERVER_ENTRY, options), {
    experimental: { renderBuiltUrl: serverAssetUrl },
    // As in the client build, so that both builds name an illustration alike.
    build: { assetsInlineLimit: 0 },
  } satisfies InlineConfig);
}

/** What every page of a section renders, and the illustrations' URLs, in one chunk (docs/decisions/build-presets.md). */
function pageFrameChunk(id: string): string | undefined {
  return /\/shared\/src\/(identity\.ts|routePath\.mjs|language\/language\.ts|lib\/callToAction\.ts|components\/(PageBanner|LinkCardGrid|ListSection)\.tsx)$|\/src\/illustrations\/[\w-]+\.svg$/.test(
    id,
  )
    ? 'page-frame'
    : undefined;
}
