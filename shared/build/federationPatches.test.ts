// @vitest-environment node
import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  dynamicImportsWithoutPreloadHelper,
  exactSharedVersionMatch,
  exposedPathsRelativeToEntry,
  noStylesheetLoader,
  placeholderRemoteEmitsRuntime,
  sharedImportsYield,
} from './federationPatches';
import { buildFixtureRemote } from './fixtures/buildFixtureRemote';

/** The plugin's module behind remoteEntry.js. */
const ENTRY_MODULE = '\0virtual:__remoteEntryHelper__remoteEntry.js';

describe('a patch whose text is missing fails the build with its message', () => {
  it('in a real build: the fixture remote, with the stylesheet loader no longer followed by the text the patch cuts to', async () => {
    // As a new version of the federation plugin might write it.
    const renamedImport: Plugin = {
      name: 'test:renamed-federation-import',
      transform: (code, id) =>
        id.startsWith('\0virtual:__remoteEntryHelper__')
          ? code.replaceAll('async function __federation_import(', 'async function federationImport(')
          : null,
    };
    await expect(buildFixtureRemote([renamedImport])).rejects.toThrow(
      /noStylesheetLoader: expected the text `async function __federation_import\(` .* in the output of @originjs\/vite-plugin-federation 1\.4\.1/,
    );
  });

  it('exposedPathsRelativeToEntry, when remoteEntry.js no longer names the exposed module "./assets/…"', () => {
    const bundle = {
      'assets/remoteEntry.js': chunk(
        'assets/remoteEntry.js',
        'let n={"./pages":()=>d("./__federation_expose_Pages-x.js")}',
      ),
    };
    expect(() => runHook(exposedPathsRelativeToEntry(), 'generateBundle', [{}, bundle])).toThrow(
      /exposedPathsRelativeToEntry: expected the text `"\.\/assets\/__federation_expose_` in assets\/remoteEntry\.js/,
    );
    expect(() => runHook(exposedPathsRelativeToEntry(), 'generateBundle', [{}, {}])).toThrow(
      /exposedPathsRelativeToEntry: expected a chunk assets\/remoteEntry\.js/,
    );
  });

  it('noStylesheetLoader, when the module behind remoteEntry.js lacks the loader, or never comes', () => {
    const patch = noStylesheetLoader();
    expect(() => runHook(patch, 'transform', ['export const get = () => {};', ENTRY_MODULE])).toThrow(
      /noStylesheetLoader: expected the text `export const dynamicLoadingCss =`/,
    );
    runHook(patch, 'buildStart', [{}]);
    expect(() => runHook(patch, 'generateBundle', [{}, {}])).toThrow(
      /noStylesheetLoader: expected the module virtual:__remoteEntryHelper__remoteEntry\.js/,
    );
  });

  it('noStylesheetLoader, when a remote emits CSS', () => {
    const patch = noStylesheetLoader();
    runHook(patch, 'transform', [
      'export const dynamicLoadingCss = () => { link };\nasync function __federation_import(name) {}',
      ENTRY_MODULE,
    ]);
    expect(() => runHook(patch, 'generateBundle', [{}, { 'assets/page.css': { type: 'asset' } }])).toThrow(
      /A remote ships no CSS .* emits assets\/page\.css/,
    );
  });

  it('exactSharedVersionMatch, when the plugin no longer imports its range parser', () => {
    const patch = exactSharedVersionMatch();
    runHook(patch, 'buildStart', [{}]);
    expect(() => runHook(patch, 'generateBundle', [{}, {}])).toThrow(
      /exactSharedVersionMatch: expected an import of __federation_fn_satisfy/,
    );
  });

  it('dynamicImportsWithoutPreloadHelper, when Vite’s preload helper is back in a chunk', () => {
    const bundle = { 'assets/page.js': chunk('assets/page.js', '', ['/src/page.ts', '\0vite/preload-helper.js']) };
    expect(() => runHook(dynamicImportsWithoutPreloadHelper(), 'generateBundle', [{}, bundle])).toThrow(
      /dynamicImportsWithoutPreloadHelper: Vite's module-preload helper is back in assets\/page\.js/,
    );
  });

  it('sharedImportsYield, when the plugin’s importShared is no longer written as it was', () => {
    const patch = sharedImportsYield();
    runHook(patch, 'buildStart', [{}]);
    expect(
      runHook(patch, 'transform', [
        'const moduleCache = {}\nasync function importShared(name, scope) {\n',
        '\0virtual:__federation_fn_import',
      ]),
    ).toBeNull();
    expect(() => runHook(patch, 'generateBundle', [{}, {}])).toThrow(
      /sharedImportsYield: expected the text `async function importShared\(name, shareScope = 'default'\) \{`/,
    );
  });

  it('placeholderRemoteEmitsRuntime, when the shell’s build has no federation runtime, or one without a shared library', () => {
    const patch = placeholderRemoteEmitsRuntime(['react', 'react-dom']);
    expect(() => runHook(patch, 'generateBundle', [{}, {}])).toThrow(
      /placeholderRemoteEmitsRuntime: expected the module virtual:__federation__ in a chunk/,
    );
    const bundle = { 'assets/index.js': chunk('assets/index.js', '', ['\0virtual:__federation__']) };
    const runtime =
      "function __federation_method_setRemote() {} function __federation_method_getRemote() {} const scope = { 'react':{} }";
    expect(() => runHook(patch, 'generateBundle', [{}, bundle], { '\0virtual:__federation__': runtime })).toThrow(
      /placeholderRemoteEmitsRuntime: expected the text `'react-dom':\{`/,
    );
  });
});

/** A chunk of a bundle, as far as the patches read it. */
function chunk(fileName: string, code: string, moduleIds: string[] = []): Partial<Rollup.OutputChunk> {
  return { type: 'chunk', fileName, code, moduleIds };
}

/**
 * Runs one hook of a patch as Rollup would: `this.error()` throws, and `this.getModuleInfo()`
 * gives the transformed code of the modules in `modules`.
 */
function runHook(
  plugin: Plugin,
  hook: 'buildStart' | 'transform' | 'generateBundle',
  args: unknown[],
  modules: Record<string, string> = {},
): unknown {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    getModuleInfo: (id: string) => (id in modules ? { code: modules[id] } : null),
  };
  const handler = plugin[hook] as (...hookArgs: unknown[]) => unknown;
  return handler.call(context, ...args);
}

describe('sharedImportsYield', () => {
  it('makes the plugin’s importShared yield to the browser before it resolves, so each module that imports a shared library is evaluated in a task of its own', async () => {
    const patch = sharedImportsYield();
    runHook(patch, 'buildStart', [{}]);
    const written =
      "const moduleCache = Object.create(null)\nasync function importShared(name, shareScope = 'default') {\n  return moduleCache[name]\n}\n";
    const { code } = runHook(patch, 'transform', [written, '\0virtual:__federation_fn_import']) as { code: string };
    expect(code).toContain(
      "async function importShared(name, shareScope = 'default') {\n  await yieldToBrowser()\n  return moduleCache[name]",
    );
    expect(() => runHook(patch, 'generateBundle', [{}, {}])).not.toThrow();
    // The code it adds runs: a new task where there is no scheduler.yield (Node here).
    const yieldToBrowser = new Function(`${code.split('\n')[1]}; return yieldToBrowser`)() as () => Promise<void>;
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('a microtask');
    await yielded;
    expect(order).toEqual(['a microtask', 'after the yield']);
  });
});
