// @vitest-environment node
import { expectBuiltServerEntryRunsAlone, expectEveryPageRendersOnTheServer } from '@mboa/shared/testing/server';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import remote from './exposedPages';
import entry from './server';

describe('business-banking pages on the server', () => {
  it('render every route it owns with no window or document, the same at any time', async () => {
    const headings = await expectEveryPageRendersOnTheServer('business-banking', entry, remote);
    expect(headings.size).toBe(Object.keys(remote.pages).length);
  });

  it('render the same from the built dist-server/render.mjs, run alone outside the repository', async (context) => {
    const built = await expectBuiltServerEntryRunsAlone('business-banking', fileURLToPath(new URL('..', import.meta.url)), entry);
    if (!built) context.skip('dist-server/render.mjs is not built: run npm run build -w business-banking');
  });
});
