// @vitest-environment node
import { describeRemoteServerEntry, expectEveryPageRendersInFrench } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('business-banking', entry, remote, new URL('..', import.meta.url), () => {
  it('render every route in French too, with the French record’s meta and links to French pages', async () => {
    await expectEveryPageRendersInFrench(entry, remote);
    const savings = await entry.renderPage('/business_saving_account', { language: 'fr' });
    expect(savings!.html).toContain('href="/fr/login"');
    expect(savings!.html).toContain('href="/fr/help-center"');
    const hub = await entry.renderPage('/business-banking', { language: 'fr' });
    expect(hub!.html).toContain('href="/fr/business_saving_account"');
  });
});
