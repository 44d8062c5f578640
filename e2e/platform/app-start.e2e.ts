import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actSoTheAppStarts, openPage } from '../support/browser';
import { pageTime } from '../support/pageClock';
import { composedSiteForThisFile } from '../support/site';

// The app when the page needs it (shell/src/start/boot.ts): the page is
// complete without it, so a reader is sent no script, and no script is fetched before the page
// has loaded unless the visitor acts. What the app then costs a slow
// phone's main thread is gated by the budgets (scripts/budgets/), against the same page with
// every script blocked, on the calibrated slow phone (e2e/platform/slow-phone.e2e.ts).

const env = composedSiteForThisFile();

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname);

describe('the app waits until the page needs it', () => {
  /** Every script the page asked for, in the page's own clock (the boot script is inline: not among them). */
  const scriptsRequested = (page: Page) =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
    );

  // Verify Statement's form takes typing before the app (what was typed is kept), and only the
  // visitor's keys fill it: their first touch starts the app (e2e/site/verify-statement.e2e.ts).
  it.each(['/', '/savings_account', '/verify-statement', '/fr/njangie'])(
    '%s: a visitor who only reads is sent no script, the page loaded and the browser idle; their first act starts the app, which takes the page over',
    async (path) => {
      const { page, errors } = await openPage(env.browser, { width: 390, height: 844 });
      await page.goto(env.site.url + path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      // The browser idle, then a second more: everything the page would start by itself has started.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
      expect(
        (await scriptsRequested(page)).filter((script) => isScript(script.url)),
        'no script while the visitor reads',
      ).toEqual([]);
      const actedAt = await page.evaluate(() => performance.now());
      await actSoTheAppStarts(page);
      const app = (await scriptsRequested(page)).filter((script) => isScript(script.url));
      expect(app.length, 'the app came').toBeGreaterThan(0);
      for (const script of app)
        expect(script.requestedAt, `${script.url} requested after the visitor acted`).toBeGreaterThanOrEqual(actedAt);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('/login: a browser may fill its form with no key pressed, so the app takes the page over by itself, with no script requested before the load event', async () => {
    const { page, errors } = await openPage(env.browser, { width: 390, height: 844 });
    await page.goto(env.site.url + '/login', { waitUntil: 'commit' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const loadEventEnd = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const app = (await scriptsRequested(page)).filter((script) => isScript(script.url));
    expect(app.length, 'the app came').toBeGreaterThan(0);
    for (const script of app)
      expect(script.requestedAt, `${script.url} requested after the load event`).toBeGreaterThanOrEqual(loadEventEnd);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/: the testimonials carousel turns, so the app starts by itself when the carousel comes near the screen', async () => {
    const { page, errors } = await openPage(env.browser, { width: 390, height: 844 });
    await page.goto(env.site.url + '/', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive')), 'not before').toBe(
      false,
    );
    // Scrolled by the page itself (as a link to #testimonials would), not by a visitor's act.
    await page.evaluate(() => document.querySelector('[data-testimonials-preview]')!.scrollIntoView());
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.locator('.testimonials-carousel').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a link clicked while the page is still loading, before the app, is an ordinary page load that starts no app on the page it leaves, and the page it opens works', async () => {
    const { page, errors, requests } = await openPage(env.browser, { width: 1280, height: 900 });
    // The page's timers stand still, and an image of the first page never arrives: nothing but the
    // visitor's act could start the app.
    await page.clock.install();
    await page.clock.pauseAt((await pageTime(page)) + 1_000);
    await page.route('**/still-arriving.png', () => undefined);
    let reportPress: (state: { readyState: string; interactive: boolean }) => void = () => undefined;
    const pressed = new Promise<{ readyState: string; interactive: boolean }>((resolve) => (reportPress = resolve));
    await page.exposeFunction('reportPress', (state: { readyState: string; interactive: boolean }) =>
      reportPress(state),
    );
    await page.addInitScript(() => {
      if (location.pathname !== '/') return;
      document.addEventListener('DOMContentLoaded', () => {
        const image = document.createElement('img');
        image.src = '/still-arriving.png';
        image.alt = '';
        document.body.append(image);
      });
      // What the page had done when the visitor pressed: recorded before the boot script hears it.
      addEventListener(
        'pointerdown',
        () => {
          const report = (
            window as unknown as { reportPress: (state: { readyState: string; interactive: boolean }) => void }
          ).reportPress;
          report({
            readyState: document.readyState,
            interactive: document.documentElement.hasAttribute('data-interactive'),
          });
        },
        { capture: true, once: true },
      );
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname);
    });
    // Parsed, and the inline boot script run (a module script runs before DOMContentLoaded): it waits.
    // ('commit': openPage's goto would otherwise wait for the app, which cannot start here.)
    await page.goto(env.site.url + '/', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Personal Banking' });
    await link.waitFor();
    // What the page had requested (the clock Playwright installs hides the page's own resource timing).
    const scriptsBeforePress = requests.filter(isScript).map((url) => new URL(url).pathname);
    await link.click({ noWaitAfter: true });
    const atPress = await pressed;
    expect(atPress.readyState, 'the page was still loading').not.toBe('complete');
    expect(atPress.interactive).toBe(false);
    expect(scriptsBeforePress, 'no script requested yet').toEqual([]);
    // A page load: the browser asked the host for the new document, and the press on the link
    // started no app on the page it left (the next page starts its own).
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    expect(documents).toEqual(['/', '/personal-banking']);
    expect(requests.filter(isScript), 'no script for the page being left').toEqual([]);
    // And the page it opened works: its app starts when the visitor acts there. (Its heading is
    // on screen, so they act now: actSoTheAppStarts would wait for a paint entry that the clock
    // Playwright installs hides, until its 30 s timeout.)
    await page.clock.resume();
    // Once its boot script listens (it runs before DOMContentLoaded): a key pressed earlier starts nothing.
    await page.waitForLoadState('domcontentloaded');
    await page.keyboard.press('Shift');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('main').getByRole('link', { name: 'Savings account details' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    expect(documents, 'the app navigates from here, with no page load').toEqual(['/', '/personal-banking']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
