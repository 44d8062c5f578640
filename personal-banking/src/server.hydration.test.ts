import { expectEveryPageHydratesItsServerHtml } from '@mboa/shared/testing/server';
import { it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

it('personal-banking pages hydrate their server HTML with no mismatch, alone or inside the shell, leaving it as it was', async () => {
  await expectEveryPageHydratesItsServerHtml(entry, remote);
});
