import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumMissing } from '../../scripts/lib/chromium.mjs';
import { keepConsoleOf } from './failureEvidence';

/**
 * Debian's headless Chromium, with the flags of scripts/lib/chromium.mjs: no sandbox as root, no background traffic.
 * Every context it opens keeps its pages' console, for the evidence a failed test leaves, and
 * has no service worker unless asked (`serviceWorkers: 'allow'`).
 */
export async function launchBrowser(): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  // No service worker unless a test asks for one (offline.e2e.ts): Playwright's request routing
  // does not see a worker's requests, and the other tests prove the pages and hosts themselves.
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    // Where the worker is blocked the page sees a browser without one (as some phones are):
    // Playwright's block would otherwise answer every registration with a console warning.
    if (options?.serviceWorkers !== 'allow')
      await context.addInitScript(() => void delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
    keepConsoleOf(context);
    return context;
  };
  return browser;
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and Content-Security-Policy violations seen so far. */
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
}

export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    reducedMotion?: 'reduce' | 'no-preference';
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Every Content-Security-Policy violation, in any document the page opens, is an error.
  await page.exposeFunction('reportCspViolation', (violation: string) => errors.push(`CSP violation: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${event.documentURI}`);
    });
  });
  page.on('request', (request) => requests.push(request.url()));
  waitForTheAppOnEveryLoad(page);
  return { page, errors, requests };
}

/** A new watched page of `viewport` (800 px tall unless given) at `url`. */
export async function openAt(
  browser: Browser,
  url: string,
  viewport: { width: number; height?: number },
): Promise<WatchedPage> {
  const watched = await openPage(browser, { width: viewport.width, height: viewport.height ?? 800 });
  await watched.page.goto(url);
  return watched;
}

/** A page as a visitor without JavaScript gets it, on a phone by default: the browser runs no script. */
export async function openWithoutJavaScript(browser: Browser, width = 390): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
  return context.newPage();
}

/**
 * Goes to `path` as a visitor moving around the site does: from the page on screen, client-side,
 * with no page load. A section opened this way is loaded by the shell's remote loader, with its
 * error handling; opened by a page load, its page arrives prerendered.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The visitor acts, as every visitor who uses a page does: a key press (Shift, which changes
 * nothing on the page), once the boot script runs. The app starts on a visitor's first act, or by
 * itself when a part that needs it comes near the screen
 * (shell/src/start/boot.ts); this waits until it has taken over the page
 * (`<html data-interactive>`, shell/src/start/useMarkAppTookOver.ts).
 */
export async function actSoTheAppStarts(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // A visitor acts on what they see: once the page has painted its content (the load event can
  // come before the first paint; an act before it would end the page's LCP before it began).
  await page
    .waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-interactive') ||
        performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))))
    await page.keyboard.press('Shift');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout });
}

/**
 * Prerendered pages are on screen, as HTML, before the app takes them over: a test that clicks
 * or types at once would act on the HTML alone (a link would load a page, a form's submit button
 * would be disabled). So each `goto` also has the visitor act and waits until the app has taken over
 * (actSoTheAppStarts), as a visitor would see it working (so does `reload`); a page whose script
 * never runs (a test of a broken release) goes on after 30 s. `waitUntil: 'commit'` returns at
 * once: for tests of the HTML before any script, or of when the app starts.
 */
function waitForTheAppOnEveryLoad(page: Page) {
  const theApp = () => actSoTheAppStarts(page).catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await theApp();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await theApp();
    return response;
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The page fits its window: no horizontal scroll (a phone's width is the test's window width). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Runs axe-core in the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses an inline <script>.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const readable = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(readable).toEqual([]);
}

/** What no finished page may show a visitor: sideways scrolling, an axe violation, a console error. Then closes it. */
export async function expectSoundPageThenClose({ page, errors }: Pick<WatchedPage, 'page' | 'errors'>): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  await page.context().close();
}

/**
 * Pastes `text` into the field as a visitor does (clipboard, then Ctrl+V), so that the
 * browser applies maxlength itself: a scripted paste event inserts nothing.
 */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

/**
 * A product page's illustration, drawn for the site: described, sized, lazy, served from the
 * folder of the remote that owns the page, and actually decoded once scrolled to.
 */
export async function expectDrawnIllustration(page: Page, remoteAssetsUrl: string): Promise<void> {
  const image = page.locator('main img').first();
  expect(await image.getAttribute('alt')).toMatch(/\w{3,} \w{3,}/);
  expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
  expect(await image.getAttribute('loading')).toBe('lazy');
  expect(await image.evaluate((img: HTMLImageElement) => img.src)).toContain(remoteAssetsUrl);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}
