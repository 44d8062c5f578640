// @vitest-environment node
import { describeRemoteServerEntry, headingsOf } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('group-societies', entry, remote, new URL('..', import.meta.url), () => {
  it('render every route in French too, with the French record’s meta and links to French pages', async () => {
    for (const path of entry.routes) {
      const [rendered, english] = await Promise.all([entry.renderPage(path, { language: 'fr' }), entry.renderPage(path)]);
      const { meta } = await remote.pages[path]!('fr');
      expect(rendered!.meta, path).toEqual(meta);
      expect(headingsOf(rendered!.html), path).toHaveLength(1);
      expect(headingsOf(rendered!.html), path).not.toEqual(headingsOf(english!.html));
    }
    const hub = await entry.renderPage('/group-societies', { language: 'fr' });
    expect(hub!.html).toContain('href="/fr/njangie"');
    expect(hub!.html).toContain('id="loan_application"');
    const njangie = await entry.renderPage('/njangie', { language: 'fr' });
    expect(njangie!.html).toContain('href="/fr/group-societies#loan_application"');
  });
});
