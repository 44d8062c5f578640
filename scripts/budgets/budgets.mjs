// npm run test:budgets: the built site's budgets, as docs/testing.md (Budgets) describes them: every
// route's HTML, Lighthouse with and without scripts, and the first touch. Exits 1 when a check fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { now } from '../../shared/src/clock.mjs';
import { oneOriginLayout, portPerRemoteLayout, SHELL } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { setSampleRate } from '../../hosting/deploy/manifest.mjs';
import { vitalsLogFiles } from '../../hosting/lib/vitalsLog.mjs';
import { chartPage } from '../../hosting/vitals/chartPage.mjs';
import { buildReport } from '../../hosting/vitals/report.mjs';
import { textReport } from '../../hosting/vitals/reportText.mjs';
import { nginxAvailable, startNginx } from '../../hosting/nginx/process.mjs';
import { isRoute, readRouteList } from '../../hosting/lib/routes.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { failedDocumentChecks, fetchDocument } from './documentBytes.mjs';
import { CHROMIUM_PATH, chromiumMissing } from '../lib/chromium.mjs';
import { describeSlowPhone, lighthouseSlowdown, slowPhone } from '../lib/slowPhone.mjs';
import { checkFirstTouch } from './firstTouch.mjs';
import { runLighthouse, runWithRetries } from './lighthouse.mjs';
import { moreRunsNeeded, sentNoScript, summarisePage } from './pageSummary.mjs';
import { documentsTextTable, lighthouseTextTable, markdownReport } from './report.mjs';
import { scriptsBeforeFirstPaint } from './scriptsBeforePaint.mjs';
import { LIGHTHOUSE_PAGES } from './thresholds.mjs';
import { distOf, exitUnlessEveryPackageIsBuilt, PACKAGES, ROOT } from '../lib/packages.mjs';

const RETRIES = 2;

const runsPerPage = Number(process.env.BUDGETS_RUNS || 3);
const pages = process.env.BUDGETS_PAGES
  ? process.env.BUDGETS_PAGES.split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : LIGHTHOUSE_PAGES;
const basePort = Number(process.env.BUDGETS_PORT || 5300);
const chromePath = CHROMIUM_PATH;
// Lighthouse counts a remote on its own port as another site, a connection production never makes.
const host = process.env.BUDGETS_HOST || (nginxAvailable() ? 'nginx' : 'embedded');
const reports = join(ROOT, 'budgets-reports');
if (host !== 'embedded' && host !== 'nginx')
  throw new Error(`BUDGETS_HOST is embedded (the default) or nginx, not ${host}`);
if (host === 'nginx' && !nginxAvailable()) {
  console.error('BUDGETS_HOST=nginx, but nginx is not installed (apt-get install -y nginx).');
  process.exit(1);
}
if (!Number.isInteger(runsPerPage) || runsPerPage < 1)
  throw new Error(`BUDGETS_RUNS must be a whole number of at least 1, not ${process.env.BUDGETS_RUNS}`);
const missingChromium = chromiumMissing();
if (missingChromium) {
  console.error(missingChromium);
  process.exit(1);
}
exitUnlessEveryPackageIsBuilt();

// Calibrated before anything else runs on this machine.
const phone = await slowPhone();
console.log(describeSlowPhone(phone));

const root = mkdtempSync(join(tmpdir(), 'mboa-budgets-'));
const deployedAt = now();
const nginxPrefix = mkdtempSync(join(tmpdir(), 'mboa-budgets-nginx-'));
const portOf = (/** @type {string} */ name) => basePort + PACKAGES.findIndex((p) => p.name === name);
await deployEveryPackage(root, host === 'nginx' ? oneOriginLayout() : portPerRemoteLayout(portOf), distOf);
// The budgets hold with field-speed reporting's chunk loaded and beacon sent.
await setSampleRate(root, 1);
const site =
  host === 'nginx'
    ? await startNginx({ root, port: basePort, prefix: nginxPrefix }).then((nginx) => ({
        url: nginx.url,
        close: nginx.stop,
      }))
    : await serveDeployRoot(root, portOf);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await site.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(nginxPrefix, { recursive: true, force: true });
};
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => void stop().then(() => process.exit(130)));

