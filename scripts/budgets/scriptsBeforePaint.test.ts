// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptsBeforeFirstPaint } from './scriptsBeforePaint.mjs';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const reasons = (html: string) => scriptsBeforeFirstPaint(html).map((f) => f.reason);
const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('scripts that run before the first paint', () => {
  it('finds none in the shell page served today (one module script, module preloads)', () => {
    expect(scriptsBeforeFirstPaint(fixture('client-rendered-shell.html'))).toEqual([]);
  });

  it('allows deferred scripts, data blocks, preloads, and scripts a browser never runs', () => {
    // Module and deferred scripts with src; JSON, JSON-LD and import maps; an empty script;
    // and <script> text in a comment, an attribute, a <template>, a <noscript> and a <textarea>.
    expect(scriptsBeforeFirstPaint(fixture('prerendered-allowed.html'))).toEqual([]);
  });

  it('finds every kind of script that blocks rendering or may run before the first paint', () => {
    const findings = scriptsBeforeFirstPaint(fixture('blocking.html'));
    expect(findings.map((f) => [f.src, f.reason])).toEqual([
      ['/assets/classic.js', 'classic script without defer blocks rendering'],
      ['/assets/typed-classic.js', 'classic script without defer blocks rendering'],
      ['/assets/upper-case.js', 'classic script without defer blocks rendering'],
      [null, 'inline classic script (22 bytes) runs before the first paint'],
      [null, 'inline classic script (44 bytes) runs before the first paint'],
      ['/assets/analytics.js', 'async classic script may run before the first paint'],
      ['/assets/async-module.js', 'async module script may run before the first paint'],
      [null, 'inline classic script (15 bytes) runs before the first paint'],
      [null, 'inline event handler onload'],
      ['/assets/svg.js', 'classic script without defer blocks rendering'],
    ]);
    expect(findings[0]?.html).toBe('<script src="/assets/classic.js">');
  });

  it('reads the type as the HTML standard does: any JavaScript MIME type is classic, unknown types are data', () => {
    expect(reasons(page('<script type="application/javascript" src="/a.js"></script>'))).toHaveLength(1);
    expect(reasons(page('<script type="text/ecmascript" src="/a.js"></script>'))).toHaveLength(1);
    expect(reasons(page('<script type="" src="/a.js"></script>'))).toHaveLength(1);
    expect(reasons(page('<script type=" MODULE " src="/a.js"></script>'))).toEqual([]);
    expect(reasons(page('<script type="text/x-template"><div></div></script>'))).toEqual([]);
    expect(reasons(page('<script type="speculationrules">{"prerender":[]}</script>'))).toEqual([]);
  });

  it('counts a script wherever it sits in the document, body included', () => {
    expect(reasons(page('', '<main><p>text</p><script src="/late.js"></script></main>'))).toEqual([
      'classic script without defer blocks rendering',
    ]);
  });

  it('allows a deferred inline module script of at most 2 KB (the boot script), and no larger or async one', () => {
    expect(reasons(page(`<script type="module" data-entry="/a.js">${'x'.repeat(2048)}</script>`))).toEqual([]);
    expect(reasons(page(`<script type="module">${'x'.repeat(2049)}</script>`))).toEqual([
      'inline module script (2049 bytes, over 2048) may do its work before the first paint',
    ]);
    expect(reasons(page('<script type="module" async>import("/a.js")</script>'))).toEqual([
      'inline async module script (15 bytes) may run before the first paint',
    ]);
  });

  it('counts the bytes of an inline script in UTF-8', () => {
    expect(reasons(page('<script>"é"</script>'))).toEqual([
      'inline classic script (4 bytes) runs before the first paint',
    ]);
  });
});
