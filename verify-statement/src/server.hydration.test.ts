import { expectEveryPageHydratesItsServerHtml } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

const DISABLED_VERIFY = '<button class="button" type="submit" disabled="">Verify</button>';

it('verify-statement pages hydrate their server HTML with no mismatch, alone or inside the shell; only Verify changes, enabled', async () => {
  await expectEveryPageHydratesItsServerHtml(entry, remote, {
    afterHydration: (_path, html) => {
      expect(html).toContain(DISABLED_VERIFY);
      return html.replace(DISABLED_VERIFY, '<button class="button" type="submit">Verify</button>');
    },
  });
});
