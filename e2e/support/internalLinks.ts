import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

export const NOT_FOUND_HEADING = "That's an error.";

/** The same-site links in `scope` (default: the page's own content), as written in their href. */
export async function internalLinksOf(page: Page, scope = 'main'): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => !href.startsWith('//'));
}

/** Every in-page anchor of `scope` ("#topic") names an element of the page. */
export async function expectInPageAnchorsResolve(page: Page, scope = 'main'): Promise<void> {
  const missing = await page
    .locator(`${scope} a[href^="#"]`)
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => href.length > 1 && !document.getElementById(decodeURIComponent(href.slice(1)))),
    );
  expect(missing, 'in-page anchors without a target').toEqual([]);
}

/**
 * Opens each link and checks that it shows a page of the site: answered 200, not the not-found
 * page; a #fragment must name an element of the page reached.
 * `checked` carries what other pages' checks already opened. The pages are opened as
 * composed, with JavaScript off: whether a link leads to a page is the host's and the composed
 * HTML's answer, and every route's app is checked where every route is opened (every-route.e2e.ts).
 */
export async function expectInternalLinksOpenPages(
  browser: Browser,
  siteUrl: string,
  hrefs: readonly string[],
  checked = new Set<string>(),
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const failures: string[] = [];
  try {
    for (const href of hrefs) {
      if (checked.has(href)) continue;
      checked.add(href);
      const response = await page.goto(siteUrl + href);
      if (response?.status() !== 200) failures.push(`${href}: HTTP ${response?.status()}`);
      const headings = await page.locator('main h1').allInnerTexts();
      if (headings.includes(NOT_FOUND_HEADING)) failures.push(`${href}: not-found page`);
      if (headings.length === 0) failures.push(`${href}: no heading`);
      const fragment = href.includes('#') ? decodeURIComponent(href.slice(href.indexOf('#') + 1)) : '';
      if (fragment && (await page.locator(`[id="${fragment}"]`).count()) === 0)
        failures.push(`${href}: no element #${fragment}`);
    }
  } finally {
    await context.close();
  }
  expect(failures).toEqual([]);
}

/**
 * Every link of the page, header and footer included, that leads into the site (relative ones
 * like the Group Account page's "login" too), as the address the browser would open, with no
 * #fragment: what a visitor can press.
 */
export async function siteLinkTargetsOf(page: Page): Promise<string[]> {
  const targets = await page.locator('a[href]').evaluateAll((links) =>
    links.flatMap((link) => {
      const url = new URL(link.getAttribute('href') ?? '', document.baseURI);
      return url.origin === location.origin ? [url.pathname + url.search] : [];
    }),
  );
  return [...new Set(targets)];
}

/**
 * Each address (`siteLinkTargetsOf`, gathered from `from` pages) answered 200 by the host, as a
 * page or a file: none leads to the not-found page (404). `from` says which page linked it.
 */
export async function expectNoLinkLeadsToNotFound(
  page: Page,
  siteUrl: string,
  targets: ReadonlyMap<string, string>,
): Promise<void> {
  const failures: string[] = [];
  for (const [target, from] of targets) {
    const response = await page.request.get(siteUrl + target, { maxRedirects: 0 });
    if (response.status() !== 200) failures.push(`${target} (linked from ${from}): HTTP ${response.status()}`);
  }
  expect(failures, 'links that lead to no page').toEqual([]);
}
