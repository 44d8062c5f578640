// @vitest-environment node
import { use } from 'react';
import { describe, expect, it } from 'vitest';
import { defineRemotePages, type PageModule } from '../contract';
import { defineRemoteServerEntry } from './remoteServerEntry';
import { ASSET_BASE_PLACEHOLDER } from './assetBase';

const meta = { title: 'Savings account | Mboa CCU', description: 'Save for school fees.' };
const page = (Page: () => React.ReactNode): PageModule => ({ default: Page, meta });

describe('defineRemoteServerEntry', () => {
  it('lists the routes of the pages object and renders one to HTML, with its meta', async () => {
    const pages = defineRemotePages({
      '/savings_account': async () => page(() => <h1>Savings Account</h1>),
      '/credit_account': async () => page(() => <h1>Credit Account</h1>),
    });
    const entry = defineRemoteServerEntry('personal-banking', pages);
    expect(entry.routes).toEqual(['/savings_account', '/credit_account']);
    expect(await entry.renderPage('/savings_account')).toEqual({ html: '<h1>Savings Account</h1>', meta });
    expect((await entry.renderPage('/credit_account'))?.html).toBe('<h1>Credit Account</h1>');
  });

  it('writes asset URLs from the asset base, escaped for an attribute, or relative to the release folder without one', async () => {
    const Page = () => <img src={`${ASSET_BASE_PLACEHOLDER}assets/savings-IulgM7qI.svg`} alt="" loading="lazy" />;
    const entry = defineRemoteServerEntry(
      'personal-banking',
      defineRemotePages({ '/savings_account': async () => page(Page) }),
    );
    expect((await entry.renderPage('/savings_account', { assetBase: '/remotes/personal-banking/abc123/' }))?.html).toBe(
      '<img src="/remotes/personal-banking/abc123/assets/savings-IulgM7qI.svg" alt="" loading="lazy"/>',
    );
    expect((await entry.renderPage('/savings_account', { assetBase: 'http://localhost:5001/abc123' }))?.html).toContain(
      'src="http://localhost:5001/abc123/assets/savings-IulgM7qI.svg"',
    );
    expect((await entry.renderPage('/savings_account', { assetBase: '/a&b"/' }))?.html).toContain(
      'src="/a&amp;b&quot;/assets/savings-IulgM7qI.svg"',
    );
    expect((await entry.renderPage('/savings_account'))?.html).toContain('src="assets/savings-IulgM7qI.svg"');
  });

  it('renders nothing for a route without a page, including the names of Object’s own properties', async () => {
    const entry = defineRemoteServerEntry(
      'personal-banking',
      defineRemotePages({ '/savings_account': async () => page(() => <h1>x</h1>) }),
    );
    for (const path of ['/credit_account', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(await entry.renderPage(path as '/credit_account')).toBeUndefined();
    }
  });

  it('refuses a page that suspends while rendering (its fallback would be in the HTML) and a module that breaks the contract', async () => {
    const never = new Promise<string>(() => {});
    const Suspending = () => <p>{use(never)}</p>;
    const entry = defineRemoteServerEntry(
      'personal-banking',
      defineRemotePages({
        '/savings_account': async () => page(Suspending),
        '/credit_account': async () => ({ default: () => null }) as unknown as PageModule,
      }),
    );
    await expect(entry.renderPage('/savings_account')).rejects.toThrow(/suspended/);
    await expect(entry.renderPage('/credit_account')).rejects.toThrow(/no component or no meta/);
  });
});
