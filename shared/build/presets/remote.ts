import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { REMOTE_PAGES_MODULE } from '../src/contract';
import type { RemoteName } from '../src/remotes';
import { exactSharedVersionMatch, federationShared } from './federationShared';
import { portOf } from './ports.mjs';
import { precompressedCopies } from './precompressed';
import { clientAssetUrl, remoteServerBuild } from './remoteServerBuild';

/**
 * A remote's build is its deployable folder: dist/assets/remoteEntry.js and one chunk per
 * page. Its standalone index.html runs on Vite's dev server for the section's own team.
 * After it, the same `vite build` writes the server build of the same pages beside it,
 * dist-server/render.mjs, for the deploy-time compose step (remoteServerBuild.ts).
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
      noStylesheetLoader(),
      precompressedCopies(),
      remoteServerBuild(),
    ],
    // Asset URLs the server render can write alike, so hydration matches (remoteServerBuild.ts).
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
    // The standalone page for the section's team (npm run dev -w <remote>).
    server: { port: portOf(name), strictPort: true },
  });
}

/**
 * The modules every page of a section renders (the banner, link cards, list sections, call-to-action
 * links, the identity module) go in one chunk, with what they need first: the plugin's
 * shared-import helper. Left to Rollup they are six chunks of 0.2 to 0.7 KB, and each chunk
 * costs its own request and compression overhead on the section's first page (measured: 4.7 KB
 * of JavaScript for /personal-banking, 4.2 KB with this chunk).
 */
function pageFrameChunk(id: string): string | undefined {
  return /\/shared\/src\/(identity\.ts|lib\/callToAction\.ts|components\/(PageBanner|LinkCardGrid|ListSection)\.tsx)$/.test(id)
    ? 'page-frame'
    : undefined;
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

/**
 * Remotes ship no CSS (they use the shared base.css classes the shell loads), yet the plugin
 * puts a stylesheet loader in every remoteEntry.js, which each section's first visit downloads
 * (about 0.35 KB gzip). This plugin fails the build if the remote emits any CSS, so the
 * contract holds, and replaces the loader with one that has nothing to do.
 */
function noStylesheetLoader(): Plugin {
  const loaderStart = 'export const dynamicLoadingCss =';
  const loaderEnd = 'async function __federation_import(';
  return {
    name: 'mboa:no-stylesheet-loader',
    enforce: 'post',
    transform(code) {
      const start = code.indexOf(loaderStart);
      const end = code.indexOf(loaderEnd, start);
      if (start < 0 || end < 0) return null;
      return { code: `${code.slice(0, start)}${loaderStart} () => {};\n${code.slice(end)}`, map: null };
    },
    generateBundle(_options, bundle) {
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (stylesheets.length > 0) {
        this.error(`A remote ships no CSS of its own (it uses the classes of shared/src/styles/base.css), but this build emits ${stylesheets.join(', ')}.`);
      }
    },
  };
}
