import type { Plugin, Rollup } from 'vite';
import { BOOT_SCRIPT_HASHES, scriptHashOf } from '@mboa/shared/boot-script';

/**
 * The boot script inline in index.html in place of the entry, which it names with the chunks to
 * fetch with it: no request for JavaScript competes with the page until the app starts.
 */
export function inlineBootScriptPlugin(
  bootSource: string,
  { startChunks = [], pinnedHashes = BOOT_SCRIPT_HASHES }: InlineBootOptions = {},
): Plugin {
  return {
    name: 'mboa:inline-boot-script',
    apply: 'build',
    // After Vite has written index.html, before the compressed copies are made.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const boot = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' && file.isEntry && file.facadeModuleId === bootSource,
      );
      const html = bundle['index.html'] as Rollup.OutputAsset | undefined;
      if (!boot || !html)
        throw new Error(`inlineBootScriptPlugin: the build has no boot chunk for ${bootSource} or no index.html.`);
      const code = boot.code.trim();
      if (boot.imports.length > 0 || boot.dynamicImports.length > 0 || /<\/script|<!--/i.test(code)) {
        throw new Error(
          'inlineBootScriptPlugin: the boot script must import nothing and hold no "</script" or "<!--", to be inlined.',
        );
      }
      assertPinned(code, pinnedHashes);
      const entrySrc = ENTRY_TAG.exec(String(html.source))?.[1];
      const entry = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk => file.type === 'chunk' && `/${file.fileName}` === entrySrc,
      );
      html.source = withInlineBoot(
        String(html.source),
        code,
        entry ? chunksTheAppStartsWith(bundle, entry, startChunks) : [],
      );
      // Inlined: the file itself would never be requested.
      delete bundle[boot.fileName];
    },
  };
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

interface InlineBootOptions {
  /** By name: imported dynamically on every start, so fetched with the entry. */
  startChunks?: readonly string[];
  pinnedHashes?: readonly string[];
}

export function chunksTheAppStartsWith(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  startChunks: readonly string[],
): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const named = entry.dynamicImports.filter((fileName) => startChunks.includes(chunks.get(fileName)?.name ?? ''));
  if (named.length !== startChunks.length)
    throw new Error(
      `inlineBootScriptPlugin: the entry imports ${startChunks.join(', ')} dynamically, found ${named.length} of them.`,
    );
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const fileName of [...entry.imports, ...named]) add(fileName);
  return [...found].map((fileName) => `/${fileName}`);
}

/** A page whose boot script the hosts' policy refused would never start its app. */
export function assertPinned(code: string, pinnedHashes: readonly string[]): void {
  const hash = scriptHashOf(code);
  if (!pinnedHashes.includes(hash)) {
    throw new Error(
      `inlineBootScriptPlugin: the boot script's hash ${hash} is not in shared/src/bootScript.mjs (BOOT_SCRIPT_HASHES). ` +
        'Add it there, and render and reload the hosts’ policy (npm run nginx-config) before deploying this shell.',
    );
  }
}

export function withInlineBoot(html: string, code: string, startChunks: readonly string[] = []): string {
  const entryTag = ENTRY_TAG.exec(html);
  if (!entryTag) throw new Error("inlineBootScriptPlugin: the shell's index.html has no module entry script.");
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...new Set([...[...html.matchAll(preloadTag)].map((match) => match[1]!), ...startChunks])];
  const boot = `<script type="module" data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}">${code}</script>`;
  return html.replace(preloadTag, '').replace(entryTag[0], () => boot);
}
