// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHashOf } from '@mboa/shared/boot-script';
import type { Rollup } from 'vite';
import { assertPinned, chunksTheAppStartsWith, withInlineBoot } from './inlineBootScriptPlugin';

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
    expect(html).toContain(
      `<script type="module" data-entry="/assets/index-AAAA1111.js" data-preload="/assets/identity-BBBB2222.js">${CODE}</script>`,
    );
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

describe('the chunks the app starts with', () => {
  const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) =>
    ({
      type: 'chunk',
      fileName,
      name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
      imports,
      dynamicImports,
    }) as unknown as Rollup.OutputChunk;
  const entry = chunk(
    'assets/index-E.js',
    ['assets/frame-F.js'],
    ['assets/appTree-A.js', 'assets/reactDomClient-R.js', 'assets/HomePage-H.js'],
  );
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/frame-F.js', ['assets/react-X.js']),
      chunk('assets/react-X.js'),
      chunk('assets/appTree-A.js', ['assets/router-Y.js', 'assets/frame-F.js']),
      chunk('assets/router-Y.js'),
      chunk('assets/reactDomClient-R.js', ['assets/react-X.js']),
      chunk('assets/HomePage-H.js', ['assets/carousel-C.js']),
      chunk('assets/carousel-C.js'),
    ].map((file) => [file.fileName, file]),
  ) as Rollup.OutputBundle;

  it('are the entry’s imports and the named dynamic imports, with all of theirs, each once: not a page’s', () => {
    expect(chunksTheAppStartsWith(bundle, entry, ['appTree', 'reactDomClient'])).toEqual([
      '/assets/frame-F.js',
      '/assets/react-X.js',
      '/assets/appTree-A.js',
      '/assets/router-Y.js',
      '/assets/reactDomClient-R.js',
    ]);
  });

  it('are named to the boot script, after the entry’s own preloads', () => {
    const html = withInlineBoot(BUILT, CODE, ['/assets/identity-BBBB2222.js', '/assets/appTree-A.js']);
    expect(html).toContain('data-preload="/assets/identity-BBBB2222.js /assets/appTree-A.js"');
  });

  it('fail the build when a named chunk is no dynamic import of the entry (renamed or gone)', () => {
    expect(() => chunksTheAppStartsWith(bundle, entry, ['appTree', 'appFrame'])).toThrow(/found 1 of them/);
  });
});
