// npm run bench:main-thread [-- --first-touch | --link-tap] [<route> ...]: what each page's JavaScript
// adds to the slow phone's main thread, a diagnostic (docs/testing.md, "The slow phone").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneOriginLayout, portPerRemoteLayout } from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { nginxAvailable, startNginx } from '../../hosting/nginx/process.mjs';
import { textTable } from '../../hosting/lib/textTable.mjs';
import { median } from '../budgets/stats.mjs';
import {
  FIRST_TOUCH_PLAN,
  LINK_TAP_PAGES,
  measureFirstTouch,
  measureLinkTap,
  summariseFirstTouch,
  summariseLinkTap,
} from '../budgets/firstTouch.mjs';
import { quietMachine } from '../budgets/quietMachine.mjs';
import { LIGHTHOUSE_PAGES } from '../budgets/thresholds.mjs';
import { describeSlowPhone, slowPhone } from '../lib/slowPhone.mjs';
import { PACKAGES, distOf, exitUnlessEveryPackageIsBuilt } from '../lib/packages.mjs';
import { blockingAfterFirstPaint, blockingTime, describeTask, LONG_TASK_MS } from '../lib/traceTasks.mjs';
import { launchTracingBrowser } from './tracingBrowser.mjs';

const FIRST_TOUCH = process.argv.includes('--first-touch');
const LINK_TAP = process.argv.includes('--link-tap');
const routes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const PAGES = routes.length > 0 ? routes : LIGHTHOUSE_PAGES;
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
const site = nginx
  ? await startNginx({ root, port: BASE_PORT, prefix }).then((n) => ({ url: n.url, close: n.stop }))
  : await serveDeployRoot(root, portOf);
const browser = await launchTracingBrowser();
const quietly = quietMachine({ log: (line) => console.log(line) });
const rows = [];
try {
  if (LINK_TAP) {
    for (const path of routes.length > 0 ? routes : LINK_TAP_PAGES) rows.push(await linkTapRow(path));
  } else if (FIRST_TOUCH) {
    for (const path of PAGES) rows.push(await firstTouchRow(path));
  } else
    for (const path of PAGES) {
      const loads = /** @type {{ scripts: boolean, trace: import('../lib/traceTasks.mjs').PageTrace }[]} */ ([]);
      for (let run = 0; run < RUNS; run++) {
        for (const scripts of [true, false])
          loads.push({
            scripts,
            trace: await browser.load(site.url + path, { slowdown: phone.slowdown, scripts, settleMs: SETTLE_MS }),
          });
      }
      const ofKind = (/** @type {boolean} */ scripts) =>
        loads.filter((load) => load.scripts === scripts).map((load) => load.trace);
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
      rows.push([
        path,
        ms(withScripts.fcp),
        ms(without.fcp),
        ms(withScripts.blocking),
        ms(without.blocking),
        ms(withScripts.afterPaint),
        ms(without.afterPaint),
        ms(withScripts.longest),
        ms(without.longest),
      ]);
      for (const [label, { middle }] of /** @type {const} */ ([
        ['with scripts', withScripts],
        ['scripts off', without],
      ])) {
        const long = middle?.tasks.filter((task) => task.duration > LONG_TASK_MS) ?? [];
        console.log(
          `\n${path}, ${label} (the median run): ${long.length} task${long.length === 1 ? '' : 's'} over ${LONG_TASK_MS} ms`,
        );
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
  console.log(
    `\nMedians of ${RUNS} taps of each kind, alternating, on the slow phone (CPU ${phone.slowdown}× slower, Lighthouse's mobile network): from a tap on the first link of the page's content on the screen, 1.5 s after the load event, to the next page's first contentful paint, ms:`,
  );
  console.log(textTable(['Page', 'With scripts', 'off', 'Later by'], rows));
} else if (FIRST_TOUCH) {
  console.log(
    `\nMedians of ${RUNS} loads of each kind, alternating, on the slow phone (CPU ${phone.slowdown}× slower, Lighthouse's mobile network), in the ${FIRST_TOUCH_PLAN.windowMs / 1000} s from the swipe, ms:`,
  );
  console.log(textTable(['Page', 'Blocking', 'off', 'Longest task', 'off', 'Slowest tap', 'off'], rows));
} else {
  console.log(
    `\nMedians of ${RUNS} loads of each kind, alternating, on the slow phone (CPU ${phone.slowdown}× slower), ms from navigation start:`,
  );
  console.log(textTable(['Page', 'FCP', 'off', 'Blocking', 'off', 'After paint', 'off', 'Longest', 'off'], rows));
}

async function linkTapRow(/** @type {string} */ path) {
  const times = /** @type {import('../budgets/firstTouch.mjs').LinkTapTimes} */ ({ on: [], off: [], busyCores: [] });
  await measureLinkTap(browser, site.url + path, phone.slowdown, RUNS, times, quietly);
  const { onMs, offMs } = summariseLinkTap(path, times.on, times.off);
  return [
    path,
    `${Math.round(onMs)}`,
    `${Math.round(offMs)}`,
    `${Math.round(onMs - offMs)} ms (${(((onMs - offMs) / offMs) * 100).toFixed(0)}%)`,
  ];
}

async function firstTouchRow(/** @type {string} */ path) {
  const runs = /** @type {import('../budgets/firstTouch.mjs').TouchRuns} */ ({ on: [], off: [], busyCores: [] });
  await measureFirstTouch(browser, site.url + path, phone.slowdown, RUNS, runs, quietly);
  const { on, off, middle, failures } = summariseFirstTouch(path, runs.on, runs.off);
  console.log(
    `\n${path}, with scripts (the median run): ${middle?.longTasks.length ?? 0} task(s) over ${LONG_TASK_MS} ms after the swipe; taps ${middle?.taps.map((tap) => (tap === undefined ? 'not timed' : `${Math.round(tap)} ms`)).join(', ')}`,
  );
  for (const task of middle?.longTasks ?? []) console.log(`  ${describeTask(task)}`);
  for (const failure of failures) console.log(`  over the budget: ${failure}`);
  const ms = (/** @type {number} */ value) => `${Math.round(value)}`;
  return [
    path,
    ms(on.blockingMs),
    ms(off.blockingMs),
    ms(on.longestMs),
    ms(off.longestMs),
    ms(on.slowestTapMs),
    ms(off.slowestTapMs),
  ];
}
