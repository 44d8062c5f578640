// Offline reading (docs/offline.md): the site's service worker, on the composed site as deployed,
// on each host. Each test opens its own browser context with the worker allowed (the other
// browser tests block it: e2e/support/browser.ts).
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRING_WORKER, setOfflineReading } from '../../hosting/deploy/serviceWorker.mjs';
import { cameroonDay, now } from '../../shared/src/clock.mjs';
import { SAVED_AT } from '../../shell/src/offline/worker/offlineStore';
import { expectNoAxeViolations, openPage, type WatchedPage } from '../support/browser';
import { rebuildWithEdits, removeRebuilds, sameBuildAsNewRelease } from '../support/rebuild';
import { composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const NEW_SAVINGS_HEADING = 'Savings that grow with you';

/** personal-banking's next release: the savings page's heading changed. */
let personalBankingNext: string;
beforeAll(() => {
  personalBankingNext = rebuildWithEdits('personal-banking', {
    'src/content/accounts/savingsAccount.en.ts': (text) =>
      text.replace("title: 'Savings Account'", `title: ${JSON.stringify(NEW_SAVINGS_HEADING)}`),
  });
}, 120_000);
afterAll(removeRebuilds);

/** A phone whose browser keeps the site's worker. */
function openPhone(): Promise<WatchedPage> {
  return openPage(env.browser, { width: 390, height: 844, serviceWorkers: 'allow' });
}

/** The page is controlled by the site's worker, and saved by it. */
async function readUntilSaved(page: Page, path: string): Promise<void> {
  await page.goto(env.site.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100 });
  await untilTrueInPage(page, async () => {
    const url = new URL(location.href);
    url.search = '';
    return (await caches.has('mboa-pages')) && (await (await caches.open('mboa-pages')).match(url.href)) !== undefined;
  });
}

