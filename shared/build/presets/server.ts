import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { SERVER_ENTRY_FILE, SERVER_OUT_DIR } from '../buildFiles.mjs';

export type ServerBuildOptions = Pick<InlineConfig, 'mode' | 'logLevel'>;

/**
 * One ES module with React bundled in and no federation, which runs from any folder without
 * node_modules (a deploy root lives outside the repository); dynamic imports inlined, to copy whole.
 */
export function serverBuildConfig(root: string, entry: string, options: ServerBuildOptions = {}): InlineConfig {
  return {
    configFile: false,
    root,
    mode: options.mode ?? 'production',
    logLevel: options.logLevel,
    publicDir: false,
    plugins: [react()],
    // Bundled, React no longer chooses its build from Node's environment.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { target: 'node', noExternal: true },
    build: {
      ssr: entry,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      ssrEmitAssets: false,
      rollupOptions: { output: { format: 'es', entryFileNames: SERVER_ENTRY_FILE, inlineDynamicImports: true } },
    },
  };
}
