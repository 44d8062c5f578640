import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';

/** Beside dist/, never inside it: dist/ is published to browsers, this folder is for the compose step. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'render.mjs';

/** What the client build hands on to the server build it starts (serverBuildAfterwards.ts). */
export type ServerBuildOptions = Pick<InlineConfig, 'mode' | 'logLevel'>;

/**
 * The server build of a package's pages, the shell's and the remotes' alike: `entry` (relative
 * to `root`) built into dist-server/render.mjs for the deploy-time compose step. The pages as
 * plain modules (no federation plugin: each package renders its own pages), React and
 * react-dom/server bundled in, one ES module that runs with `node` from any folder, with no
 * node_modules around it (a deploy root lives outside the repository). Dynamic imports are
 * inlined: rendering a package's pages needs all of them, and one file copies whole. Never served.
 */
export function serverBuildConfig(root: string, entry: string, options: ServerBuildOptions = {}): InlineConfig {
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
    build: {
      ssr: entry,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      // Imported images get the client build's hashed names; the files themselves are in dist/.
      ssrEmitAssets: false,
      rollupOptions: { output: { format: 'es', entryFileNames: SERVER_ENTRY_FILE, inlineDynamicImports: true } },
    },
  };
}
