// npm run bench:bytes: what a visitor downloads from the built site (docs/testing.md, "The byte
// benchmark"). VITALS_SAMPLE_RATE=1 measures the page views that report their field speed.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { setSampleRate } from '../../hosting/deploy/manifest.mjs';
import { sampleRateFromEnvironment } from '../../hosting/lib/vitals.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { PACKAGES, distOf, exitUnlessEveryPackageIsBuilt } from '../lib/packages.mjs';
import { slowPhone } from '../lib/slowPhone.mjs';
import { measureFirstSearch } from './firstSearch.mjs';
import { measureSecondVisit } from './secondVisit.mjs';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5200);
const HOME_BUDGET_JS_GZIP = 150 * 1024;

/** @typedef {{ path: string, via: 'header' | 'footer' | 'main' }} Step each page opened by a click on its link, found by its address */
const VISITS = /** @type {{ language: string, home: string, steps: Step[] }[]} */ ([
  {
    language: 'en',
    home: '/',
    steps: [
      { path: '/personal-banking', via: 'header' },
      { path: '/savings_account', via: 'main' },
      { path: '/student-Account', via: 'main' },
    ],
  },
  {
    language: 'en',
    home: '/',
    steps: [
      { path: '/business-banking', via: 'header' },
      { path: '/business_loans', via: 'main' },
    ],
  },
  {
    language: 'en',
    home: '/',
    steps: [
      { path: '/group-societies', via: 'header' },
      { path: '/njangie', via: 'main' },
    ],
  },
  { language: 'en', home: '/', steps: [{ path: '/verify-statement', via: 'footer' }] },
  {
    language: 'fr',
    home: '/fr',
    steps: [
      { path: '/fr/personal-banking', via: 'header' },
      { path: '/fr/savings_account', via: 'main' },
    ],
  },
]);

const SECOND_VISIT_PAGES = ['/', '/savings_account'];

exitUnlessEveryPackageIsBuilt();
const root = mkdtempSync(join(tmpdir(), 'mboa-bench-'));
const benchPortOf = (/** @type {string} */ name) => BASE_PORT + PACKAGES.findIndex((p) => p.name === name);
await deployEveryPackage(root, portPerRemoteLayout(benchPortOf), distOf);
const sampleRate = sampleRateFromEnvironment();
await setSampleRate(root, sampleRate);
const site = await serveDeployRoot(root, benchPortOf);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** @typedef {{ url: string, type: string, body: number, total: number }} Entry */
/** @typedef {{ requests: number, jsBytes: number, totalBytes: number, js: { file: string, bytes: number }[] }} Summary */

/** Bytes on the wire, the service worker's own requests included. */
function meter(/** @type {import('playwright-core').BrowserContext} */ context) {
  const entries = /** @type {Entry[]} */ ([]);
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response().catch(() => null);
    // What the worker gave the page is counted at the worker's own request; the cache moves no byte;
    // the worker's script shows no body here (workerBytes); its requests are all of type `fetch`.
    if (!sizes || !response || response.fromServiceWorker()) return;
    if (sizes.responseBodySize + sizes.responseHeadersSize <= 0) return;
    if (new URL(request.url()).pathname === '/sw.js') return;
    const type = /javascript/.test(response.headers()['content-type'] ?? '') ? 'script' : request.resourceType();
    entries.push({
      url: request.url(),
      type,
      body: sizes.responseBodySize,
      total: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  });
  return {
    mark: () => entries.length,
    since: (/** @type {number} */ mark) => summarise(entries.slice(mark)),
  };
}

