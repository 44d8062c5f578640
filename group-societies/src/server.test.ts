// @vitest-environment node
import { describeRemoteServerEntry, expectEveryPageRendersInFrench } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('group-societies', entry, remote, new URL('..', import.meta.url), () => {
  it('render every route in French too, with the French record’s meta and links to French pages', async () => {
    await expectEveryPageRendersInFrench(entry, remote);
    const hub = await entry.renderPage('/group-societies', { language: 'fr' });
    expect(hub!.html).toContain('href="/fr/njangie"');
    expect(hub!.html).toContain('id="loan_application"');
    const njangie = await entry.renderPage('/njangie', { language: 'fr' });
    expect(njangie!.html).toContain('href="/fr/group-societies#loan_application"');
  });
});
