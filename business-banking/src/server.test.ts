// @vitest-environment node
import { describeRemoteServerEntry, headingsOf } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('business-banking', entry, remote, new URL('..', import.meta.url), () => {
  it('render every route in French too, with the French record’s meta and links to French pages', async () => {
    for (const path of entry.routes) {
      const [rendered, english] = await Promise.all([entry.renderPage(path, { language: 'fr' }), entry.renderPage(path)]);
      const { meta } = await remote.pages[path]!('fr');
      expect(rendered!.meta, path).toEqual(meta);
      expect(headingsOf(rendered!.html), path).toHaveLength(1);
      expect(headingsOf(rendered!.html), path).not.toEqual(headingsOf(english!.html));
    }
    const savings = await entry.renderPage('/business_saving_account', { language: 'fr' });
    expect(savings!.html).toContain('href="/fr/login"');
    expect(savings!.html).toContain('href="/fr/help-center"');
    const hub = await entry.renderPage('/business-banking', { language: 'fr' });
    expect(hub!.html).toContain('href="/fr/business_saving_account"');
  });
});
