import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/**
 * Makes the boot script (src/boot.ts) part of the page: its built code goes inline into the
 * shell's index.html, the template of every composed page, in place of the app's entry script,
 * which it names (`data-entry`) with the chunks to fetch with it (`data-preload`). A page then
 * makes no request for JavaScript at all until the boot script starts the app, after the page
 * has loaded and painted: nothing competes with the page's own HTML, stylesheets and images,
 * on a slow link or in Lighthouse's model of one.
 *
 * The Content-Security-Policy allows no inline script but this one, by its hash: the plugin
 * writes the hash into routes.json (`inlineScriptHashes`), which both hosts read from the live
 * shell release (hosting/lib/routes.mjs).
 */
const ROUTE_LIST_FILE = 'routes.json';
export function inlineBootScriptPlugin(bootSource: string): Plugin {
  return {
    name: 'mboa:inline-boot-script',
    apply: 'build',
    // After Vite has written index.html, before the compressed copies are made.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const boot = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.facadeModuleId === bootSource);
      const html = bundle['index.html'] as Rollup.OutputAsset | undefined;
      const routeList = bundle[ROUTE_LIST_FILE] as Rollup.OutputAsset | undefined;
      if (!boot || !html || !routeList) throw new Error(`inlineBootScriptPlugin: the build has no boot chunk for ${bootSource}, no index.html or no ${ROUTE_LIST_FILE}.`);
      const code = boot.code.trim();
      if (boot.imports.length > 0 || boot.dynamicImports.length > 0 || /<\/script|<!--/i.test(code)) {
        throw new Error('inlineBootScriptPlugin: the boot script must import nothing and hold no "</script" or "<!--", to be inlined.');
      }
      html.source = withInlineBoot(String(html.source), code);
      const list = JSON.parse(String(routeList.source)) as Record<string, unknown>;
      list.inlineScriptHashes = [`sha256-${createHash('sha256').update(code).digest('base64')}`];
      routeList.source = `${JSON.stringify(list, null, 2)}\n`;
      // Inlined: the file itself would never be requested.
      delete bundle[boot.fileName];
    },
  };
}

/** index.html with its entry script and module preloads replaced by the inline boot script naming them. */
export function withInlineBoot(html: string, code: string): string {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag) throw new Error("inlineBootScriptPlugin: the shell's index.html has no module entry script.");
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
  const boot = `<script type="module" data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}">${code}</script>`;
  return html.replace(preloadTag, '').replace(entryTag[0], () => boot);
}