/** Until `check`, run in the page, resolves to true: `waitForFunction` takes the promise itself for a truthy answer. */
async function untilTrueInPage(page: Page, check: () => Promise<boolean>, timeout = 60_000): Promise<void> {
  const until = performance.now() + timeout;
  while (!(await page.evaluate(check).catch(() => false))) {
    if (performance.now() > until) throw new Error(`Not true in the page within ${timeout / 1000} s: ${String(check)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Every URL in each of the site's caches on the phone. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () =>
    Object.fromEntries(
      await Promise.all(
        (await caches.keys()).map(async (name) => [
          name,
          (await (await caches.open(name)).keys()).map((request) => request.url),
        ]),
      ),
    ),
  );
}

/** How many workers of the site the phone has registered. */
function registrations(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** When the phone's worker saved the page at `path`, by its own clock (the stamp on its saved copy). */
function savedAt(page: Page, path: string): Promise<number> {
  return page.evaluate(async ({ url, header }) => Date.parse((await caches.match(url))?.headers.get(header) ?? ''), {
    url: env.site.url + path,
    header: SAVED_AT,
  });
}

/** A page load that does not wait for the app: the offline page has none. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(env.site.url + path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

const notice = (page: Page) => page.locator('body > p.offline-notice[role="status"]');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('reading offline', () => {
  let context: BrowserContext;
  let phone: WatchedPage;
  let readingStartedAt = 0;
  beforeAll(async () => {
    readingStartedAt = now();
    phone = await openPhone();
    context = phone.page.context();
    // Read online: the first page installs the worker and is kept from the browser's own cache;
    // the next ones come through the worker.
    for (const path of ['/', '/savings_account', '/fr/njangie']) await readUntilSaved(phone.page, path);
    await context.setOffline(true);
  });
  afterAll(() => context.close());

  it.each([
    {
      path: '/',
      title: 'Banking, Everyday and Everywhere',
      language: 'en',
      says: 'You are offline, or the connection is too slow.',
      locale: 'en-CM',
    },
    {
      path: '/savings_account',
      title: 'Savings Account',
      language: 'en',
      says: 'You are offline, or the connection is too slow.',
      locale: 'en-CM',
    },
    {
      path: '/fr/njangie',
      title: 'Compte de groupe njangie',
      language: 'fr',
      says: 'Vous êtes hors connexion, ou la connexion est trop lente.',
      locale: 'fr-CM',
    },
  ])(
    '$path reads offline, saying in its language the day its copy was saved, in Cameroon',
    async ({ path, title, language, says, locale }) => {
      const { page } = phone;
      await page.goto(env.site.url + path);
      expect(await heading(page).first().textContent()).toContain(title);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const text = await notice(page).textContent();
      expect(text).toContain(says);
      // The day it was saved in Cameroon, saved while this test read it online.
      const saved = await savedAt(page, path);
      expect(saved).toBeGreaterThanOrEqual(readingStartedAt);
      expect(saved).toBeLessThanOrEqual(now());
      expect(text).toContain(cameroonDay(saved, locale));
      // The app starts from the files kept with the page: links and menus work as online.
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await expectNoAxeViolations(page);
    },
  );

  it('a page never read offers, in its language, the pages saved on this device', async () => {
    const { page } = phone;
    await load(page, '/fr/church');
    expect(await heading(page).textContent()).toBe('Vous êtes hors connexion');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await expectNoAxeViolations(page);
    const links = page.getByRole('list').getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/fr/njangie',
      '/savings_account',
      '/',
    ]);
    // A saved page opens from the list, offline.
    await links.first().click();
    await expect.poll(() => page.url()).toBe(`${env.site.url}/fr/njangie`);
    expect(await notice(page).count()).toBe(1);

    await load(page, '/blog');
    expect(await heading(page).textContent()).toBe('You are offline');
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/blog');

    // A path that would read as another site's address, as a link, stays on this site.
    await load(page, '//evil.example/x');
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/evil.example/x');
  });

  it('a link followed offline in the app opens the saved copy, or the offline page, never an error screen', async () => {
    const { page, errors } = phone;
    await page.goto(env.site.url + '/savings_account');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Student account details', exact: true }).click();
    await expect.poll(() => heading(page).textContent()).toBe('You are offline');
    expect(page.url()).toBe(`${env.site.url}/student-Account`);
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).count()).toBe(0);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  });
});

describe('searching offline', () => {
  /** The search page's results, as links' addresses, once its status says `status`. */
  async function resultsOnceSaid(page: Page, status: string | RegExp): Promise<(string | null)[]> {
    const said = page.locator('.site-search-page__status');
    await expect.poll(() => said.textContent(), { timeout: 30_000 }).toMatch(status);
    return page.locator('ol.search-results a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  }
  /** Both languages' bundles, the shell's and a section release's, are kept whole (a section's but its engine). */
  const bundlesKept = () =>
    (async () => {
      const cache = await caches.open('mboa-release-files');
      const urls = new Set((await cache.keys()).map(({ url }) => url));
      const lists = [...urls].filter((url) => /\/pagefind\/(en|fr)\/bundle-files\.json$/.test(url));
      const whole = async (list: string) => {
        const names = (await (await cache.match(list))?.json()) as string[];
        const ofSection = /[0-9a-f]{12}\/pagefind\//.test(list);
        return names.every(
          (name) => (ofSection && /^(pagefind[a-z-]*\.js|wasm\..+)$/.test(name)) || urls.has(new URL(name, list).href),
        );
      };
      const kept = await Promise.all(lists.map(async (list) => ({ list, whole: await whole(list) })));
      return ['en', 'fr'].every(
        (language) =>
          kept.some(
            ({ list, whole }) =>
              whole && list.endsWith(`/pagefind/${language}/bundle-files.json`) && !/[0-9a-f]{12}\//.test(list),
          ) &&
          kept.some(
            ({ list, whole }) =>
              whole && new RegExp(`/[0-9a-f]{12}/pagefind/${language}/bundle-files\\.json$`).test(list),
          ),
      );
    })();

  it('covers, once the visitor has searched, the pages saved on this device and no other, in the page’s language, and says so', async () => {
    const { page, errors } = await openPhone();
    const searchFiles: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/pagefind/')) searchFiles.push(request.url());
    });
    for (const path of ['/savings_account', '/fr/njangie']) await readUntilSaved(page, path);
    await page.waitForLoadState('networkidle');
    // Reading fetches nothing of search: the worker keeps bundles only for a visitor who has searched.
    expect(searchFiles).toEqual([]);
    // Online, the word is on pages of the section that were never read here.
    await readUntilSaved(page, '/search?q=savings');
    const online = await resultsOnceSaid(page, /pages match “savings”/);
    expect(online).toContain('/savings_account');
    expect(online.filter((path) => path !== '/savings_account').length).toBeGreaterThan(0);
    // Leaving the results, in the app, tells the worker that this visitor searches.
    await page.locator('ol.search-results a[href="/savings_account"]').click();
    await page.waitForURL(`${env.site.url}/savings_account`);
    await readUntilSaved(page, '/fr/search?q=njangie');
    await page.locator('ol.search-results a[href="/fr/njangie"]').click();
    await page.waitForURL(`${env.site.url}/fr/njangie`);
    await untilTrueInPage(page, bundlesKept);

    await page.context().setOffline(true);
    await page.goto(`${env.site.url}/search?q=savings`);
    expect(
      await resultsOnceSaid(
        page,
        /^You are offline: search covers the one page saved on this device\. 1 page matches “savings”\.$/,
      ),
    ).toEqual(['/savings_account']);
    await expectNoAxeViolations(page);

    await page.goto(`${env.site.url}/fr/search?q=njangie`);
    expect(
      await resultsOnceSaid(
        page,
        /^Vous êtes hors connexion\u00a0: la recherche porte sur la seule page enregistrée sur cet appareil\. 1 page correspond/,
      ),
    ).toEqual(['/fr/njangie']);
    expect(errors.filter((error) => !/^Failed to load resource: net::ERR_/.test(error))).toEqual([]);
    // Left open on a failure, for its console and screenshot (support/failureEvidence.ts).
    await page.context().close();
  });
});

describe("a section's hub", () => {
  it('offers to keep the whole section, saying its size first, and its pages then read offline', async () => {
    const { page, errors } = await openPhone();
    await readUntilSaved(page, '/personal-banking');
    const offer = page.getByRole('region', { name: 'Read this section without a connection' });
    const size = (
      env.site.manifest() as unknown as {
        offlineSections: Record<string, Record<string, { pages: number; bytes: number }>>;
      }
    ).offlineSections['personal-banking']?.en;
    expect(size?.pages).toBe(18);
    expect(await offer.textContent()).toContain(
      `Save its 18 pages on this device (about ${Math.ceil((size?.bytes ?? 0) / 1024)}\u00a0KB)`,
    );
    await offer.getByRole('button', { name: 'Save for offline reading' }).click();
    await expect
      .poll(() => offer.getByRole('status').textContent(), { timeout: 30_000 })
      .toBe('Done: 18 pages of this section are saved on this device. You can read them without a connection.');
    await expectNoAxeViolations(page);

    await page.context().setOffline(true);
    await page.goto(env.site.url + '/student-Account');
    expect(await heading(page).first().textContent()).toBe('Student Account');
    expect(await notice(page).count()).toBe(1);
    // A kept page is kept to be read: its code was not downloaded, and the browser says so when the
    // app asks for it; the page stays as it was saved.
    expect(errors.filter((error) => !/^Failed to load resource: net::ERR_/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe('Verify Statement offline', () => {
  it('checks nothing on the saved copy, offline or back online (its records may be out of date), says so, and keeps what was typed', async () => {
    const { page } = await openPhone();
    await readUntilSaved(page, '/verify-statement');
    await page.context().setOffline(true);
    await page.goto(env.site.url + '/verify-statement');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const values = {
      'Reference Number': 'MB-STM-2025-0042',
      "Client's National ID Number": '112233445',
      'Account Number': '37100012345',
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.locator('main form button[type="submit"]').click();
    const savedCopy =
      'This is a copy of the page saved on your device, and its records may be out of date, so it cannot check a statement.';
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(savedCopy);
    for (const [label, value] of Object.entries(values))
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    // The connection back, the page still the saved copy (as a slow connection shows it): still no check.
    await page.context().setOffline(false);
    await page.getByLabel('Account Number', { exact: true }).fill(values['Account Number']);
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(savedCopy);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('verified_account');
    await page.context().close();
  });
});

describe('a section deploy and rollback with a tab open', () => {
  it('the tab works through both; the next online page view shows the new release, then the old one; files no saved page needs leave the cache', async () => {
    const { page, errors } = await openPhone();
    await readUntilSaved(page, '/savings_account');
    const before = env.site.liveRelease('personal-banking').buildId;
    const deployed = await env.site.deploy('personal-banking', personalBankingNext);

    // The open tab moves on in the app, on the release it loaded or the new one: no error.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Student account details', exact: true }).click();
    await heading(page).filter({ hasText: 'Student Account' }).waitFor();

    // Online again with a page view: the new release, saved in place of the old.
    await readUntilSaved(page, '/savings_account');
    expect(await heading(page).textContent()).toBe(NEW_SAVINGS_HEADING);
    await expect
      .poll(async () => (await cachedUrls(page))['mboa-release-files']?.some((url) => url.includes(`/${before}/`)))
      .toBe(false);

    // Rolled back: each page, read again online, is the old release's; once no saved page is the
    // new one's (the student page was saved with it), its files go too.
    await env.site.rollback('personal-banking');
    await page.reload();
    expect(await heading(page).textContent()).toBe('Savings Account');
    await readUntilSaved(page, '/student-Account');
    await expect
      .poll(async () =>
        (await cachedUrls(page))['mboa-release-files']?.some((url) => url.includes(`/${deployed.buildId}/`)),
      )
      .toBe(false);
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the worker and its switch', () => {
  it('is served at the root with no-cache and no Service-Worker-Allowed, and the first page view asks for it only once the app runs', async () => {
    const response = await fetch(env.site.url + '/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('service-worker-allowed')).toBeNull();

    const { page, requests } = await openPhone();
    await page.goto(env.site.url + '/savings_account', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    expect(requests.filter((url) => url.endsWith('/sw.js'))).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await page.context().close();
  });

  it('turned off by the operator, empties every cache and unregisters on the next online page view, even one that never starts the app', async () => {
    const { page } = await openPhone();
    await readUntilSaved(page, '/savings_account');
    expect(Object.keys(await cachedUrls(page)).length).toBeGreaterThan(0);
    await setOfflineReading(env.site.root, false);
    try {
      // A page view with no act of the visitor: the app does not start; the browser finds the retiring worker.
      await page.goto(env.site.url + '/personal-banking', { waitUntil: 'commit' });
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
          timeout: 15_000,
        })
        .toBe(0);
      await expect.poll(() => cachedUrls(page), { timeout: 15_000 }).toEqual({});
      // The manifest tells a page that starts its app not to register it again.
      expect(
        ((await (await fetch(env.site.url + '/remotes.json')).json()) as { offlineReading?: boolean }).offlineReading,
      ).toBe(false);
    } finally {
      await setOfflineReading(env.site.root, true);
      await page.context().close();
    }
  });

  it('after a rollback to a shell release with no worker, /sw.js is the retiring worker: the phone loses the worker and every cache', async () => {
    const { page } = await openPhone();
    await readUntilSaved(page, '/savings_account');
    expect(Object.keys(await cachedUrls(page)).length).toBeGreaterThan(0);
    // A shell release built before there was a worker: the live one's files without sw.js.
    const withoutWorker = sameBuildAsNewRelease(env.site.liveRelease('shell').folder, 'without-worker');
    for (const file of readdirSync(withoutWorker).filter((name) => /^sw(-off)?\.js/.test(name)))
      rmSync(join(withoutWorker, file));
    await env.site.deploy('shell', withoutWorker);
    try {
      // Each copy the hosts may send is the retiring worker.
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(env.site.url + '/sw.js', { headers: { 'Accept-Encoding': encoding } });
        expect(response.status, encoding).toBe(200);
        expect(await response.text(), encoding).toBe(readFileSync(RETIRING_WORKER, 'utf8'));
      }
      // A page view that does not start the app: the browser checks /sw.js and installs the retiring worker.
      await page.goto(env.site.url + '/personal-banking', { waitUntil: 'commit' });
      await expect.poll(() => registrations(page), { timeout: 15_000 }).toBe(0);
      await expect.poll(() => cachedUrls(page), { timeout: 15_000 }).toEqual({});
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
      expect(await registrations(page)).toBe(0);
      expect(await cachedUrls(page)).toEqual({});
    } finally {
      await env.site.rollback('shell');
      await page.context().close();
    }
  });
});
