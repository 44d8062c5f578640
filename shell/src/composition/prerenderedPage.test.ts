import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGE_ID, prerenderedPageJson, readPrerenderedPage } from './prerenderedPage';

function documentWith(json: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (json !== undefined) doc.body.innerHTML = `<script type="application/json" id="${PRERENDERED_PAGE_ID}">${json}</script>`;
  return doc;
}

describe('the prerendered page’s data block', () => {
  it('names the route and the remote release its HTML was rendered with', () => {
    const json = prerenderedPageJson({ path: '/savings_account', release: '/remotes/personal-banking/abc123/assets/remoteEntry.js' });
    expect(readPrerenderedPage(documentWith(json))).toEqual({
      route: { path: '/savings_account', owner: 'personal-banking' },
      release: '/remotes/personal-banking/abc123/assets/remoteEntry.js',
    });
    expect(readPrerenderedPage(documentWith(prerenderedPageJson({ path: '/' })))).toEqual({ route: { path: '/', owner: 'shell' }, release: undefined });
    expect(readPrerenderedPage(documentWith(prerenderedPageJson({ path: null })))).toEqual({ route: null });
  });

  it('cannot close its script element early, whatever a URL holds', () => {
    const json = prerenderedPageJson({ path: '/savings_account', release: '/x/</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(readPrerenderedPage(documentWith(json))?.release).toBe('/x/</script><script>alert(1)</script>');
  });

  it.each([
    ['no data block', undefined],
    ['not JSON', '{path:'],
    ['a path that is no route', '{"path":"/nope"}'],
    ['a release for a shell page', '{"path":"/legal","release":"/remotes/x.js"}'],
    ['a release that is not a string', '{"path":"/savings_account","release":5}'],
  ])('is ignored with %s: the document renders from scratch', (_case, json) => {
    expect(readPrerenderedPage(documentWith(json))).toBeUndefined();
  });
});
