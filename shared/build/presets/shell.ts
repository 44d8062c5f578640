import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type PluginOption, type UserConfig, type UserConfigFnObject } from 'vite';
import { devManifestPlugin } from '../devManifest';
import {
  PLACEHOLDER_REMOTE,
  exactSharedVersionMatch,
  placeholderRemoteEmitsRuntime,
  sharedImportsYield,
} from '../federationPatches';
import { federationShared } from '../federationShared';
import { SHELL_NAME } from '../packages.mjs';
import { portOf } from '../ports.mjs';
import { precompressedCopies } from '../precompressed';
import { serverBuildConfig, type ServerBuildOptions } from './server';
import { serverBuildAfterwards } from './serverBuildAfterwards';

export interface ShellPresetOptions {
  /** Absolute paths. */
  input: Record<string, string>;
  /** Run after the federation plugin; their files are compressed too. */
  plugins: PluginOption[];
  /** Relative to the shell's folder. */
  serverEntry: string;
  manualChunks?: (id: string) => string | undefined;
}

/** dist/, then the server build in dist-server/; `vite build --ssr` builds the latter alone. */
export function defineShellConfig(options: ShellPresetOptions): UserConfigFnObject {
  const shared = federationShared();
  const serverConfig = (root: string, buildOptions: ServerBuildOptions): InlineConfig =>
    serverBuildConfig(root, options.serverEntry, buildOptions);
  const clientConfig: UserConfig = {
    plugins: [
      react(),
      exactSharedVersionMatch(),
      federation({ name: SHELL_NAME, remotes: PLACEHOLDER_REMOTE, shared }),
      placeholderRemoteEmitsRuntime(Object.keys(shared)),
      devManifestPlugin(),
      sharedImportsYield(),
      ...options.plugins,
      // Last but one: compresses everything the plugins above emitted too.
      precompressedCopies(),
      serverBuildAfterwards('mboa:shell-server-build', serverConfig),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // The boot script preloads a page's chunks itself; the helper still adds stylesheets on navigation.
      modulePreload: false,
      rollupOptions: { input: options.input, output: { manualChunks: options.manualChunks } },
      // Which stylesheets and chunks each page needs, for the prerendered HTML; hosts serve no dot-folder.
      manifest: true,
    },
    server: { port: portOf(SHELL_NAME), strictPort: true },
  };
  return defineConfig(({ isSsrBuild, mode }) => (isSsrBuild ? serverConfig(process.cwd(), { mode }) : clientConfig));
}
