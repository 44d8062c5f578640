// npm run bench:main-thread [-- <route> ...]: what each page's JavaScript adds to the main thread of
// the calibrated slow phone (scripts/lib/slowPhone.mjs), against the same page with scripts off,
// loaded alternately in one run, from Chromium's own trace (scripts/lib/traceTasks.mjs). For each page: the
// median blocking time (each task's part beyond 50 ms) from navigation start and from the first
// contentful paint, until the page has been settled for 2 s, the longest task, and the long
// tasks of its median run, each named by what it spent its time on.
// npm run bench:main-thread -- --first-touch [<route> ...]: the visitor's first touch instead, on
// the phone's network too: a swipe 1.5 s after the load event, taps 0.3, 1 and 2 s after it, and
// for the 6 s from the swipe the blocking time, the longest task and each tap's Event Timing
// duration, with scripts and with them off (docs/performance.md).
// A diagnostic, not a gate: the budgets gate what JavaScript costs. Builds nothing: run `npm run
// build` first. BENCH_RUNS (loads of each kind per page, default 3), BENCH_PORT (first port, default 5200).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneOriginLayout, portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { nginxAvailable, startNginx } from '../../hosting/nginx/process.mjs';
import { textTable } from '../../hosting/lib/textTable.mjs';
import { median } from '../budgets/stats.mjs';
import { PHONE_NETWORK, describeSlowPhone, slowPhone } from '../lib/slowPhone.mjs';
import { PACKAGES, distOf, exitUnlessEveryPackageIsBuilt } from '../lib/packages.mjs';
import { blockingAfterFirstPaint, blockingTime, describeTask, firstTouchCost, LONG_TASK_MS } from '../lib/traceTasks.mjs';
import { launchTracingBrowser } from './tracingBrowser.mjs';

const FIRST_TOUCH = process.argv.includes('--first-touch');
const LINK_TAP = process.argv.includes('--link-tap');
const routes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const PAGES = routes.length > 0 ? routes : ['/', '/personal-banking', '/savings_account', '/verify-statement', '/fr/njangie'];
/** A link of the page's own content to another page of the site. */
const LINK_ON_SCREEN = 'main a[href^="/"]:not([href="/"]):not([href^="/#"])';
/** The first touch: a swipe 1.5 s after the load event, taps after it, 6 s of it traced. */
const FIRST_TOUCH_PLAN = { afterLoadMs: 1500, tapsAtMs: [300, 1000, 2000], windowMs: 6000 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5200);
const SETTLE_MS = 2000;

exitUnlessEveryPackageIsBuilt();
const phone = await slowPhone();
console.log(describeSlowPhone(phone));

