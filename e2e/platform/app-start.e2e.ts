import { describe, expect, it } from 'vitest';
import { FRAMEWORK_EVALUATED_MARK } from '../../shell/src/composition/frameworkMark';
import { openPage } from '../support/browser';
import { mainThreadTasksAfterFirstPaint, throttleLikeASlowPhone, untilTrueInPage } from '../support/slowPhone';
import { composedSiteForThisFile } from '../support/site';
import { median } from '../../scripts/budgets/stats.mjs';

// The app after the page (shell/src/composition/startAppAfterPageLoad.ts) and hydration in
// small pieces (shell/src/main.tsx): what a visitor on a slow phone must never wait for.

/** Lighthouse's threshold of a long task: any part of a task beyond it blocks input. */
const LONG_TASK_MS = 50;
/** Each traced page is loaded this many times; the median run is judged (one slow run is the machine's). */
const TRACED_RUNS = 3;

const env = composedSiteForThisFile();

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname);

describe('the app waits for the page', () => {
  it.each(['/', '/savings_account', '/verify-statement'])('%s: no script is requested before the load event (the boot script is in the page); then the app takes over', async (path) => {
    const { page, errors } = await openPage(env.browser, { width: 390, height: 844 });
    await page.goto(env.site.url + path);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // The browser's own record, in the page's clock: when each file was requested, when the load event ran.
    const { loadEventEnd, scripts } = await page.evaluate(() => ({
      loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
    }));
    const app = scripts.filter((script) => isScript(script.url));
    expect(app.length, 'the app came').toBeGreaterThan(0);
    for (const script of app) expect(script.requestedAt, `${script.url} requested after the load event`).toBeGreaterThanOrEqual(loadEventEnd);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a link clicked while the page is still loading, before the app, is an ordinary page load, and the page it opens works', async () => {
    const { page, errors, requests } = await openPage(env.browser, { width: 1280, height: 900 });
    // The page's timers stand still, and an image of the first page never arrives: neither its
    // load event nor the boot script's time-out can start the app before the visitor acts.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.route('**/still-arriving.png', () => undefined);
    let reportPress: (state: { readyState: string; interactive: boolean }) => void = () => undefined;
    const pressed = new Promise<{ readyState: string; interactive: boolean }>((resolve) => (reportPress = resolve));
    await page.exposeFunction('reportPress', (state: { readyState: string; interactive: boolean }) => reportPress(state));
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
          const report = (window as unknown as { reportPress: (state: { readyState: string; interactive: boolean }) => void }).reportPress;
          report({ readyState: document.readyState, interactive: document.documentElement.hasAttribute('data-interactive') });
        },
        { capture: true, once: true },
      );
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
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
    // A page load: the browser asked the host for the new document.
    await page.getByRole('heading', { level: 1, name: 'Personal banking' }).waitFor();
    expect(documents).toEqual(['/', '/personal-banking']);
    // And the page it opened works: its app starts once the page's clock runs again.
    await page.clock.resume();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('main').getByRole('link', { name: 'Savings account details' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Savings Account' }).waitFor();
    expect(documents, 'the app navigates from here, with no page load').toEqual(['/', '/personal-banking']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the main thread on a slow phone (CPU four times slower, slow 4G)', () => {
  it.each(['/', '/personal-banking', '/verify-statement'])(
    `%s: from the first paint until the page has been interactive for 2 s, no task over ${LONG_TASK_MS} ms but React DOM's evaluation`,
    async (path) => {
      const longest: number[] = [];
      const framework: number[] = [];
      for (let run = 0; run < TRACED_RUNS; run++) {
        const { page, errors } = await openPage(env.browser, { width: 390, height: 844 });
        const cdp = await throttleLikeASlowPhone(page);
        const tasks = await mainThreadTasksAfterFirstPaint(env.browser, page, env.site.url + path, FRAMEWORK_EVALUATED_MARK, async () => {
          await untilTrueInPage(cdp, "document.documentElement.hasAttribute('data-interactive')");
          const { result } = await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true });
          await untilTrueInPage(cdp, `performance.now() > ${Number(result.value) + 2_000}`);
        });
        const frameworkTasks = tasks.filter((task) => task.marked);
        expect(frameworkTasks, 'one task evaluated React DOM').toHaveLength(1);
        framework.push(frameworkTasks[0]!.duration);
        longest.push(tasks.find((task) => !task.marked)?.duration ?? 0);
        expect(errors).toEqual([]);
        await page.context().close();
      }
      console.log(`${path}: longest other task ${longest.map((ms) => ms.toFixed(0)).join(' / ')} ms; React DOM's evaluation ${framework.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
      expect(median(longest)).toBeLessThanOrEqual(LONG_TASK_MS);
    },
  );
});
