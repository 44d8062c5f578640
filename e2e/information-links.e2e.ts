import { describe, expect, it } from 'vitest';
import { identity } from '../shared/src/identity';
import { routesOwnedBy } from '../shared/src/routes';
import { openPage } from './support/browser';
import { NOT_FOUND_HEADING, expectInPageAnchorsResolve, expectInternalLinksOpenPages, internalLinksOf } from './support/internalLinks';
import { composedSiteForThisFile } from './support/site';

/** The shell's eleven information pages (decisions.md): every route of the shell but home, forms and loader. */
const NOT_INFORMATION = new Set(['/', '/login', '/create-account', '/forgot_password', `/${identity.slug}loader`]);
const INFORMATION_PAGES = routesOwnedBy('shell')
  .map((route) => route.path)
  .filter((path) => !NOT_INFORMATION.has(path));

const env = composedSiteForThisFile();

async function linksOn(path: string, scope = 'main') {
  const { page } = await openPage(env.browser, { width: 1280, height: 900 });
  await page.goto(env.site.url + path);
  await page.locator('footer').waitFor();
  const hrefs = await internalLinksOf(page, scope);
  if (scope === 'main') await expectInPageAnchorsResolve(page);
  await page.context().close();
  return hrefs;
}

describe('internal links of the information pages', () => {
  // One set across the pages: a link several pages share is opened once.
  const checked = new Set<string>();

  it('covers the eleven pages, and the check tells the not-found page from a page of the site', async () => {
    expect(INFORMATION_PAGES).toHaveLength(11);
    const { page } = await openPage(env.browser);
    await page.goto(`${env.site.url}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).waitFor();
    await page.context().close();
    await expect(expectInternalLinksOpenPages(env.browser, env.site.url, ['/no-such-page'])).rejects.toThrow();
  });

  it.each(INFORMATION_PAGES)('every internal link in the content of %s opens a page of the site', async (path) => {
    const hrefs = await linksOn(path);
    expect(hrefs.length).toBeGreaterThan(0);
    await expectInternalLinksOpenPages(env.browser, env.site.url, hrefs, checked);
  });

  it('every internal link of the header and footer these pages share opens a page of the site', async () => {
    const hrefs = [...(await linksOn('/legal', 'header')), ...(await linksOn('/legal', 'footer'))];
    expect(hrefs.length).toBeGreaterThan(20);
    await expectInternalLinksOpenPages(env.browser, env.site.url, hrefs, checked);
  });
});
