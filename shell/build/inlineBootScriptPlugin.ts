import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/**
 * Makes the boot script (src/start/boot.ts) part of the page: its built code goes inline into the
 * shell's index.html, the template of every composed page, in place of the app's entry script,
 * which it names (`data-entry`) with the chunks to fetch with it (`data-preload`). A page then
 * makes no request for JavaScript at all until the boot script starts the app, after the page
 * has loaded and painted: nothing competes with the page's own HTML, stylesheets and images,
 * on a slow link or in Lighthouse's model of one.
 *
 * The page carries its own script policy, first in its head: a Content-Security-Policy `<meta>`
 * that allows no inline script but this one, by its hash. A page therefore allows its own boot
 * script whichever shell release it comes from, and no host has to know the hash: a shell deploy
 * or rollback needs no host reload. The hosts' header policy still decides where scripts may be
 * loaded from (hosting/lib/policy.mjs); a browser enforces both.
 */
export function inlineBootScriptPlugin(bootSource: string): Plugin {
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
      html.source = withInlineBoot(String(html.source), code);
      // Inlined: the file itself would never be requested.
      delete bundle[boot.fileName];
    },
  };
}

/**
 * The page's own script policy: inline, only the boot script (by its hash); from a URL, anything
 * the header's policy allows (`*`: the header names the site's origin and its remotes'), so a
 * page needs no knowledge of where it is deployed.
 */
function pageScriptPolicy(code: string): string {
  return `script-src * 'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * index.html with its entry script and module preloads replaced by the inline boot script naming
 * them, and the page's script policy put right after `<meta charset>`: a policy given in a `<meta>`
 * applies only to what follows it.
 */
export function withInlineBoot(html: string, code: string): string {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag) throw new Error("inlineBootScriptPlugin: the shell's index.html has no module entry script.");
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error("inlineBootScriptPlugin: the shell's index.html has no <meta charset>.");
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
  const boot = `<script type="module" data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}">${code}</script>`;
  const policy = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(code)}" />`;
  return html
    .replace(preloadTag, '')
    .replace(entryTag[0], () => boot)
    .replace(charset[0], () => `${charset[0]}\n    ${policy}`);
}
