import { TEST_ASSET_BASE, expectEveryPageHydratesItsServerHtml } from '@mboa/shared/testing/server';
import { act, fireEvent, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

it('/verify-statement: what the visitor typed into the server HTML before the app took it over is kept and checked', async () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  const { html } = (await entry.renderPage('/verify-statement', { assetBase: TEST_ASSET_BASE }))!;
  const { default: Page } = await remote.pages['/verify-statement']!('en');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const typed = { referenceNumber: 'MB-2024-0001', idNumber: '123456789', accountNumber: '0123456789' };
  const field = (name: string) => container.querySelector<HTMLInputElement>(`#statement-${name}`)!;
  for (const [name, value] of Object.entries(typed)) {
    expect(field(name).readOnly, `${name} takes typing before the app`).toBe(false);
    field(name).value = value;
  }
  expect(within(container).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);

  const root = await act(async () => hydrateRoot(container, createElement(Page)));
  try {
    for (const [name, value] of Object.entries(typed)) expect(field(name).value, `${name} once hydrated`).toBe(value);
    const verify = within(container).getByRole('button', { name: 'Verify' });
    expect(verify).toHaveProperty('disabled', false);
    // The page's state holds what was typed: Verify checks it, with no "required" message.
    act(() => fireEvent.click(verify));
    expect(within(container).getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    for (const [name, value] of Object.entries(typed)) expect(field(name).value).toBe(value);
  } finally {
    act(() => root.unmount());
    container.remove();
  }
});
