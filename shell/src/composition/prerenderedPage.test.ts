import { describe, expect, it } from 'vitest';
import { pageDataBlock, readPrerenderedPage } from './prerenderedPage';

function documentWith(block: string | undefined, main = ''): Document {
  const doc = document.implementation.createHTMLDocument('x');
  doc.body.innerHTML = `<div id="root"><main id="main">${main}</main></div>${block ?? ''}`;
  return doc;
}

const blockWith = (json: string) => `<script type="application/json" id="mboa-page">${json}</script>`;

describe('the prerendered page’s data block', () => {
  it('names the route and the remote release its HTML was rendered with, and the page’s HTML as it arrived', () => {
    const entryUrl = '/remotes/personal-banking/abc123/assets/remoteEntry.js';
    const doc = documentWith(pageDataBlock({ path: '/savings_account', entryUrl }), '<div data-remote="personal-banking"><h1>Savings Account</h1></div>');
    expect(readPrerenderedPage(doc)).toEqual({
      page: { path: '/savings_account', route: '/savings_account', owner: 'personal-banking', language: 'en' },
      entryUrl,
      html: '<h1>Savings Account</h1>',
    });
    expect(readPrerenderedPage(documentWith(pageDataBlock({ path: '/' })))).toEqual({
      page: { path: '/', route: '/', owner: 'shell', language: 'en' },
      entryUrl: undefined,
      html: undefined,
    });
    expect(readPrerenderedPage(documentWith(pageDataBlock({ path: '/fr/savings_account', entryUrl })))?.page).toEqual({
      path: '/fr/savings_account',
      route: '/savings_account',
      owner: 'personal-banking',
      language: 'fr',
    });
    expect(readPrerenderedPage(documentWith(pageDataBlock({ path: null })))).toEqual({ page: null });
  });

  it('cannot close its script element early, whatever a URL holds', () => {
    const block = pageDataBlock({ path: '/savings_account', entryUrl: '/x/</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(readPrerenderedPage(documentWith(block))?.entryUrl).toBe('/x/</script><script>alert(1)</script>');
  });

  it.each([
    ['no data block', undefined],
    ['not JSON', blockWith('{path:')],
    ['a path that is no route', blockWith('{"path":"/nope"}')],
    ['a release for a shell page', blockWith('{"path":"/legal","entryUrl":"/remotes/x.js"}')],
    ['a release that is not a string', blockWith('{"path":"/savings_account","entryUrl":5}')],
  ])('is ignored with %s: the document renders from scratch', (_case, block) => {
    expect(readPrerenderedPage(documentWith(block))).toBeUndefined();
  });
});