/** @returns {Summary} */
function summarise(/** @type {Entry[]} */ list) {
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

/** A reader is sent no script: the figures are a visitor's who acts, and starts the app. */
async function useThePage(/** @type {import('playwright-core').Page} */ page) {
  await page.keyboard.press('Shift');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await settle(page);
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const results = /** @type {Record<string, Summary>} */ ({});
async function follow(/** @type {import('playwright-core').Page} */ page, /** @type {Step} */ step) {
  const before = await page.locator('main h1').first().textContent();
  const scope = page.locator(step.via);
  const link = scope.locator(`a[href="${step.path}"]`).first();
  // A phone's header folds the main links into a Menu disclosure; its footer, each column.
  if (step.via === 'header' && !(await link.isVisible())) await page.locator('header summary.site-nav__toggle').click();
  if (step.via === 'footer' && !(await link.isVisible()))
    await page.locator(`footer details:has(a[href="${step.path}"]) > summary`).click();
  await link.click();
  await page.waitForFunction(
    ([path, heading]) =>
      location.pathname === path &&
      document.querySelector('main h1') !== null &&
      document.querySelector('main h1')?.textContent !== heading,
    [step.path, before],
  );
  await settle(page);
}

const printed = /** @type {Record<string, string[]>} */ ({});
const secondVisits = /** @type {Record<string, import('./secondVisit.mjs').SecondVisit>} */ ({});
const searches = /** @type {({ language: string, query: string } & import('./firstSearch.mjs').FirstSearch)[]} */ ([]);
// The browser fetches the worker's script outside any page, where no meter sees it.
const workerFile = join(root, 'sw.js.gz');
const workerBytes = existsSync(workerFile) ? statSync(workerFile).size : 0;
// The host would answer Chromium with brotli, a little smaller.
const contextOptions = { viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } };
try {
  for (const { home, steps } of VISITS) {
    const context = await browser.newContext(contextOptions);
    const m = meter(context);
    const page = await context.newPage();
    await page.goto(`http://localhost:${BASE_PORT}${home}`);
    // Once the app has taken over the prerendered page, a click is the app's, with no page load.
    await useThePage(page);
    results[home] ??= m.since(0);
    let from = home;
    for (const step of steps) {
      const mark = m.mark();
      await follow(page, step);
      results[step.path] ??= m.since(mark);
      (printed[from] ??= []).push(step.path);
      from = step.path;
    }
    await context.close();
  }
  for (const language of ['en', 'fr']) {
    const context = await browser.newContext(contextOptions);
    const m = meter(context);
    const query = language === 'en' ? 'student account' : 'épargne';
    searches.push({
      language,
      query,
      ...(await measureFirstSearch(
        context,
        `http://localhost:${BASE_PORT}${language === 'fr' ? '/fr' : ''}/savings_account`,
        {
          query,
          // The search's worker script, as the host sends it: a worker's request shows the meter no body.
          workerBytes: statSync(join(root, 'shell', 'current', 'pagefind', language, 'pagefind-worker.js.gz')).size,
          useThePage,
          meter: m,
          phone: await slowPhone(),
        },
      )),
    });
    await context.close();
  }
  for (const path of SECOND_VISIT_PAGES) {
    const context = await browser.newContext(contextOptions);
    secondVisits[path] = await measureSecondVisit(context, `http://localhost:${BASE_PORT}${path}`, useThePage);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
  rmSync(root, { recursive: true, force: true });
}

const files = (/** @type {Summary} */ summary) =>
  summary.js.map((file) => `    ${kb(file.bytes).padStart(9)}  ${file.file}`).join('\n');
function printFrom(/** @type {string} */ from, /** @type {number} */ depth) {
  for (const path of [...new Set(printed[from] ?? [])]) {
    const r = /** @type {Summary} */ (results[path]);
    console.log(
      `${'  '.repeat(depth)}then ${path}: +${kb(r.jsBytes)} JavaScript, +${kb(r.totalBytes)} in all, ${r.requests} requests`,
    );
    if (r.js.length) console.log(files(r));
    printFrom(path, depth + 1);
  }
}
for (const home of [...new Set(VISITS.map((visit) => visit.home))]) {
  const first = /** @type {Summary} */ (results[home]);
  console.log(
    `\nFirst visit to ${home} (phone viewport, gzip on the wire${sampleRate > 0 ? `, field-speed reporting on for ${sampleRate * 100}% of page views` : ''}):`,
  );
  console.log(`  JavaScript ${kb(first.jsBytes)}, all bytes ${kb(first.totalBytes)}, ${first.requests} requests`);
  console.log(files(first));
  printFrom(home, 1);
}

if (workerBytes > 0) {
  console.log(
    `\nThe service worker (/sw.js): ${kb(workerBytes)} gzip, fetched by the browser once a page has loaded and started its app, then checked on each online page view (unchanged: a 304, no body).`,
  );
}
console.log(
  '\nSecond visit a day later, in the same browser as a first visit that used the page: the HTTP cache cleared,',
);
console.log(
  "a service worker and its Cache Storage kept (phone viewport; from the network, the worker's requests included: headers + gzip bodies):",
);
const secondVisitTable = [
  ['page', 'service worker', 'network requests', 'HTML', 'JavaScript', 'other', 'in all', 'answered by the worker'],
  ...Object.entries(secondVisits).map(([path, v]) => [
    path,
    v.worker,
    String(v.requests),
    kb(v.htmlBytes),
    kb(v.jsBytes),
    kb(v.otherBytes),
    kb(v.totalBytes),
    String(v.answeredByWorker),
  ]),
];
const widthOf = (/** @type {number} */ column) => Math.max(...secondVisitTable.map((row) => row[column]?.length ?? 0));
for (const row of secondVisitTable)
  console.log(
    `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widthOf(column)) : cell.padStart(widthOf(column)))).join('  ')}`,
  );

console.log('\nA first search, from a product page whose app has started (phone viewport, gzip on the wire):');
for (const search of searches) {
  console.log(
    `  ${search.language} "${search.query}": before the search box is focused ${kb(search.before.totalBytes)}; from its focus to the first results ${kb(search.firstQuery.totalBytes)} in all (JavaScript ${kb(search.firstQuery.jsBytes)}), ${search.firstQuery.requests} requests; on the calibrated slow phone, the first results ${Math.round(search.phoneMs)} ms after the last key`,
  );
  console.log(files(search.firstQuery));
}

const home = /** @type {Summary} */ (results['/']);
const frenchHome = /** @type {Summary} */ (results['/fr']);
const over = home.jsBytes > HOME_BUDGET_JS_GZIP || frenchHome.jsBytes > HOME_BUDGET_JS_GZIP;
console.log(
  `\nHome page budget, / and /fr: ${kb(HOME_BUDGET_JS_GZIP)} of gzip JavaScript each: ${over ? 'OVER' : 'within'}`,
);
process.exitCode = over ? 1 : 0;
