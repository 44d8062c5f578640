import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { federationShared } from '../shared/build/federationShared';
import { portOf } from '../shared/build/ports.mjs';
import { precompressedCopies } from '../shared/build/precompressed';
import { serverBuildAfterwards } from '../shared/build/serverBuildAfterwards';
import { siteIndexPlugin } from './build/siteIndexPlugin';

/** The browser's build: dist/, what the site serves. */
const clientConfig: UserConfig = {
  plugins: [
    react(),
    federation({
      name: 'shell',
      // Remotes are registered at runtime from /remotes.json. The plugin needs one entry
      // here to emit its runtime at all (an empty map fails in the browser): it is never loaded.
      remotes: { 'runtime-manifest-placeholder': 'data:text/javascript,' },
      shared: federationShared(),
    }),
    siteIndexPlugin(),
    // Last: compresses everything the plugins above emitted too.
    precompressedCopies(),
    // Then the server build (below): `vite build` builds a whole release.
    serverBuildAfterwards('mboa:shell-server-build', (root, options) => ({ ...serverConfig, configFile: false, root, ...options })),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app (index.html), and the boot script a prerendered page names instead of it (src/boot.ts).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)) },
    },
    // dist/.vite/manifest.json: which stylesheets and chunks each page needs, for the prerendered
    // HTML (src/server/clientManifest.ts). Hosts serve no dot-folder.
    manifest: true,
  },
  server: { port: portOf('shell'), strictPort: true },
};

/** The server build's entry: what `vite build --ssr` would be given. */
const SERVER_ENTRY = 'src/server/entry.tsx';

/**
 * The server build: dist-server/render.mjs, which
 * renders each route's document for the deploy-time compose step. One ES module with React
 * bundled in, no federation (remotes render their own pages), run by `node` from a deploy root
 * with no node_modules. Never served.
 */
const serverConfig: UserConfig = {
  plugins: [react()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { target: 'node', noExternal: true },
  build: {
    ssr: SERVER_ENTRY,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    // Same hashed names as the client build for imported images; the files themselves are in dist/.
    ssrEmitAssets: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'render.mjs', inlineDynamicImports: true } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverConfig : clientConfig));
