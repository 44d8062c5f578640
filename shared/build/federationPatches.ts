import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/**
 * Corrections to what @originjs/vite-plugin-federation emits, each recorded in
 * docs/decisions/. Each one edits text the plugin writes, so each one fails the build, naming
 * itself, the text it expected and the plugin's version, when that text is not there: a new
 * version of the plugin must not quietly bring back the bytes and requests they remove.
 */

/** The file name of a remote's entry, which the plugin's options and these patches share. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Where the remote's entry is written: Vite's assets folder, which the plugin uses. */
const REMOTE_ENTRY_PATH = `assets/${REMOTE_ENTRY_FILE}`;
/** The plugin's module behind remoteEntry.js: the exposed modules' map and the stylesheet loader. */
const REMOTE_ENTRY_MODULE = `\0virtual:__remoteEntryHelper__${REMOTE_ENTRY_FILE}`;
/** The plugin's runtime in a host: remotes' registry, loader and the share scope. */
const HOST_RUNTIME_MODULE = '\0virtual:__federation__';
/** Vite's module-preload helper, which wraps dynamic imports. */
const PRELOAD_HELPER_MODULE = '\0vite/preload-helper.js';

const PLUGIN_PACKAGE = '@originjs/vite-plugin-federation';

/** The installed plugin's version, for the messages (its package.json is not among its exports). */
function pluginVersion(): string {
  const entry = createRequire(import.meta.url).resolve(PLUGIN_PACKAGE);
  const packageJson = new URL('../package.json', pathToFileURL(entry));
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/** The message a patch fails with: which patch, what it looked for, which plugin version it met. */
export function patchFailure(patch: string, expected: string): string {
  return `${patch}: expected ${expected} in the output of ${PLUGIN_PACKAGE} ${pluginVersion()}, but it is not there. The plugin has changed: see docs/decisions/${patch}.md to adapt or remove this patch.`;
}

function chunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/**
 * With a relative base the plugin writes the exposed module's path into assets/remoteEntry.js
 * as "./assets/<file>", which resolves to assets/assets/<file>. Both files sit in the same
 * folder, so the path must be "./<file>".
 */
export function exposedPathsRelativeToEntry(): Plugin {
  const name = 'exposedPathsRelativeToEntry';
  const written = '"./assets/__federation_expose_';
  return {
    name: 'mboa:exposed-paths-relative-to-entry',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle[REMOTE_ENTRY_PATH];
      if (entry?.type !== 'chunk') this.error(patchFailure(name, `a chunk ${REMOTE_ENTRY_PATH}`));
      if (!entry.code.includes(written)) this.error(patchFailure(name, `the text \`${written}\` in ${REMOTE_ENTRY_PATH}`));
      entry.code = entry.code.replaceAll(written, '"./__federation_expose_');
    },
  };
}

/**
 * Vite wraps every dynamic import in its module-preload helper even with modulePreload: false
 * (vitejs/vite#13952, #18551): about 0.5 KB gzip in every section's first page, to preload
 * nothing. Its transform only matches the text `import(`, so in the remote's own modules an empty
 * comment is put between `import` and `(`: the same JavaScript, which Rollup still splits into
 * chunks, left untouched by the helper. The transform runs after TypeScript is compiled. The
 * output is checked: should Vite learn to see through the comment, the helper would be back.
 */
export function dynamicImportsWithoutPreloadHelper(): Plugin {
  const name = 'dynamicImportsWithoutPreloadHelper';
  return {
    name: 'mboa:dynamic-imports-without-preload-helper',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(tsx?|mjs|js)$/.test(id) || !/\bimport\s*\(/.test(code)) return null;
      return { code: code.replace(/\bimport\s*\(/g, 'import/**/('), map: null };
    },
    generateBundle(_options, bundle) {
      const wrapped = chunks(bundle).filter((chunk) => chunk.moduleIds.includes(PRELOAD_HELPER_MODULE));
      if (wrapped.length > 0) {
        this.error(`${name}: Vite's module-preload helper is back in ${wrapped.map((chunk) => chunk.fileName).join(', ')}: its dynamic imports are wrapped again. See docs/decisions/${name}.md.`);
      }
    },
  };
}

/**
 * Remotes ship no CSS (they use the shared base.css classes the shell loads), yet the plugin
 * puts a stylesheet loader in every remoteEntry.js, which each section's first visit downloads
 * (about 0.35 KB gzip). This plugin replaces the loader with one that has nothing to do, and
 * fails the build if the remote emits any CSS, so the contract holds.
 */
