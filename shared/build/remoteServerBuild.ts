import react from '@vitejs/plugin-react';
import { posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, normalizePath, type InlineConfig, type Plugin, type RenderBuiltAssetUrl, type Rollup } from 'vite';
import type { ClientPageStyles } from '../src/server/pageStyles';
import { RELEASE_URL_PLACEHOLDER } from '../src/server/releaseUrl';

/** The server entry's source in each remote: its pages object, wrapped by defineRemoteServerEntry. */
export const SERVER_ENTRY_SOURCE = 'src/server.tsx';
/** Beside dist/, never inside it: dist/ is published to browsers, this folder is for the compose step. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'render.mjs';
/** The module the federation plugin exposes as ./pages (remoteViteConfig.ts). */
const EXPOSED_PAGES_SOURCE = 'src/exposedPages.ts';

const sharedServerModule = (file: string) => normalizePath(fileURLToPath(new URL(`../src/server/${file}`, import.meta.url)));

/**
 * Part of a remote's client build (remoteViteConfig.ts): once `vite build` has written dist/,
 * builds the server entry of the same pages into dist-server/render.mjs, with the stylesheets
 * the client build gave each module, taken from its bundle in memory. So `npm run build -w
 * <remote>` builds both, in that order, and dist/ gains no file (no manifest is written there).
 * Watch builds (`npm run dev`) skip it: the browser is all they serve.
 */
export function remoteServerBuild(): Plugin {
  let root = '';
  let mode = 'production';
  let logLevel: InlineConfig['logLevel'];
  let watching = false;
  let styles: ClientPageStyles | undefined;
  return {
    name: 'mboa:remote-server-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      logLevel = config.logLevel;
      watching = Boolean(config.build.watch);
    },
    buildStart() {
      styles = undefined;
    },
    // Once dist/ is written: a client build that failed runs no server build.
    writeBundle(_options, bundle) {
      styles = clientPageStyles(bundle, root);
    },
    async closeBundle(error) {
      if (error || watching || !styles) return;
      await build(remoteServerConfig(root, styles, { mode, logLevel }));
    },
  };
}

/**
 * The server build: the remote's pages as plain modules (no federation plugin), React and
 * react-dom/server bundled in, one ES module that runs with `node` from any folder, with no
 * node_modules around it (a deploy root lives outside the repository). Dynamic imports are
 * inlined: rendering a section's pages needs all of them, and one file copies whole.
 */
export function remoteServerConfig(root: string, styles: ClientPageStyles, options: Pick<InlineConfig, 'mode' | 'logLevel'> = {}): InlineConfig {
  return {
    configFile: false,
    root,
    mode: options.mode ?? 'production',
    logLevel: options.logLevel,
    publicDir: false,
    plugins: [react(), clientBuildStylesModule(styles), pageImportTracking(root)],
    // React's production build: bundled, its packages no longer choose it from Node's environment.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { target: 'node', noExternal: true },
    experimental: { renderBuiltUrl: serverAssetUrl },
    build: {
      ssr: SERVER_ENTRY_SOURCE,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      // As in the client build: an illustration is a file, named by the hash of its content, so
      // both builds name it alike (the server build emits none: they are in dist/).
      assetsInlineLimit: 0,
      ssrEmitAssets: false,
      rollupOptions: { output: { format: 'es', entryFileNames: SERVER_ENTRY_FILE, inlineDynamicImports: true } },
    },
  };
}

/**
 * An asset's URL in the client build (an illustration's `src`), resolved against the chunk that
 * imports it wherever the release is deployed (as Vite's default does), then written as a path
 * when the remote is served from the page's own origin (one origin, production) and in full
 * when it is on another origin (a port per remote). The server render writes the same text from
 * the release's URL (serverAssetUrl), which it can know; the site's origin it cannot.
 */
export const clientAssetUrl: RenderBuiltAssetUrl = (filename, { hostType, hostId }) => {
  if (hostType !== 'js') return undefined;
  const fromChunk = posix.relative(posix.dirname(hostId), filename);
  return { runtime: `((u) => u.origin === location.origin ? u.pathname : u.href)(new URL(${JSON.stringify(fromChunk)}, import.meta.url))` };
};

