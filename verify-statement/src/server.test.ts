// @vitest-environment node
import { expectBuiltServerEntryRunsAlone, expectEveryPageRendersOnTheServer } from '@mboa/shared/testing/server';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verifyStatementContent as content } from './content/verifyStatement';
import remote from './exposedPages';
import entry from './server';

const escaped = (text: string) => text.replaceAll("'", '&#x27;');

describe('verify-statement pages on the server', () => {
  it('render every route it owns with no window or document, the same at any time', async () => {
    const headings = await expectEveryPageRendersOnTheServer('verify-statement', entry, remote);
    expect(headings.size).toBe(Object.keys(remote.pages).length);
  });

  it('renders the form in its first state: empty fields, Verify disabled until the script runs, and a note for browsers without JavaScript', async () => {
    const { html } = (await entry.renderPage('/verify-statement'))!;
    expect(html.match(/<input [^>]*>/g)?.map((input) => /\svalue=""/.test(input))).toEqual([true, true, true]);
    expect(html).toContain('<button class="button" type="submit" disabled="">Verify</button>');
    expect(html).toContain(`<noscript><p class="notice">${escaped(content.needsJavaScript)}</p></noscript>`);
    expect(html).toContain('<div role="alert"></div>');
  });

  it('render the same from the built dist-server/render.mjs, run alone outside the repository', async (context) => {
    const built = await expectBuiltServerEntryRunsAlone('verify-statement', fileURLToPath(new URL('..', import.meta.url)), entry);
    if (!built) context.skip('dist-server/render.mjs is not built: run npm run build -w verify-statement');
  });
});
