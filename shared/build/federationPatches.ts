import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';

// Corrections to what @originjs/vite-plugin-federation emits, each recorded in docs/decisions/ and
// each failing the build, by name, when the text it edits is not there (docs/decisions/README.md).

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
const REMOTE_ENTRY_PATH = `assets/${REMOTE_ENTRY_FILE}`;
const REMOTE_ENTRY_MODULE = `\0virtual:__remoteEntryHelper__${REMOTE_ENTRY_FILE}`;
const HOST_RUNTIME_MODULE = '\0virtual:__federation__';
const PRELOAD_HELPER_MODULE = '\0vite/preload-helper.js';

const PLUGIN_PACKAGE = '@originjs/vite-plugin-federation';

/** Its package.json is not among its exports. */
function pluginVersion(): string {
  const entry = createRequire(import.meta.url).resolve(PLUGIN_PACKAGE);
  const packageJson = new URL('../package.json', pathToFileURL(entry));
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

export function patchFailure(patch: string, expected: string): string {
  return `${patch}: expected ${expected} in the output of ${PLUGIN_PACKAGE} ${pluginVersion()}, but it is not there. The plugin has changed: see docs/decisions/${patch}.md to adapt or remove this patch.`;
}

function chunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/** docs/decisions/exposedPathsRelativeToEntry.md */
export function exposedPathsRelativeToEntry(): Plugin {
  const name = 'exposedPathsRelativeToEntry';
  const written = '"./assets/__federation_expose_';
  return {
    name: 'mboa:exposed-paths-relative-to-entry',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle[REMOTE_ENTRY_PATH];
      if (entry?.type !== 'chunk') this.error(patchFailure(name, `a chunk ${REMOTE_ENTRY_PATH}`));
      if (!entry.code.includes(written))
        this.error(patchFailure(name, `the text \`${written}\` in ${REMOTE_ENTRY_PATH}`));
      entry.code = entry.code.replaceAll(written, '"./__federation_expose_');
    },
  };
}

/** docs/decisions/dynamicImportsWithoutPreloadHelper.md: an empty comment between `import` and `(`. */
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
        this.error(
          `${name}: Vite's module-preload helper is back in ${wrapped.map((chunk) => chunk.fileName).join(', ')}: its dynamic imports are wrapped again. See docs/decisions/${name}.md.`,
        );
      }
    },
  };
}

/** docs/decisions/noStylesheetLoader.md; also fails the build of a remote that emits CSS. */
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
      if (end < 0)
        this.error(
          patchFailure(
            name,
            `the text \`${loaderEnd}\` after the stylesheet loader in ${REMOTE_ENTRY_MODULE.slice(1)}`,
          ),
        );
      patched = true;
      return { code: `${code.slice(0, start)}${loaderStart} () => {};\n${code.slice(end)}`, map: null };
    },
    generateBundle(_options, bundle) {
      if (!patched) this.error(patchFailure(name, `the module ${REMOTE_ENTRY_MODULE.slice(1)}`));
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (stylesheets.length > 0) {
        this.error(
          `A remote ships no CSS of its own (it uses the classes of shared/src/styles/base.css), but this build emits ${stylesheets.join(', ')}.`,
        );
      }
    },
  };
}

/** docs/decisions/exactSharedVersionMatch.md */
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
    load: (loaded) =>
      loaded === id ? 'export const satisfy = (version, required) => version === required;' : undefined,
    generateBundle() {
      if (!resolved) this.error(patchFailure(name, `an import of ${parserImport}`));
    },
  };
}

/** docs/decisions/placeholderRemoteEmitsRuntime.md: never loaded. */
export const PLACEHOLDER_REMOTE = { 'runtime-manifest-placeholder': 'data:text/javascript,' } as const;

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
        if (!code.includes(expected))
          this.error(patchFailure(name, `the text \`${expected}\` in ${HOST_RUNTIME_MODULE.slice(1)}`));
      }
    },
  };
}

/** docs/decisions/sharedImportsYield.md: each module that imports a shared library evaluated in a task of its own. */
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
      if (!patched)
        this.error(patchFailure(name, `the text \`${written.trim()}\` in the module __federation_fn_import`));
    },
  };
}