const failures = /** @type {string[]} */ ([]);
try {
  const routes = readRouteList(join(root, SHELL, 'current'));
  console.log(`HTML of every route (${routes.length}), fetched with Accept-Encoding: gzip`);
  const documents = [];
  for (const route of routes) {
    const document = await fetchDocument(`${site.url}${encodeURI(route)}`);
    const scripts = scriptsBeforeFirstPaint(document.html);
    failures.push(...failedDocumentChecks(route, document));
    for (const script of scripts) failures.push(`${route}: ${script.reason}: ${script.html}`);
    documents.push({
      route,
      status: document.status,
      encoding: document.encoding,
      wireBytes: document.wireBytes,
      scriptsBeforeFirstPaint: scripts.length,
    });
  }
  console.log(documentsTextTable(documents));

  for (const page of pages)
    if (!isRoute(routes, page)) failures.push(`${page}: not a route of the site (BUDGETS_PAGES?)`);
  const measured = pages.filter((page) => isRoute(routes, page));
  console.log(
    `\nLighthouse (mobile) against the ${host} host, ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} of each of ${measured.length} pages with scripts and as many with every script blocked, alternating (a page that requests no script: once, with its scripts)`,
  );
  const started = performance.now();
  const summaries = [];
  const versions = { lighthouseVersion: '?', browser: 'Chromium' };
  /** @param {string} page @param {number} run @param {boolean} blockScripts */
  const measure = async (page, run, blockScripts) => {
    const runStarted = performance.now();
    const kind = blockScripts ? 'no JS' : 'with JS';
    let tries = 0;
    const result = await runWithRetries(async () => {
      tries += 1;
      const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '_')}-${blockScripts ? 'nojs' : 'js'}-${run}${tries > 1 ? `-attempt${tries}` : ''}.json`;
      // Accessibility, best practices and SEO do not move from run to run: audited on the first run only.
      const sample = await runLighthouse(`${site.url}${page}`, {
        chromePath,
        cpuSlowdown: lighthouseSlowdown(phone),
        keepReportAs: join(reports, name),
        blockScripts,
        everyCategory: !blockScripts && run === 1,
      });
      if (sample.lighthouseVersion) versions.lighthouseVersion = sample.lighthouseVersion;
      if (sample.browser) versions.browser = sample.browser;
      return sample;
    }, RETRIES);
    const { sample, errors } = result;
    const outcome = sample.runtimeError
      ? `error ${sample.runtimeError.code}`
      : `FCP ${Math.round(sample.metrics.fcp ?? 0)} ms, LCP ${Math.round(sample.metrics.lcp ?? 0)} ms, TBT ${Math.round(sample.metrics.tbt ?? 0)} ms, after paint ${Math.round(sample.metrics.bap ?? 0)} ms, performance ${Math.round((sample.scores.performance ?? 0) * 100)}, CPU benchmark ${Math.round(sample.benchmarkIndex ?? 0)}, slowdown ${sample.cpuSlowdown ?? '?'}×`;
    const retried = errors.length > 0 ? ` (retried after ${errors.map((e) => e.code).join(', ')})` : '';
    console.log(
      `  ${page} ${kind} run ${run}: ${outcome}${retried}, ${((performance.now() - runStarted) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  for (const page of measured) {
    const withScripts = /** @type {import('./pageSummary.mjs').Attempt[]} */ ([]);
    const withoutScripts = /** @type {import('./pageSummary.mjs').Attempt[]} */ ([]);
    // Alternating, so that both kinds of run meet the machine in the same moods.
    const measurePairs = async (/** @type {number} */ count) => {
      for (let i = 0; i < count; i++) {
        const run = withScripts.length + 1;
        withScripts.push(await measure(page, run, false));
        withoutScripts.push(await measure(page, run, true));
      }
    };
    // A reader's page requests no script until the visitor acts, which Lighthouse never does.
    withScripts.push(await measure(page, 1, false));
    if (sentNoScript(withScripts.map((attempt) => attempt.sample)))
      console.log(`  ${page} requested no script: the same page as with every script blocked, measured once`);
    else {
      withoutScripts.push(await measure(page, 1, true));
      await measurePairs(runsPerPage - 1);
    }
    let summary = summarisePage(page, withScripts, withoutScripts);
    for (let more = moreRunsNeeded(summary); more > 0; more = moreRunsNeeded(summary)) {
      const broken = summary.javaScriptCost.map((failure) => failure.slice(`${page}: `.length)).join('; ');
      console.log(`  ${page}, by the medians of ${withScripts.length}: ${broken}; ${more} more runs of each`);
      await measurePairs(more);
      summary = summarisePage(page, withScripts, withoutScripts);
    }
    summaries.push(summary);
  }
  const lighthouseSeconds = (performance.now() - started) / 1000;
  for (const summary of summaries) failures.push(...summary.failures);
  const withinNoise = summaries.flatMap((summary) => summary.withinNoise);

  const fieldSpeed = await buildReport({
    files: await vitalsLogFiles(root),
    root,
    since: Math.floor(deployedAt / 1000) * 1000,
    until: now() + 1000,
  });
  const beacons = fieldSpeed.recordCount;
  writeFileSync(join(reports, 'field-speed.txt'), textReport(fieldSpeed));
  writeFileSync(join(reports, 'field-speed.html'), chartPage(fieldSpeed));
  console.log(
    `\nField-speed reporting was on for every page view: ${beacons} beacons recorded (budgets-reports/field-speed.txt and .html).`,
  );
  console.log(`\nMedians (Lighthouse part: ${lighthouseSeconds.toFixed(0)} s; ${describeSlowPhone(phone)})`);
  console.log(lighthouseTextTable(summaries));
  if (withinNoise.length > 0) {
    console.log(
      "\nOver the budget by the medians, but not beyond this machine's noise (thresholds.mjs), so not failed:",
    );
    for (const note of withinNoise) console.log(`  ~ ${note}`);
  }

  const touchStarted = performance.now();
  console.log(
    `\nThe first touch on the ${host} host (a swipe, then taps; a link tapped first), with scripts against every script blocked, alternating:`,
  );
  const firstTouch = await checkFirstTouch({
    siteUrl: site.url,
    pages: measured,
    slowdown: phone.slowdown,
    log: (line) => console.log(line),
  });
  failures.push(...firstTouch.failures);
  console.log(`(first-touch part: ${((performance.now() - touchStarted) / 1000).toFixed(0)} s)`);

  const date = new Date(now()).toISOString();
  const results = {
    date,
    ...versions,
    host,
    slowPhone: phone,
    vitalsSampleRate: 1,
    vitalsBeacons: beacons,
    runsPerPage,
    lighthouseSeconds: Math.round(lighthouseSeconds),
    pages: summaries,
    firstTouch: {
      pages: firstTouch.touches.map((summary) => ({
        page: summary.page,
        runs: summary.runs,
        on: summary.on,
        off: summary.off,
        failures: summary.failures,
      })),
      linkTaps: firstTouch.linkTaps,
    },
    documents,
    failures,
    passed: failures.length === 0,
  };
  writeFileSync(join(ROOT, 'budgets-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(
    join(ROOT, 'budgets-results.md'),
    markdownReport({
      pages: summaries,
      documents,
      failures,
      withinNoise,
      runsPerPage,
      date: date.slice(0, 10),
      slowPhone: phone,
      ...versions,
    }),
  );
  console.log('\nWritten: budgets-results.json, budgets-results.md, and each Lighthouse report in budgets-reports/');
} catch (error) {
  failures.push(`the budgets could not be checked: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await stop();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} failed check${failures.length === 1 ? '' : 's'}:`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery budget is met.');
}
