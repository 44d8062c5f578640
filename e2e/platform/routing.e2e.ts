import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { ROUTES } from '../../shared/src/routes';
import { expectNoAxeViolations, openPage, type WatchedPage } from '../support/browser';
import { expectedMeta } from '../support/pageMeta';
import { HOST, composedSiteForThisFile, type Remote } from '../support/site';

const NOT_FOUND = "That's an error.";

const env = composedSiteForThisFile();
function remoteEntryRequests(watched: WatchedPage, remote: Remote): string[] {
  return watched.requests.filter((url) => url.startsWith(`${env.site.remoteAssetsUrl(remote)}remoteEntry.js`));
}

async function visit(path: string): Promise<WatchedPage> {
  const watched = await openPage(env.browser);
  await watched.page.goto(env.site.url + path);
  return watched;
}

describe('the canonical address', () => {
  it('a case variant names the same canonical address, and an unknown path none', async () => {
    const variant = await visit('/student-account');
    await variant.page.getByRole('heading', { level: 1, name: 'Student Account' }).waitFor();
    expect(await variant.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${identity.siteOrigin}/student-Account`,
    );
    await variant.page.context().close();
    const unknown = await visit('/does-not-exist');
    await unknown.page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
    expect(await unknown.page.locator('link[rel="canonical"]').count()).toBe(0);
    await unknown.page.context().close();
  });
});

// What a page shows does not depend on the host: checked once, against the embedded host.
describe.skipIf(HOST === 'nginx')('accessibility', () => {
  it.each([
    ['/personal-banking', 'Personal banking'],
    ['/business-banking', 'Business banking'],
    ['/group-societies', 'Group Societies'],
    ['/no-such-page', NOT_FOUND],
    ['/mboaloader', 'Mboa Cooperative Credit Union'],
  ])('%s has no axe-core violations', async (path, heading) => {
    const watched = await visit(path);
    await watched.page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(watched.page);
    await watched.page.context().close();
  });

  it('remote pages are usable by keyboard: Tab reaches their links, Enter follows them', async () => {
    const watched = await visit('/group-societies');
    const { page } = watched;
    await page.getByRole('heading', { level: 1, name: 'Group Societies' }).waitFor();
    const target = page.locator('main').getByRole('link', { name: 'Njangie account details', exact: true });
    for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none'); // focus is visible
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Njangie Group Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/njangie');
    await page.context().close();
  });
});

describe('path matching', () => {
  it.each(['/student-account', '/STUDENT-ACCOUNT', '/Student-Account/'])(
    '%s reaches the /student-Account page',
    async (path) => {
      const watched = await visit(path);
      await watched.page.getByRole('heading', { level: 1, name: 'Student Account' }).waitFor();
      expect(remoteEntryRequests(watched, 'personal-banking')).toHaveLength(1);
      const student = ROUTES.find((r) => r.path === '/student-Account');
      await expect.poll(() => watched.page.title()).toBe(student && (await expectedMeta(student)).title);
      await watched.page.context().close();
    },
  );

  it.each(['/business-online-banking-sign-up', '/no-such-page', '/assets'])(
    'unknown path %s shows the not-found page and loads no remote',
    async (path) => {
      const watched = await visit(path);
      await watched.page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
      expect(watched.requests.filter((url) => url.includes('remoteEntry.js'))).toEqual([]);
      await watched.page.getByRole('link', { name: 'Go Back Home' }).click();
      await watched.page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
      await watched.page.context().close();
    },
  );
});

describe('French pages on this host', () => {
  it('answers /fr, a French page in any case and the French sitemap entries with 200, an unknown /fr/ path with the French not-found page and 404', async () => {
    const watched = await openPage(env.browser);
    const { page } = watched;
    for (const [path, status, lang, heading] of [
      ['/fr', 200, 'fr', 'La banque, au quotidien et partout'],
      ['/FR/Student-account/', 200, 'fr', null],
      ['/fr/no-such-page', 404, 'fr', "C'est une erreur."],
      ['/no-such-page', 404, 'en', NOT_FOUND],
    ] as const) {
      const response = await page.goto(env.site.url + path);
      expect(response?.status(), path).toBe(status);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
      if (heading) expect(await page.locator('main h1').textContent(), path).toBe(heading);
    }
    const sitemap = await (await fetch(`${env.site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${identity.siteOrigin}/fr/savings_account</loc>`);
    expect(sitemap).toContain(`hreflang="fr" href="${identity.siteOrigin}/fr/savings_account"`);
    // The browser reports each 404 document it was sent; nothing else may go wrong.
    expect(watched.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe('moving between pages', () => {
  it('fetches a remote entry once while moving between its pages, and keeps the page alive', async () => {
    const watched = await visit('/');
    const { page } = watched;
    await page.evaluate(() => ((window as unknown as { pageLife: number }).pageLife = 7));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Personal Banking' }).click();
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Savings account details', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/savings_account');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    expect(remoteEntryRequests(watched, 'personal-banking')).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { pageLife?: number }).pageLife)).toBe(7);
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });
});
