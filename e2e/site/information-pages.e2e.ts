import { describe, expect, it } from 'vitest';
import { identity } from '../../shared/src/identity';
import { routesOwnedBy } from '../../shared/src/routes';
import { openPage, openWithoutJavaScript } from '../support/browser';
import {
  NOT_FOUND_HEADING,
  expectInPageAnchorsResolve,
  expectInternalLinksOpenPages,
  internalLinksOf,
} from '../support/internalLinks';
import { composedSiteForThisFile } from '../support/site';

/** The shell's eleven information pages: every route of the shell but home, forms, loader and search. */
const NOT_INFORMATION = new Set([
  '/',
  '/login',
  '/create-account',
  '/forgot_password',
  `/${identity.slug}loader`,
  '/search',
]);
const INFORMATION_PAGES = routesOwnedBy('shell')
  .map((route) => route.path)
  .filter((path) => !NOT_INFORMATION.has(path));

/** Each page's h1, and its chunk: the file name Vite gives it, before the content hash. */
const PAGES: Record<string, { heading: string; chunk: string }> = {
  '/help-center': { heading: 'Help Centre', chunk: 'HelpCenterPage' },
  '/contact-us': { heading: 'Contact us', chunk: 'ContactUsPage' },
  '/faqs': { heading: 'Frequently asked questions', chunk: 'FaqsPage' },
  '/blog': { heading: 'Blog and news', chunk: 'BlogPage' },
  '/money-skills': { heading: 'Money Skills', chunk: 'MoneySkillsPage' },
  '/career': { heading: 'Careers', chunk: 'CareerPage' },
  '/press': { heading: 'Press', chunk: 'PressPage' },
  [`/about_${identity.slug}`]: { heading: `About ${identity.shortName}`, chunk: 'AboutPage' },
  '/our-story': { heading: 'Our Story', chunk: 'OurStoryPage' },
  '/testimonies': { heading: 'Testimonies', chunk: 'TestimoniesPage' },
  '/legal': { heading: 'Legal', chunk: 'LegalPage' },
};

const env = composedSiteForThisFile();

/** The page's internal links as a reader gets them: its prerendered HTML, which the app hydrates unchanged (every-route.e2e.ts). */
async function linksOn(path: string) {
  const page = await openWithoutJavaScript(env.browser, 1280);
  await page.goto(env.site.url + path);
  const hrefs = await internalLinksOf(page);
  await expectInPageAnchorsResolve(page);
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
  // The header's and footer's links, which these pages share with every route: prerendered-pages.e2e.ts.
});

describe('each information page is its own chunk', () => {
  const chunkOf = (url: string) => /\/assets\/([A-Za-z]+Page)-[\w-]{8}\.js$/.exec(url)?.[1];
  const ours = new Set(Object.values(PAGES).map((expected) => expected.chunk));

  it('the home page downloads none of them; each page downloads its own and no other', async () => {
    expect(Object.keys(PAGES).sort()).toEqual([...INFORMATION_PAGES].sort());
    const { page, requests } = await openPage(env.browser);
    await page.goto(env.site.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.map(chunkOf).filter((chunk) => chunk && ours.has(chunk))).toEqual([]);

    for (const [path, expected] of Object.entries(PAGES)) {
      const mark = requests.length;
      // Client-side navigation, as a visitor following a footer or page link.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByRole('heading', { level: 1, name: expected.heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const loaded = requests
        .slice(mark)
        .map(chunkOf)
        .filter((chunk) => chunk && ours.has(chunk));
      expect(loaded, path).toEqual([expected.chunk]);
    }
    await page.context().close();
  });
});
