// @vitest-environment node
import { escapeHtml } from '@mboa/shared';
import { describeRemoteServerEntry } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import { verifyStatementContent as content } from './content/verifyStatement';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('verify-statement', entry, remote, new URL('..', import.meta.url), () => {
  it('renders the form in its first state: empty fields, Verify disabled until the script runs, and a note for browsers without JavaScript', async () => {
    const { html } = (await entry.renderPage('/verify-statement'))!;
    expect(html.match(/<input [^>]*>/g)?.map((input) => /\svalue=""/.test(input))).toEqual([true, true, true]);
    expect(html).toContain('<button class="button" type="submit" disabled="">Verify</button>');
    expect(html).toContain(`<noscript><p class="notice">${escapeHtml(content.needsJavaScript)}</p></noscript>`);
    expect(html).toContain('<div role="alert"></div>');
  });
});
