import { describe, expect, it } from 'vitest';
import { pageDataBlock, readPrerenderedPage } from './initialPage';

function documentWith(block: string | undefined, main = ''): Document {
  const doc = document.implementation.createHTMLDocument('x');
  doc.body.innerHTML = `<div id="root"><main id="main">${main}</main></div>${block ?? ''}`;
  return doc;
}

const blockWith = (json: string) => `<script type="application/json" id="mboa-page">${json}</script>`;

describe('the prerendered page’s data block', () => {
  it('names the route and the remote release its HTML was rendered with, and the page’s HTML as it arrived', () => {
    const entryUrl = '/remotes/personal-banking/abc123/assets/remoteEntry.js';
    const doc = documentWith(
      pageDataBlock({ path: '/savings_account', entryUrl }),
      '<div><h1>Savings Account</h1></div>',
    );
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

describe('the releases the prerendered page names', () => {
  const releases = { shell: '0123456789ab', 'personal-banking': 'abcdef012345' };
  const entryUrl = '/remotes/personal-banking/abcdef012345/assets/remoteEntry.js';

  it('are read back with the page', () => {
    const read = readPrerenderedPage(
      documentWith(pageDataBlock({ path: '/fr/savings_account', entryUrl, releases }), '<div><h1>Compte</h1></div>'),
    );
    expect(read).toEqual({
      page: { path: '/fr/savings_account', route: '/savings_account', owner: 'personal-banking', language: 'fr' },
      entryUrl,
      html: '<h1>Compte</h1>',
      releases,
    });
    expect(
      readPrerenderedPage(documentWith(pageDataBlock({ path: '/legal', releases: { shell: '0123456789ab' } })))
        ?.releases,
    ).toEqual({ shell: '0123456789ab' });
  });

  it('are none for a page that names none', () => {
    const read = readPrerenderedPage(documentWith(pageDataBlock({ path: '/legal' })));
    expect(read?.page?.path).toBe('/legal');
    expect(read?.releases).toBeUndefined();
  });

  it.each([
    ['an id that is not hex', '{"shell":"0123456789ab","personal-banking":"zzzzzzzzzzzz"}'],
    ['an id in capitals', '{"shell":"0123456789AB"}'],
    ['an id too short', '{"shell":"0123456789a"}'],
    ['an id too long', '{"shell":"0123456789abc"}'],
    ['an id that is a number', '{"shell":123456789012}'],
    ['an id that is null', '{"shell":null}'],
    ['a number', '42'],
    ['a string', '"0123456789ab"'],
    ['an array', '["0123456789ab"]'],
    ['null', 'null'],
  ])('are dropped when they hold %s, and the page is still read', (_case, written) => {
    const read = readPrerenderedPage(
      documentWith(
        blockWith(`{"path":"/savings_account","entryUrl":"${entryUrl}","releases":${written}}`),
        '<div><h1>Savings Account</h1></div>',
      ),
    );
    expect(read).toEqual({
      page: { path: '/savings_account', route: '/savings_account', owner: 'personal-banking', language: 'en' },
      entryUrl,
      html: '<h1>Savings Account</h1>',
    });
    expect(read && 'releases' in read).toBe(false);
  });
});
