import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigateInApp, openPage } from '../support/browser';
import { composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const ERROR_HEADING = 'Unexpected Application Error!';

/** Serves a manifest instead of the deployed one, as an operator editing it (or an attacker) would. */
async function useManifest(page: Page, remotes: Record<string, string>) {
  const body = JSON.stringify({ ...env.site.manifest(), remotes: { ...env.site.manifest().remotes, ...remotes } });
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

// Every route's policy, sent and unbroken, is checked where every route is opened (every-route.e2e.ts).
describe('the Content-Security-Policy', () => {
  it('refuses an inline script, as an injected one would be', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => errors.some((error) => /^CSP violation: script-src-elem blocked inline/.test(error))).toBe(true);
    await page.context().close();
  });
});

describe('the manifest cannot point anywhere', () => {
  it.each([
    ['//other-host.example/x.js', 'a path starting with //'],
    ['/\\other-host.example/x.js', 'a path starting with /\\'],
    ['http://other-host.example/x.js', 'plain http to another host'],
  ])('refuses %s (%s) on that section only, and requests nothing from the other host', async (entry) => {
    const { page, requests } = await openPage(env.browser);
    await useManifest(page, { 'personal-banking': entry });
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/personal-banking');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    const alert = (await page.getByRole('alert').textContent()) ?? '';
    expect(alert).toContain('ManifestError');
    expect(alert).toContain('"personal-banking"');
    // The other sections still load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Banking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Business banking' }).waitFor();
    expect(requests.filter((url) => url.includes('other-host'))).toEqual([]);
    await page.context().close();
  });

  it('and a manifest naming another origin loads nothing from it: the CSP blocks it', async () => {
    const { page, errors } = await openPage(env.browser);
    // https passes the manifest's own check; only the host's CSP stands in the way.
    await useManifest(page, { 'group-societies': 'https://other-host.example/assets/remoteEntry.js' });
    await page.goto(env.site.url + '/legal');
    await navigateInApp(page, '/group-societies');
    await page.getByRole('heading', { level: 1, name: ERROR_HEADING }).waitFor();
    expect(errors.some((error) => /^CSP violation: script-src-elem blocked https:\/\/other-host\.example/.test(error))).toBe(true);
    await page.context().close();
  });
});
