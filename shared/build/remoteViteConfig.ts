import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { REMOTE_PAGES_MODULE } from '../src/contract';
import type { RemoteName } from '../src/remotes';
import { exactSharedVersionMatch, federationShared } from './federationShared';
import { portOf } from './ports.mjs';

/**
 * A remote's build is its deployable folder: dist/assets/remoteEntry.js and one chunk per
 * page. Its standalone index.html runs on Vite's dev server for the section's own team.
 */
export function defineRemoteConfig(name: RemoteName): UserConfig {
  return defineConfig({
    // Relative base: chunks resolve against remoteEntry.js, wherever the folder is deployed.
    base: './',
    plugins: [
      react(),
      exactSharedVersionMatch(),
      federation({
        name: name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: { [REMOTE_PAGES_MODULE]: './src/exposedPages.ts' },
        shared: federationShared(),
      }),
      exposedPathsRelativeToEntry(),
      dynamicImportsWithoutPreloadHelper(),
    ],
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
      },
    },
    // The standalone page for the section's team (npm run dev -w <remote>).
    server: { port: portOf(name), strictPort: true },
  });
}

/**
 * With a relative base the plugin (1.4.1) writes the exposed module's path into
 * assets/remoteEntry.js as "./assets/<file>", which resolves to assets/assets/<file>.
 * Both files sit in the same folder, so the path must be "./<file>".
 */
function exposedPathsRelativeToEntry(): Plugin {
  return {
    name: 'mboa:exposed-paths-relative-to-entry',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle['assets/remoteEntry.js'];
      if (entry?.type === 'chunk') {
        entry.code = entry.code.replaceAll('"./assets/__federation_expose_', '"./__federation_expose_');
      }
    },
  };
}

/**
 * Vite wraps every dynamic import in its module-preload helper even with modulePreload: false
 * (vitejs/vite#13952, #18551): about 0.5 KB gzip in every section's first page, to preload
 * nothing. Its transform only matches the text `import(`, so in the remote's own modules an empty
 * comment is put between `import` and `(`: the same JavaScript, which Rollup still splits into
 * chunks, left untouched by the helper. The transform runs after TypeScript is compiled.
 */
function dynamicImportsWithoutPreloadHelper(): Plugin {
  return {
    name: 'mboa:dynamic-imports-without-preload-helper',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(tsx?|mjs|js)$/.test(id) || !/\bimport\s*\(/.test(code)) return null;
      return { code: code.replace(/\bimport\s*\(/g, 'import/**/('), map: null };
    },
  };
}