/** The server build's asset URL: the placeholder that renderPage replaces with the release's URL (shared/src/server/releaseUrl.ts). */
export const serverAssetUrl: RenderBuiltAssetUrl = (filename, { hostType }) =>
  hostType === 'js' ? `${RELEASE_URL_PLACEHOLDER}${filename}` : undefined;

/**
 * From the client bundle: the CSS files the browser loads with each of the section's and
 * shared's modules (its chunk's and that chunk's static imports', imports first), by module
 * path relative to the remote's folder. The same walk Vite's manifest documents for server
 * rendering (`imports` followed recursively, then `css`), done in memory.
 */
export function clientPageStyles(bundle: Rollup.OutputBundle, root: string): ClientPageStyles {
  const chunkStyles = (fileName: string, seen = new Set<string>()): string[] => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || seen.has(fileName)) return [];
    seen.add(fileName);
    return [...chunk.imports.flatMap((imported) => chunkStyles(imported, seen)), ...(chunk.viteMetadata?.importedCss ?? [])];
  };
  const modules: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const css = [...new Set(chunkStyles(chunk.fileName))];
    if (css.length === 0) continue;
    for (const id of chunk.moduleIds) {
      if (id.startsWith('\0') || id.includes('/node_modules/')) continue;
      modules[normalizePath(relative(root, id))] = css;
    }
  }
  return { exposedModule: modules[EXPOSED_PAGES_SOURCE] ?? [], modules };
}

/** Gives the server build the client build's stylesheets: replaces shared/src/server/clientBuildStyles.ts. */
function clientBuildStylesModule(styles: ClientPageStyles): Plugin {
  const moduleId = sharedServerModule('clientBuildStyles.ts');
  return {
    name: 'mboa:client-build-styles',
    load(id) {
      return normalizePath(id) === moduleId ? `export default ${JSON.stringify(styles)};` : null;
    },
  };
}

/**
 * Wraps every dynamic import with a literal specifier in the section's and shared's modules in
 * trackPageImport (shared/src/server/pageImports.ts), named by the imported module's path
 * relative to the remote's folder: a page loader is a function, and running it is how a render
 * learns which modules, so which client stylesheets, make the page.
 */
export function pageImportTracking(root: string): Plugin {
  const tracker = sharedServerModule('pageImports.ts');
  return {
    name: 'mboa:page-import-tracking',
    enforce: 'post',
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !/\.(tsx?|mjs|js)$/.test(id) || normalizePath(id) === tracker) return null;
      if (!/\bimport\s*\(/.test(code)) return null;
      let tracked = '';
      let copied = 0;
      for (const { start, end, specifier } of literalDynamicImports(this.parse(code))) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) continue;
        const module = normalizePath(relative(root, resolved.id));
        tracked += `${code.slice(copied, start)}__mboaTrackPageImport(${JSON.stringify(module)}, ${code.slice(start, end)})`;
        copied = end;
      }
      if (copied === 0) return null;
      return { code: `import { trackPageImport as __mboaTrackPageImport } from ${JSON.stringify(tracker)};\n${tracked}${code.slice(copied)}`, map: null };
    },
  };
}

interface Located {
  type?: unknown;
  start?: number;
  end?: number;
}

/** The `import('…')` expressions of a module's syntax tree whose specifier is a plain string, in source order. */
function literalDynamicImports(node: unknown, found: { start: number; end: number; specifier: string }[] = []) {
  if (Array.isArray(node)) {
    for (const child of node) literalDynamicImports(child, found);
  } else if (typeof node === 'object' && node !== null) {
    const { type, start, end, source } = node as Located & { source?: { type?: unknown; value?: unknown } };
    if (type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string' && typeof start === 'number' && typeof end === 'number') {
      found.push({ start, end, specifier: source.value });
      return found;
    }
    for (const value of Object.values(node)) if (typeof value === 'object') literalDynamicImports(value, found);
  }
  return found;
}
