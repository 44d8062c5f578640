import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from '../shared/build/federationShared';
import { portOf } from '../shared/build/ports.mjs';
import { precompressedCopies } from '../shared/build/precompressed';
import { siteIndexPlugin } from './build/siteIndexPlugin';

export default defineConfig({
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
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
  server: { port: portOf('shell'), strictPort: true },
});
