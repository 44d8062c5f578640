// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHashOf } from '@mboa/shared/boot-script';
import { assertPinned, withInlineBoot } from './inlineBootScriptPlugin';

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

  it('adds no policy of its own: the hosts’ header allows the script by its pinned hash', () => {
    expect(html).not.toContain('http-equiv');
  });

  it('is refused at build time when its hash is not pinned, and accepted when it is', () => {
    const pinned = [scriptHashOf(CODE)];
    expect(scriptHashOf(CODE)).toBe(`'sha256-${createHash('sha256').update(CODE).digest('base64')}'`);
    expect(() => assertPinned(CODE, pinned)).not.toThrow();
    expect(() => assertPinned(`${CODE}/* next */`, pinned)).toThrow(/is not in shared\/src\/bootScript.mjs/);
  });
});
