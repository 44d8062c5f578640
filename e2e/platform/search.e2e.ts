// Site search (docs/search.md) against each host (both run it: scripts/test/test-e2e.mjs): each release carries the
// Pagefind bundles of its own pages, and the browser merges those the manifest it is given names, so a section's
// deploy, rollback or canary changes what search finds with no shell deploy.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { deployCandidate, discardCandidate } from '../../hosting/deploy/candidateReleases.mjs';
import { SITE_PAGES } from '../../shared/src/routes';
import { CANARY_COOKIE } from '../../shared/src/releaseChoice.mjs';
import { expectNoAxeViolations, openPage, openWithoutJavaScript, type WatchedPage } from '../support/browser';
import { removeRebuilds, sameBuildAsNewRelease } from '../support/rebuild';
import { HOST, composedSiteForThisFile, distOf } from '../support/site';

const env = composedSiteForThisFile();
afterAll(removeRebuilds);

interface Found {
  readonly href: string;
  readonly title: string;
  readonly section: string;
}

/** Types `query` into the search page's field and waits for what it says, then reads the results shown. */
async function searchFor(page: Page, query: string): Promise<{ status: string; results: Found[] }> {
  await page.getByRole('searchbox').fill(query);
  const status = page.getByRole('status').filter({ hasText: query });
  await status.waitFor({ timeout: 30_000 });
  const results = await page.locator('.search-result').evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('a')?.textContent ?? '',
      section: item.querySelector('.search-result__section')?.textContent ?? '',
    })),
  );
  return { status: (await status.textContent()) ?? '', results };
}

async function searchPage(path = '/search', cookie?: string): Promise<WatchedPage> {
  const watched = await openPage(env.browser);
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=');
    await watched.page.context().addCookies([{ name, value, url: env.site.url }]);
  }
  await watched.page.goto(`${env.site.url}${path}`);
  return watched;
}

/** A copy of `pkg`'s build as a new release whose njangie page has one more word. */
function groupSocietiesWithWord(marker: string, word: string): string {
  const dist = sameBuildAsNewRelease(distOf('group-societies'), marker);
  const server = join(dirname(dist), 'dist-server', 'render.mjs');
  const before = readFileSync(server, 'utf8');
  const after = before.replace('Your njangie, your rules, our safe', `Your njangie, your rules, our safe, ${word}`);
  expect(after, 'the njangie page’s sentence is in the server build').not.toBe(before);
  writeFileSync(server, after);
  return dist;
}

