// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withInlineBoot } from './inlineBootScriptPlugin';

// index.html as Vite writes it, before the plugin.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Mboa</title>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/identity-BBBB2222.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC3333.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const CODE = 'const s=document.currentScript;addEventListener("load",()=>import(s.dataset.entry));';

describe('the page’s inline boot script', () => {
  const html = withInlineBoot(BUILT, CODE);

  it('replaces the entry script and its preloads, naming them', () => {
    expect(html).toContain(`<script type="module" data-entry="/assets/index-AAAA1111.js" data-preload="/assets/identity-BBBB2222.js">${CODE}</script>`);
    expect(html).not.toContain('src="/assets/index-AAAA1111.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('comes with the page’s own policy, before any script: inline, this script alone, by its hash', () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(html);
    expect(policy?.[1]).toBe(`script-src * 'sha256-${createHash('sha256').update(CODE).digest('base64')}'`);
    // A policy in a <meta> applies to what follows it only: it is the head's second element, after the charset.
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(policy!.index);
    expect(policy!.index).toBeLessThan(html.indexOf('<meta name="viewport"'));
    expect(policy!.index).toBeLessThan(html.indexOf('<script'));
  });

  it('gives another policy to another boot script', () => {
    const other = withInlineBoot(BUILT, `${CODE}/* next */`);
    const hashOf = (page: string) => /'sha256-([^']+)'/.exec(page)?.[1];
    expect(hashOf(other)).not.toBe(hashOf(html));
  });
});
