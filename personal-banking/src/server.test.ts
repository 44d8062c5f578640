// @vitest-environment node
import { describeRemoteServerEntry, expectEveryPageRendersInFrench } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('personal-banking', entry, remote, new URL('..', import.meta.url), () => {
  it('render every route in French too, with the French record’s meta and links to French pages', async () => {
    await expectEveryPageRendersInFrench(entry, remote);
    const savings = await entry.renderPage('/savings_account', { language: 'fr' });
    expect(savings!.html).toContain('href="/fr/daily_saving_account"');
    expect(savings!.html).toContain('href="/fr/student-Account"');
    const hub = await entry.renderPage('/personal-banking', { language: 'fr' });
    expect(hub!.html).toContain('href="/fr/savings_account"');
    expect(hub!.html).not.toContain('href="/savings_account"');
  });
});