describe(`site search on the ${HOST} host`, () => {
  it('finds a page of each section and of the shell, in English and in French, each named with its section', async () => {
    const expected = {
      '/search': [
        ['student account', '/student-Account', 'Section: Personal Banking'],
        ['corporate account', '/corperate_account', 'Section: Business Banking'],
        ['njangie', '/njangie', 'Section: Group Societies'],
        ['verify statement', '/verify-statement', 'Section: Verify Statement'],
        ['careers', '/career', 'Section: About Us and Help Centre'],
      ],
      '/fr/search': [
        ['compte étudiant', '/fr/student-Account', 'Rubrique\u00a0: Particuliers'],
        ['compte société', '/fr/corperate_account', 'Rubrique\u00a0: Entreprises'],
        ['njangie', '/fr/njangie', 'Rubrique\u00a0: Groupes et associations'],
        ['relevé', '/fr/verify-statement', 'Rubrique\u00a0: Vérifier un relevé'],
        ['carrières', '/fr/career', 'Rubrique\u00a0: À propos et centre d’aide'],
      ],
    } as const;
    for (const [path, queries] of Object.entries(expected)) {
      const { page, errors } = await searchPage(path);
      for (const [query, href, section] of queries) {
        const { results } = await searchFor(page, query);
        expect(results.find((result) => result.href === href)?.section, `${query} → ${href}`).toBe(section);
        expect(
          results.every((result) => /^\/fr(\/|$)/.test(result.href) === (path === '/fr/search')),
          `${query}: pages in the search page's language only`,
        ).toBe(true);
      }
      expect(new URL(page.url()).searchParams.get('q'), 'the query kept in the address').toBe(queries.at(-1)![0]);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('downloads nothing of search until the visitor opens or focuses the search box, then the header form opens the results', async () => {
    const { page, requests, errors } = await openPage(env.browser);
    await page.goto(`${env.site.url}/savings_account`);
    const searchRequests = () => requests.filter((url) => /\/pagefind\/|siteSearch-/.test(url));
    expect(searchRequests()).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search the site' }).focus();
    await expect.poll(() => searchRequests().some((url) => url.endsWith('/pagefind/en/pagefind.js'))).toBe(true);
    await page.keyboard.type('saving acount');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}/search?q=saving+acount`);
    const status = page.getByRole('status').filter({ hasText: 'saving acount' });
    await status.waitFor();
    const firstThree = await page
      .locator('.search-result a')
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(firstThree).toContain('/savings_account');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes what it finds with a section’s deploy and back with its rollback, the shell deployed neither time', async () => {
    const shell = env.site.liveRelease('shell').buildId;
    const word = 'zanzibarcowrie';
    const before = await searchPage();
    expect((await searchFor(before.page, word)).results).toEqual([]);
    await before.page.context().close();

    await env.site.deploy('group-societies', groupSocietiesWithWord('search-deploy', word));
    const after = await searchPage();
    expect((await searchFor(after.page, word)).results.map((result) => result.href)).toEqual(['/njangie']);
    await after.page.context().close();

    await env.site.rollback('group-societies');
    const back = await searchPage();
    expect((await searchFor(back.page, word)).results).toEqual([]);
    expect(back.errors).toEqual([]);
    await back.page.context().close();
    expect(env.site.liveRelease('shell').buildId).toBe(shell);
  });

  it('gives a canary visitor the canary’s pages to search, and everyone else the live ones', async () => {
    const word = 'kilimanjarococoa';
    await deployCandidate({
      root: env.site.root,
      pkg: 'group-societies',
      from: groupSocietiesWithWord('search-canary', word),
      canaryPercent: 50,
    });
    try {
      const inCanary = await searchPage('/search', `${CANARY_COOKIE}=7`);
      expect((await searchFor(inCanary.page, word)).results.map((result) => result.href)).toEqual(['/njangie']);
      await inCanary.page.context().close();
      const outside = await searchPage('/search', `${CANARY_COOKIE}=77`);
      expect((await searchFor(outside.page, word)).results).toEqual([]);
      await outside.page.context().close();
    } finally {
      await discardCandidate({ root: env.site.root, pkg: 'group-societies' });
    }
  });

  it('leaves the other sections’ results when one section’s bundle cannot be loaded, and says which', async () => {
    const bundle = new URL(env.site.manifest().search?.['group-societies'] ?? '', env.site.url).href;
    expect(bundle).toMatch(/\/pagefind\/$/);
    const watched = await openPage(env.browser);
    await watched.page.route(`${bundle}**`, (route) => route.abort());
    await watched.page.goto(`${env.site.url}/search`);
    const { results } = await searchFor(watched.page, 'njangie');
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((result) => result.section.endsWith('Group Societies'))).toBe(false);
    await expect
      .poll(() => watched.page.locator('.site-search-page__unsearchable').textContent())
      .toBe('Group Societies could not be searched just now: its pages are missing from these results.');
    await watched.page.context().close();
  });

  it('without JavaScript, lists every page of the site in the page’s language, A to Z by section', async () => {
    for (const [path, language] of [
      ['/search?q=student', 'en'],
      ['/fr/search?q=relev%C3%A9', 'fr'],
    ] as const) {
      const page = await openWithoutJavaScript(env.browser);
      await page.goto(`${env.site.url}${path}`);
      const listed = await page
        .locator('.site-index a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const expected = SITE_PAGES.filter(
        (entry) => entry.language === language && !['/search', '/mboaloader'].includes(entry.route),
      ).map((entry) => entry.path);
      expect([...listed].sort()).toEqual([...expected].sort());
      expect(await page.locator('.site-index h3').allTextContents()).toHaveLength(5);
      const form = page.getByRole('search');
      expect(await form.getAttribute('action')).toBe(language === 'fr' ? '/fr/search' : '/search');
      expect(await page.locator('noscript').count()).toBe(1);
      await page.context().close();
    }
  });
});
