import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type PluginOption, type UserConfig, type UserConfigFnObject } from 'vite';
import { devManifestPlugin } from '../devManifest';
import { PLACEHOLDER_REMOTE, exactSharedVersionMatch, placeholderRemoteEmitsRuntime, sharedImportsYield } from '../federationPatches';
import { federationShared } from '../federationShared';
import { SHELL_NAME } from '../packages.mjs';
import { portOf } from '../ports.mjs';
import { precompressedCopies } from '../precompressed';
import { serverBuildConfig, type ServerBuildOptions } from './server';
import { serverBuildAfterwards } from './serverBuildAfterwards';

export interface ShellPresetOptions {
  /** The client build's entries (Rollup's input), absolute paths. */
  input: Record<string, string>;
  /** The shell's own plugins: they run after the federation plugin, and their files are compressed too. */
  plugins: PluginOption[];
  /** The server build's entry, relative to the shell's folder. */
  serverEntry: string;
  /** Modules grouped into chunks of their own (Rollup's `output.manualChunks`). */
  manualChunks?: (id: string) => string | undefined;
}

/**
 * The shell's build: dist/, what the site serves, then (the same `vite build`) the server build
 * of its pages, dist-server/render.mjs. `vite build --ssr` builds the latter alone.
 */
export function defineShellConfig(options: ShellPresetOptions): UserConfigFnObject {
  const shared = federationShared();
  const serverConfig = (root: string, buildOptions: ServerBuildOptions): InlineConfig => serverBuildConfig(root, options.serverEntry, buildOptions);
  const clientConfig: UserConfig = {
    plugins: [
      react(),
      // As in every remote: the shared libraries' versions compared exactly, without the semver parser.
      exactSharedVersionMatch(),
      // Remotes are registered at runtime from /remotes.json; the placeholder only makes the plugin emit its runtime.
      federation({ name: SHELL_NAME, remotes: PLACEHOLDER_REMOTE, shared }),
      placeholderRemoteEmitsRuntime(Object.keys(shared)),
      // `npm run dev`'s /remotes.json, from the dev server alone: a build ships no manifest.
      devManifestPlugin(),
      // Each module that imports a shared library evaluated in a task of its own (federationPatches.ts).
      sharedImportsYield(),
      ...options.plugins,
      // Last but one: compresses everything the plugins above emitted too.
      precompressedCopies(),
      // Then the server build: `vite build` builds a whole release.
      serverBuildAfterwards('mboa:shell-server-build', serverConfig),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // No preload helper fetching a dynamic import's chunks ahead: a prerendered page's boot script
      // preloads its page's chunks itself (its data block names them), and a chunk's own imports follow it. The
      // helper still adds a page's stylesheets on a client-side navigation.
      modulePreload: false,
      rollupOptions: { input: options.input, output: { manualChunks: options.manualChunks } },
      // dist/.vite/manifest.json: which stylesheets and chunks each page needs, for the prerendered
      // HTML (src/server/entry.tsx). Hosts serve no dot-folder.
      manifest: true,
    },
    server: { port: portOf(SHELL_NAME), strictPort: true },
  };
  return defineConfig(({ isSsrBuild, mode }) => (isSsrBuild ? serverConfig(process.cwd(), { mode }) : clientConfig));
}