export function noStylesheetLoader(): Plugin {
  const name = 'noStylesheetLoader';
  const loaderStart = 'export const dynamicLoadingCss =';
  const loaderEnd = 'async function __federation_import(';
  let patched = false;
  return {
    name: 'mboa:no-stylesheet-loader',
    enforce: 'post',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (id !== REMOTE_ENTRY_MODULE) return null;
      const start = code.indexOf(loaderStart);
      const end = code.indexOf(loaderEnd, start);
      if (start < 0) this.error(patchFailure(name, `the text \`${loaderStart}\` in ${REMOTE_ENTRY_MODULE.slice(1)}`));
      if (end < 0) this.error(patchFailure(name, `the text \`${loaderEnd}\` after the stylesheet loader in ${REMOTE_ENTRY_MODULE.slice(1)}`));
      patched = true;
      return { code: `${code.slice(0, start)}${loaderStart} () => {};\n${code.slice(end)}`, map: null };
    },
    generateBundle(_options, bundle) {
      if (!patched) this.error(patchFailure(name, `the module ${REMOTE_ENTRY_MODULE.slice(1)}`));
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (stylesheets.length > 0) {
        this.error(`A remote ships no CSS of its own (it uses the classes of shared/src/styles/base.css), but this build emits ${stylesheets.join(', ')}.`);
      }
    },
  };
}

/**
 * The plugin checks a shared library's version with a full semver range parser that every
 * remote downloads (about 1.5 KB gzip). Versions are pinned exactly on both sides
 * (federationShared.ts), so an exact comparison decides the same: this plugin resolves the
 * plugin's import of its parser to one that compares exactly.
 */
export function exactSharedVersionMatch(): Plugin {
  const name = 'exactSharedVersionMatch';
  const parserImport = '__federation_fn_satisfy';
  const id = '\0mboa:exact-version-satisfy';
  let resolved = false;
  return {
    name: 'mboa:exact-shared-version-match',
    enforce: 'pre',
    buildStart() {
      resolved = false;
    },
    resolveId(source) {
      if (source !== parserImport) return undefined;
      resolved = true;
      return id;
    },
    load: (loaded) => (loaded === id ? 'export const satisfy = (version, required) => version === required;' : undefined),
    generateBundle() {
      if (!resolved) this.error(patchFailure(name, `an import of ${parserImport}`));
    },
  };
}

/**
 * The shell registers its remotes at runtime, from /remotes.json, so its build names none; but
 * the plugin emits its runtime (the remotes' loader and the share scope that hands React to the
 * remotes) only when at least one remote is configured (an empty map fails in the browser). The
 * shell's preset names this one, which is never loaded.
 */
export const PLACEHOLDER_REMOTE = { 'runtime-manifest-placeholder': 'data:text/javascript,' } as const;

/** Fails the shell's build if the plugin's runtime, with each shared library in its share scope, is not in it. */
export function placeholderRemoteEmitsRuntime(sharedLibraries: readonly string[]): Plugin {
  const name = 'placeholderRemoteEmitsRuntime';
  const runtimeExports = ['__federation_method_setRemote', '__federation_method_getRemote'];
  return {
    name: 'mboa:placeholder-remote-emits-runtime',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const included = chunks(bundle).some((chunk) => chunk.moduleIds.includes(HOST_RUNTIME_MODULE));
      const code = this.getModuleInfo(HOST_RUNTIME_MODULE)?.code ?? '';
      if (!included) this.error(patchFailure(name, `the module ${HOST_RUNTIME_MODULE.slice(1)} in a chunk`));
      for (const expected of [...runtimeExports, ...sharedLibraries.map((library) => `'${library}':{`)]) {
        if (!code.includes(expected)) this.error(patchFailure(name, `the text \`${expected}\` in ${HOST_RUNTIME_MODULE.slice(1)}`));
      }
    },
  };
}

/**
 * A module that imports React (or any shared library) through the plugin starts with
 * `await importShared('react')`; every such module of a chunk's graph is then evaluated in one
 * microtask checkpoint: one task of tens of milliseconds on a slow phone when the app starts. The
 * plugin's `importShared` is made to yield to the browser first (`scheduler.yield()` where there
 * is one, a new task otherwise), so that each module's evaluation is a task of its own, and a
 * tap or a frame can come between two.
 */
export function sharedImportsYield(): Plugin {
  const name = 'sharedImportsYield';
  const written = "async function importShared(name, shareScope = 'default') {\n";
  const yieldFirst =
    "const yieldToBrowser = () => (typeof globalThis.scheduler?.yield === 'function' ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)))\n" +
    `${written}  await yieldToBrowser()\n`;
  let patched = false;
  return {
    name: 'mboa:shared-imports-yield',
    enforce: 'post',
    buildStart() {
      patched = false;
    },
    transform(code) {
      if (!code.includes('moduleCache') || !code.includes(written)) return null;
      patched = true;
      return { code: code.replace(written, yieldFirst), map: null };
    },
    generateBundle() {
      if (!patched) this.error(patchFailure(name, `the text \`${written.trim()}\` in the module __federation_fn_import`));
    },
  };
}
