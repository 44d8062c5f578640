// npm run bench:bytes: what a visitor downloads, measured in Chromium against the built site
// (gzip on the wire, as served). First visit to `/`, then the extra bytes of opening each
// remote's first page from there. Builds nothing: run `npm run build` first.
// VITALS_SAMPLE_RATE=1 measures the page views that report their field speed (docs/field-speed.md).
import { mkdtempSync, rmSync } from 'node:fs';
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

const BASE_PORT = Number(process.env.BENCH_PORT ?? 5200);
const HOME_BUDGET_JS_GZIP = 150 * 1024;

/**
 * The visits measured, each in a fresh browser: a first visit to a home page, then each page
 * opened from the one before it by a click on its link (in the header or footer, or in the page),
 * as a visitor goes. Every link is found by its address, so the same walk runs in both languages.
 * @typedef {{ path: string, via: 'header' | 'footer' | 'main' }} Step
 * @type {{ language: string, home: string, steps: Step[] }[]}
 */
const VISITS = [
  { language: 'en', home: '/', steps: [{ path: '/personal-banking', via: 'header' }, { path: '/savings_account', via: 'main' }, { path: '/student-Account', via: 'main' }] },
  { language: 'en', home: '/', steps: [{ path: '/business-banking', via: 'header' }, { path: '/business_loans', via: 'main' }] },
  { language: 'en', home: '/', steps: [{ path: '/group-societies', via: 'header' }, { path: '/njangie', via: 'main' }] },
  { language: 'en', home: '/', steps: [{ path: '/verify-statement', via: 'footer' }] },
  { language: 'fr', home: '/fr', steps: [{ path: '/fr/personal-banking', via: 'header' }, { path: '/fr/savings_account', via: 'main' }] },
];

// The site as `npm start` serves it: every build deployed into a deploy root, the embedded host.
exitUnlessEveryPackageIsBuilt();
const root = mkdtempSync(join(tmpdir(), 'mboa-bench-'));
const benchPortOf = (/** @type {string} */ name) => BASE_PORT + PACKAGES.findIndex((p) => p.name === name);
await deployEveryPackage(root, portPerRemoteLayout(benchPortOf), distOf);
const sampleRate = sampleRateFromEnvironment();
await setSampleRate(root, sampleRate);
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
/**
 * Opens `step.path` from the page on screen by a click on its link, as a visitor does, and waits
 * until its page is there (the address and the h1 changed).
 * @param {import('playwright-core').Page} page @param {Step} step
 */
async function follow(page, step) {
  const before = await page.locator('main h1').first().textContent();
  const scope = page.locator(step.via);
  const link = scope.locator(`a[href="${step.path}"]`).first();
  // A phone's header folds the main links into a Menu disclosure; its footer, each column.
  if (step.via === 'header' && !(await link.isVisible())) await page.locator('header summary').click();
  if (step.via === 'footer' && !(await link.isVisible())) await page.locator(`footer details:has(a[href="${step.path}"]) > summary`).click();
  await link.click();
  await page.waitForFunction(
    ([path, heading]) => location.pathname === path && document.querySelector('main h1') !== null && document.querySelector('main h1')?.textContent !== heading,
    [step.path, before],
  );
  await settle(page);
}

/** @type {Record<string, string[]>} */
const printed = {};
try {
  for (const { home, steps } of VISITS) {
    // gzip, as the figures say (the host would answer Chromium with brotli, a little smaller).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const m = meter(page);
    await page.goto(`http://localhost:${BASE_PORT}${home}`);
    // A visitor who only reads is sent no script; one who acts (a key press here) starts the app
    // (shell/src/start/boot.ts). Once it has taken over the prerendered page,
    // a click is the app's, with no page load. The figures are a visitor's who uses the app.
    await page.keyboard.press('Shift');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await settle(page);
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
} finally {
  await browser.close();
  await site.close();
  rmSync(root, { recursive: true, force: true });
}

/** @param {Summary} summary */
const files = (summary) => summary.js.map((file) => `    ${kb(file.bytes).padStart(9)}  ${file.file}`).join('\n');
/** @param {string} from @param {number} depth */
function printFrom(from, depth) {
  for (const path of [...new Set(printed[from] ?? [])]) {
    const r = /** @type {Summary} */ (results[path]);
    console.log(`${'  '.repeat(depth)}then ${path}: +${kb(r.jsBytes)} JavaScript, +${kb(r.totalBytes)} in all, ${r.requests} requests`);
    if (r.js.length) console.log(files(r));
    printFrom(path, depth + 1);
  }
}
for (const home of [...new Set(VISITS.map((visit) => visit.home))]) {
  const first = /** @type {Summary} */ (results[home]);
  console.log(`\nFirst visit to ${home} (phone viewport, gzip on the wire${sampleRate > 0 ? `, field-speed reporting on for ${sampleRate * 100}% of page views` : ''}):`);
  console.log(`  JavaScript ${kb(first.jsBytes)}, all bytes ${kb(first.totalBytes)}, ${first.requests} requests`);
  console.log(files(first));
  printFrom(home, 1);
}
const home = /** @type {Summary} */ (results['/']);
const frenchHome = /** @type {Summary} */ (results['/fr']);
const over = home.jsBytes > HOME_BUDGET_JS_GZIP || frenchHome.jsBytes > HOME_BUDGET_JS_GZIP;
console.log(`\nHome page budget, / and /fr: ${kb(HOME_BUDGET_JS_GZIP)} of gzip JavaScript each: ${over ? 'OVER' : 'within'}`);
process.exitCode = over ? 1 : 0;
