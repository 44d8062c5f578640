import { describe, expect, it } from 'vitest';
import { withBootScript } from './bootScriptPlugin';

// The shape of Vite's index.html for the shell: the entry script and its module preloads.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-frame-BBBB2222.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC3333.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("the shell's index.html with its boot script", () => {
  const html = withBootScript(BUILT, '/assets/boot-DDDD4444.js');

  it('has one script element, the boot script, a file, naming the entry and the chunks to fetch with it', () => {
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/boot-DDDD4444.js" data-entry="/assets/index-AAAA1111.js" data-preload="/assets/app-frame-BBBB2222.js"></script>');
  });

  it('requests none of the app’s code itself: no entry script, no module preload; the stylesheet stays', () => {
    expect(html).not.toContain('src="/assets/index-AAAA1111.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CCCC3333.css">');
  });

  it('refuses an index.html without an entry script', () => {
    expect(() => withBootScript('<!doctype html><title>x</title>', '/assets/boot-DDDD4444.js')).toThrow(/no module entry script/);
  });
});
