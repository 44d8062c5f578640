// @vitest-environment node
import { escapeHtml } from '@mboa/shared';
import { describeRemoteServerEntry, expectEveryPageRendersInFrench } from '@mboa/shared/testing/server';
import { expect, it } from 'vitest';
import english from './content/verifyStatement.en';
import french from './content/verifyStatement.fr';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('verify-statement', entry, remote, new URL('..', import.meta.url), () => {
  it('renders the form in its first state: empty fields, Verify disabled until the script runs, and a note for browsers without JavaScript', async () => {
    const { html } = (await entry.renderPage('/verify-statement'))!;
    expect(html.match(/<input [^>]*>/g)?.map((input) => /\svalue=""/.test(input))).toEqual([true, true, true]);
    expect(html).toContain('<button class="button" type="submit" disabled="">Verify</button>');
    expect(html).toContain(`<noscript><p class="notice">${escapeHtml(english.needsJavaScript)}</p></noscript>`);
    expect(html).toContain('<div role="alert"></div>');
  });

  it('renders the French page from the French record: its h1, labels, note and Vérifier, with the same fields', async () => {
    await expectEveryPageRendersInFrench(entry, remote);
    const rendered = (await entry.renderPage('/verify-statement', { language: 'fr' }))!;
    expect(rendered.meta).toEqual(french.meta);
    const { html } = rendered;
    expect(html).toContain(`<h1 id="page-title">${escapeHtml(french.banner.title)}</h1>`);
    expect(html).toContain('<button class="button" type="submit" disabled="">Vérifier</button>');
    expect(html).toContain(`<noscript><p class="notice">${escapeHtml(french.needsJavaScript)}</p></noscript>`);
    for (const { label } of Object.values(french.fields)) expect(html).toContain(`>${escapeHtml(label)}</label>`);
    expect(html.match(/<input [^>]*>/g)?.map((input) => /\sname="(\w+)"/.exec(input)?.[1])).toEqual([
      'referenceNumber',
      'idNumber',
      'accountNumber',
    ]);
    for (const { label } of Object.values(english.fields)) expect(html).not.toContain(`>${escapeHtml(label)}</label>`);
  });
});