const root = mkdtempSync(join(tmpdir(), 'mboa-bench-main-thread-'));
const prefix = mkdtempSync(join(tmpdir(), 'mboa-bench-main-thread-nginx-'));
const portOf = (/** @type {string} */ name) => BASE_PORT + PACKAGES.findIndex((p) => p.name === name);
const nginx = nginxAvailable();
await deployEveryPackage(root, nginx ? oneOriginLayout() : portPerRemoteLayout(portOf), distOf);
const site = nginx ? await startNginx({ root, port: BASE_PORT, prefix }).then((n) => ({ url: n.url, close: n.stop })) : await serveDeployRoot(root, portOf);
const browser = await launchTracingBrowser();
const rows = [];
try {
  if (LINK_TAP) {
    for (const path of routes.length > 0 ? routes : ['/', '/savings_account']) rows.push(await measureLinkTap(path));
  } else if (FIRST_TOUCH) {
    for (const path of PAGES) rows.push(await measureFirstTouch(path));
  } else for (const path of PAGES) {
    /** @type {{ scripts: boolean, trace: import('../lib/traceTasks.mjs').PageTrace }[]} */
    const loads = [];
    for (let run = 0; run < RUNS; run++) {
      for (const scripts of [true, false]) loads.push({ scripts, trace: await browser.load(site.url + path, { slowdown: phone.slowdown, scripts, settleMs: SETTLE_MS }) });
    }
    const ofKind = (/** @type {boolean} */ scripts) => loads.filter((load) => load.scripts === scripts).map((load) => load.trace);
    const summary = (/** @type {boolean} */ scripts) => {
      const traces = ofKind(scripts);
      const blocking = traces.map((trace) => blockingTime(trace.tasks));
      // Already on the slow phone (throttled as it loaded): no slowdown to apply.
      const afterPaint = traces.map((trace) => blockingAfterFirstPaint(trace, 1).blockingMs);
      const middle = traces[afterPaint.indexOf(median(afterPaint))] ?? traces[0];
      return {
        blocking: median(blocking),
        afterPaint: median(afterPaint),
        longest: median(traces.map((trace) => Math.max(0, ...trace.tasks.map((t) => t.duration)))),
        fcp: median(traces.map((trace) => trace.firstContentfulPaint)),
        middle,
      };
    };
    const [withScripts, without] = [summary(true), summary(false)];
    const ms = (/** @type {number} */ value) => `${Math.round(value)}`;
    rows.push([path, ms(withScripts.fcp), ms(without.fcp), ms(withScripts.blocking), ms(without.blocking), ms(withScripts.afterPaint), ms(without.afterPaint), ms(withScripts.longest), ms(without.longest)]);
    for (const [label, { middle }] of /** @type {const} */ ([['with scripts', withScripts], ['scripts off', without]])) {
      const long = middle?.tasks.filter((task) => task.duration > LONG_TASK_MS) ?? [];
      console.log(`\n${path}, ${label} (the median run): ${long.length} task${long.length === 1 ? '' : 's'} over ${LONG_TASK_MS} ms`);
      for (const task of long) console.log(`  ${describeTask(task)}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(prefix, { recursive: true, force: true });
}
if (LINK_TAP) {
  console.log(`\nMedians of ${RUNS} taps of each kind, alternating, on the slow phone (CPU ${phone.slowdown}× slower, Lighthouse's mobile network): from a tap on the first link of the page's content on the screen, 1.5 s after the load event, to the next page's first contentful paint, ms:`);
  console.log(textTable(['Page', 'With scripts', 'off', 'Later by'], rows));
} else if (FIRST_TOUCH) {
  console.log(`\nMedians of ${RUNS} loads of each kind, alternating, on the slow phone (CPU ${phone.slowdown}× slower, Lighthouse's mobile network), in the ${FIRST_TOUCH_PLAN.windowMs / 1000} s from the swipe, ms:`);
  console.log(textTable(['Page', 'Blocking', 'off', 'Longest task', 'off', 'Slowest tap', 'off'], rows));
} else {
  console.log(`\nMedians of ${RUNS} loads of each kind, alternating, on the slow phone (CPU ${phone.slowdown}× slower), ms from navigation start:`);
  console.log(textTable(['Page', 'FCP', 'off', 'Blocking', 'off', 'After paint', 'off', 'Longest', 'off'], rows));
}

/**
 * A link tapped as the first act on `path` (the first link to another page of the site on the screen), with scripts
 * and with them off, alternating: the medians from the tap to the next page's first paint.
 * @param {string} path
 */
async function measureLinkTap(path) {
  /** @type {Record<'on' | 'off', number[]>} */
  const times = { on: [], off: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const scripts of [true, false]) {
      times[scripts ? 'on' : 'off'].push(await browser.tapLink(site.url + path, { slowdown: phone.slowdown, scripts, network: PHONE_NETWORK, afterLoadMs: FIRST_TOUCH_PLAN.afterLoadMs, selector: LINK_ON_SCREEN }));
    }
  }
  const [on, off] = [median(times.on), median(times.off)];
  return [path, `${Math.round(on)}`, `${Math.round(off)}`, `${Math.round(on - off)} ms (${(((on - off) / off) * 100).toFixed(0)}%)`];
}

/**
 * The first touch on `path`, with scripts and with them off, alternating: the medians of each
 * kind, and the long tasks of the median run with scripts, each named.
 * @param {string} path
 */
async function measureFirstTouch(path) {
  /** @type {{ scripts: boolean, cost: ReturnType<typeof firstTouchCost> }[]} */
  const loads = [];
  for (let run = 0; run < RUNS; run++) {
    for (const scripts of [true, false]) {
      const trace = await browser.load(site.url + path, { slowdown: phone.slowdown, scripts, settleMs: 0, network: PHONE_NETWORK, firstTouch: FIRST_TOUCH_PLAN });
      loads.push({ scripts, cost: firstTouchCost(trace, FIRST_TOUCH_PLAN.windowMs) });
    }
  }
  const ofKind = (/** @type {boolean} */ scripts) => loads.filter((load) => load.scripts === scripts).map((load) => load.cost);
  const slowestTap = (/** @type {ReturnType<typeof firstTouchCost>} */ cost) => Math.max(0, ...cost.taps.map((ms) => ms ?? 0));
  const ms = (/** @type {number} */ value) => `${Math.round(value)}`;
  const cells = (/** @type {boolean} */ scripts) => {
    const costs = ofKind(scripts);
    return { blocking: median(costs.map((cost) => cost.blockingMs)), longest: median(costs.map((cost) => cost.longestMs)), tap: median(costs.map(slowestTap)), costs };
  };
  const [withScripts, without] = [cells(true), cells(false)];
  const middle = withScripts.costs.find((cost) => cost.blockingMs === withScripts.blocking) ?? withScripts.costs[0];
  console.log(`\n${path}, with scripts (the median run): ${middle?.longTasks.length ?? 0} task(s) over ${LONG_TASK_MS} ms after the swipe; taps ${middle?.taps.map((tap) => (tap === undefined ? 'not timed' : `${Math.round(tap)} ms`)).join(', ')}`);
  for (const task of middle?.longTasks ?? []) console.log(`  ${describeTask(task)}`);
  return [path, ms(withScripts.blocking), ms(without.blocking), ms(withScripts.longest), ms(without.longest), ms(withScripts.tap), ms(without.tap)];
}
