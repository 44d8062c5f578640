import type { Plugin, Rollup } from 'vite';
import { BOOT_SCRIPT_HASHES, scriptHashOf } from '@mboa/shared/boot-script';

/**
 * Makes the boot script (src/start/boot.ts) part of the page: its built code goes inline into the
 * shell's index.html, the template of every composed page, in place of the app's entry script,
 * which it names (`data-entry`) with the chunks to fetch with it (`data-preload`). A page then
 * makes no request for JavaScript at all until the boot script starts the app, after the page
 * has loaded and painted: nothing competes with the page's own HTML, stylesheets and images,
 * on a slow link or in Lighthouse's model of one.
 *
 * The hosts' header policy allows this one inline script by its hash, pinned in
 * shared/src/bootScript.mjs; the build fails when the script's hash is not pinned there.
 */
export function inlineBootScriptPlugin(bootSource: string, { startChunks = [], pinnedHashes = BOOT_SCRIPT_HASHES }: InlineBootOptions = {}): Plugin {
  return {
    name: 'mboa:inline-boot-script',
    apply: 'build',
    // After Vite has written index.html, before the compressed copies are made.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const boot = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.facadeModuleId === bootSource);
      const html = bundle['index.html'] as Rollup.OutputAsset | undefined;
      if (!boot || !html) throw new Error(`inlineBootScriptPlugin: the build has no boot chunk for ${bootSource} or no index.html.`);
      const code = boot.code.trim();
      if (boot.imports.length > 0 || boot.dynamicImports.length > 0 || /<\/script|<!--/i.test(code)) {
        throw new Error('inlineBootScriptPlugin: the boot script must import nothing and hold no "</script" or "<!--", to be inlined.');
      }
      assertPinned(code, pinnedHashes);
      const entrySrc = ENTRY_TAG.exec(String(html.source))?.[1];
      const entry = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && `/${file.fileName}` === entrySrc);
      html.source = withInlineBoot(String(html.source), code, entry ? chunksTheAppStartsWith(bundle, entry, startChunks) : []);
      // Inlined: the file itself would never be requested.
      delete bundle[boot.fileName];
    },
  };
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

interface InlineBootOptions {
  /** Chunks the entry imports dynamically on every start (by name): fetched with it, not after it. */
  startChunks?: readonly string[];
  pinnedHashes?: readonly string[];
}

/**
 * What the app needs on every start besides its entry: the entry's static imports and the named
 * chunks it imports dynamically, with theirs, as the site's addresses ('/assets/…').
 */
export function chunksTheAppStartsWith(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, startChunks: readonly string[]): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const named = entry.dynamicImports.filter((fileName) => startChunks.includes(chunks.get(fileName)?.name ?? ''));
  if (named.length !== startChunks.length) throw new Error(`inlineBootScriptPlugin: the entry imports ${startChunks.join(', ')} dynamically, found ${named.length} of them.`);
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const fileName of [...entry.imports, ...named]) add(fileName);
  return [...found].map((fileName) => `/${fileName}`);
}

/** Throws unless the hosts' policy allows `code`: a page whose boot script it refused would never start its app. */
export function assertPinned(code: string, pinnedHashes: readonly string[]): void {
  const hash = scriptHashOf(code);
  if (!pinnedHashes.includes(hash)) {
    throw new Error(
      `inlineBootScriptPlugin: the boot script's hash ${hash} is not in shared/src/bootScript.mjs (BOOT_SCRIPT_HASHES). ` +
        'Add it there, and render and reload the hosts’ policy (npm run nginx-config) before deploying this shell.',
    );
  }
}

/** index.html with its entry script and module preloads replaced by the inline boot script naming them, and the chunks the app starts with. */
export function withInlineBoot(html: string, code: string, startChunks: readonly string[] = []): string {
  const entryTag = ENTRY_TAG.exec(html);
  if (!entryTag) throw new Error("inlineBootScriptPlugin: the shell's index.html has no module entry script.");
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...new Set([...[...html.matchAll(preloadTag)].map((match) => match[1]!), ...startChunks])];
  const boot = `<script type="module" data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}">${code}</script>`;
  return html.replace(preloadTag, '').replace(entryTag[0], () => boot);
}
