import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/src/routes';
import { openPage } from '../support/browser';
import { throttleLikeASlowPhone } from '../support/slowPhone';
import { HOST, composedSiteForThisFile } from '../support/site';

/** Target of the personal banking issue: every route at most 0.02 (Lighthouse's "good" is 0.1). */
const MAX_LAYOUT_SHIFT = 0.02;

const env = composedSiteForThisFile();

/** Sums the page's own layout-shift entries that no input caused, from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    (window as unknown as { layoutShift: typeof record }).layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          record.sources.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Marks the header, the page's heading and the footer as the server sent them, before any script
 * runs: the document's switch to "interactive" comes once the parser is done and before the
 * module scripts run, however late the test gets there. An element the app replaced instead of
 * hydrating has lost its mark.
 */
async function markServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll<HTMLElement>('header, main h1, footer')) element.dataset.fromServer = 'yes';
    });
  });
}

/**
 * Every route against the embedded host. Against nginx (the second pass, where only what the
 * host changes is retested) a page of each owner, the sign-in spinner and the not-found page:
 * what a route hydrates does not depend on the host, how its files arrive does.
 */
const NGINX_SAMPLE = ['/', '/login', '/help-center', '/savings_account', '/business_loans', '/njangie', '/verify-statement'];
const PATHS = HOST === 'nginx' && process.env.E2E_NGINX !== 'all' ? NGINX_SAMPLE : ROUTES.map((route) => route.path);

describe('a page hydrating on a throttled phone', () => {
  it.each([...PATHS, '/no-such-page'])('%s: no layout shift above 0.02, its HTML hydrated in place, no console error or warning', async (path) => {
    const { page, errors } = await openPage(env.browser, { width: 390, height: 844 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await throttleLikeASlowPhone(page);
    await recordLayoutShifts(page);
    await markServerElements(page);
    await page.goto(env.site.url + path, { waitUntil: 'commit' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    // The page has settled: late images and fonts would shift now if they were going to.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: { total: number; sources: string[] } }).layoutShift);
    expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    const replaced = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('header, main h1, footer')].filter((element) => element.dataset.fromServer !== 'yes').map((element) => element.tagName.toLowerCase()));
    expect(replaced, 'elements rendered again instead of hydrated').toEqual([]);
    // The one error the not-found page may log is the browser's own report of its 404 status.
    expect(errors.filter((error) => !(path === '/no-such-page' && /status of 404/.test(error)))).toEqual([]);
    expect(warnings).toEqual([]);
    await page.context().close();
  });
});
