import { expectEveryPageHydratesItsServerHtml } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

const DISABLED_VERIFY = '<button class="button" type="submit" disabled="">Verify</button>';
/** The three fields, read-only until hydrated (hydration would empty what was typed), and only them. */
const READ_ONLY = / readonly=""/gi;

it('verify-statement pages hydrate their server HTML with no mismatch, alone or inside the shell; only Verify and the fields change, enabled', async () => {
  await expectEveryPageHydratesItsServerHtml(entry, remote, {
    afterHydration: (_path, html) => {
      expect(html).toContain(DISABLED_VERIFY);
      expect(html.match(READ_ONLY)).toHaveLength(3);
      return html.replace(DISABLED_VERIFY, '<button class="button" type="submit">Verify</button>').replace(READ_ONLY, '');
    },
  });
});
