// npm run bench:bytes: what a visitor downloads, measured in Chromium against the built site
// (gzip on the wire, as served). First visit to `/`, then the extra bytes of opening each
// remote's first page from there. Builds nothing: run `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage } from '../../hosting/lib/localSite.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { PACKAGES, distOf, exitUnlessEveryPackageIsBuilt } from '../lib/packages.mjs';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5200);
const HOME_BUDGET_JS_GZIP = 150 * 1024;
/** @type {[where: 'Main' | 'Footer', link: string, path: string, heading: string][]} */
const REMOTE_PAGES = [
  ['Main', 'Personal Banking', '/personal-banking', 'Personal banking'],
  ['Main', 'Business Banking', '/business-banking', 'Business banking'],
  ['Main', 'Groups & Societies', '/group-societies', 'Groups and societies'],
  ['Footer', 'Verify a statement', '/verify-statement', 'Verify a Statement'],
];

/**
 * Product pages opened from their hub: [hub path, link in the hub, product path, heading].
 * The first download of a section's template comes with the first one.
 * @type {[hub: string, link: string, path: string, heading: string][]}
 */
const PRODUCT_PAGES = [
  ['/personal-banking', 'Savings account details', '/savings_account', 'Savings Account'],
  ['/personal-banking', 'Student account details', '/student-Account', 'Student Account'],
  ['/business-banking', 'Business loan details', '/business_loans', 'Business Loans'],
  ['/group-societies', 'Njangie account details', '/njangie', 'Njangie Group Account'],
];

// The site as `npm start` serves it: every build deployed into a deploy root, the embedded host.
exitUnlessEveryPackageIsBuilt();
const root = mkdtempSync(join(tmpdir(), 'mboa-bench-'));
const benchPortOf = (/** @type {string} */ name) => BASE_PORT + PACKAGES.findIndex((p) => p.name === name);
await deployEveryPackage(root, portPerRemoteLayout(benchPortOf), distOf);
const site = await serveDeployRoot(root, benchPortOf);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/**
 * @typedef {{ url: string, type: string, body: number, total: number }} Entry
 * @typedef {{ requests: number, jsBytes: number, totalBytes: number, js: { file: string, bytes: number }[] }} Summary
 */

/**
 * Records every response's bytes on the wire (compressed body + headers).
 * @param {import('playwright-core').Page} page
 */
function meter(page) {
  /** @type {Entry[]} */
  const entries = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    if (!sizes || !response) return;
    entries.push({ url: request.url(), type: request.resourceType(), body: sizes.responseBodySize, total: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  return {
    mark: () => entries.length,
    since: (/** @type {number} */ mark) => summarise(entries.slice(mark)),
  };
}

/**
 * @param {Entry[]} list
 * @returns {Summary}
 */
function summarise(list) {
  const js = list.filter((e) => e.type === 'script');
  return {
    requests: list.length,
    jsBytes: js.reduce((n, e) => n + e.body, 0),
    totalBytes: list.reduce((n, e) => n + e.total, 0),
    js: js.map((e) => ({ file: e.url.replace(/^http:\/\/localhost:\d+/, ''), bytes: e.body })),
  };
}

async function settle(/** @type {import('playwright-core').Page} */ page) {
  await page.waitForLoadState('networkidle');
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
/** @type {Record<string, Summary>} */
const results = {};
try {
  for (const [where, link, path, heading] of REMOTE_PAGES) {
    // gzip, as the figures say (the host would answer Chromium with brotli, a little smaller).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const m = meter(page);
    await page.goto(`http://localhost:${BASE_PORT}/`);
    await page.getByRole('heading', { level: 1, name: 'Banking, Everyday and Everywhere' }).waitFor();
    // The app has taken over the prerendered page: a click from here on is the app's, with no page load.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await settle(page);
    results.home ??= m.since(0);
    const mark = m.mark();
    // A phone's header folds the main links into a Menu disclosure (a <summary>, not a button).
    const menu = page.locator('header summary', { hasText: 'Menu' });
    if (where === 'Main' && (await menu.isVisible())) await menu.click();
    const links = where === 'Main' ? page.getByRole('navigation', { name: 'Main' }) : page.locator('footer');
    const target = links.getByRole('link', { name: link, exact: true });
    // So does its footer, each column a disclosure of its own.
    if (where === 'Footer' && !(await target.isVisible())) await page.locator(`footer details:has(a[href="${path}"]) > summary`).click();
    await target.click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settle(page);
    results[path] = m.since(mark);
    for (const [hub, productLink, productPath, productHeading] of PRODUCT_PAGES) {
      if (hub !== path) continue;
      const before = m.mark();
      await page.locator('main').getByRole('link', { name: productLink, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: productHeading, exact: true }).waitFor();
      await settle(page);
      results[productPath] = m.since(before);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
  rmSync(root, { recursive: true, force: true });
}

const home = /** @type {Summary} */ (results.home);
console.log('\nFirst visit to / (phone viewport, gzip on the wire):');
console.log(`  JavaScript ${kb(home.jsBytes)}, all bytes ${kb(home.totalBytes)}, ${home.requests} requests`);
for (const file of home.js) console.log(`    ${kb(file.bytes).padStart(9)}  ${file.file}`);
for (const [, , path] of REMOTE_PAGES) {
  const r = /** @type {Summary} */ (results[path]);
  console.log(`Then opening ${path}: +${kb(r.jsBytes)} JavaScript, +${kb(r.totalBytes)} in all, ${r.requests} requests`);
  for (const file of r.js) console.log(`    ${kb(file.bytes).padStart(9)}  ${file.file}`);
  for (const [hub, , productPath] of PRODUCT_PAGES) {
    if (hub !== path) continue;
    const p = /** @type {Summary} */ (results[productPath]);
    console.log(`  then ${productPath} from the hub: +${kb(p.jsBytes)} JavaScript, +${kb(p.totalBytes)} in all, ${p.requests} requests`);
    for (const file of p.js) console.log(`    ${kb(file.bytes).padStart(9)}  ${file.file}`);
  }
}
const over = home.jsBytes > HOME_BUDGET_JS_GZIP;
console.log(`\nHome page budget: ${kb(HOME_BUDGET_JS_GZIP)} of gzip JavaScript: ${over ? 'OVER' : 'within'}`);
process.exitCode = over ? 1 : 0;
