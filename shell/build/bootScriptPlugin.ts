import type { Plugin, Rollup } from 'vite';

/**
 * Makes the boot script (src/boot.ts) the page's one script element: a small file of its own among
 * the release's hashed assets, in place of the app's entry script, which it names (`data-entry`)
 * with the chunks to fetch with it (`data-preload`). A module script runs once the document is
 * parsed and never holds up the first paint; the app's own code is requested only when the boot
 * script starts it, after the page has loaded and painted: nothing competes with the page's own
 * HTML, stylesheets and images, on a slow link or in Lighthouse's model of one.
 *
 * A file rather than an inline script: the Content-Security-Policy then allows scripts from the
 * site's own origin alone, with no hash. A host has nothing to learn from a shell release, so a
 * shell deploy or rollback needs no host reloaded, whoever runs it (docs/hosting.md).
 */
export function bootScriptPlugin(bootSource: string): Plugin {
  let base = '/';
  return {
    name: 'mboa:boot-script',
    apply: 'build',
    // After Vite has written index.html, before the compressed copies are made.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const boot = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.facadeModuleId === bootSource);
      const html = bundle['index.html'] as Rollup.OutputAsset | undefined;
      if (!boot || !html) throw new Error(`bootScriptPlugin: the build has no boot chunk for ${bootSource}, or no index.html.`);
      // One request: a chunk it imported would be one more before the app is even wanted.
      if (boot.imports.length > 0 || boot.dynamicImports.length > 0) throw new Error('bootScriptPlugin: the boot script must import nothing.');
      html.source = withBootScript(String(html.source), `${base}${boot.fileName}`);
    },
  };
}

/** index.html with its entry script and module preloads replaced by the boot script naming them. */
export function withBootScript(html: string, bootSrc: string): string {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag) throw new Error("bootScriptPlugin: the shell's index.html has no module entry script.");
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
  const boot = `<script type="module" src="${bootSrc}" data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(preloadTag, '').replace(entryTag[0], () => boot);
}
