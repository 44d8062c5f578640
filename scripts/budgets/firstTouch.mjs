// The visitor's first touch on the slow phone, with scripts and with them off (docs/testing.md,
// Budgets): gated by the budgets, and measured by `npm run bench:main-thread`.
import { launchTracingBrowser } from '../bench/tracingBrowser.mjs';
import { PHONE_NETWORK } from '../lib/slowPhone.mjs';
import { firstTouchCost } from '../lib/traceTasks.mjs';
import { busyNote, quietMachine } from './quietMachine.mjs';
import { median } from './stats.mjs';

export const FIRST_TOUCH_PLAN = { afterLoadMs: 1500, tapsAtMs: [300, 1000, 2000], windowMs: 4000 };

/** A tap of 200 ms is Core Web Vitals' "good" interaction. */
export const FIRST_TOUCH_BUDGET = /** @type {const} */ ({
  extraBlockingMs: 50,
  longestTaskMs: 100,
  tapMs: 200,
  linkTapShare: 0.1,
  linkTapMs: 50,
});

/** The home page's carousel starts the app by itself; a reader's page waits for the tap. */
export const LINK_TAP_PAGES = ['/', '/savings_account'];

export const LINK_ON_SCREEN = 'main a[href^="/"]:not([href="/"]):not([href^="/#"])';

/** @typedef {ReturnType<typeof firstTouchCost> & { appTookOver: boolean }} TouchRun */
/** @typedef {{ blockingMs: number, longestMs: number, slowestTapMs: number }} TouchMedians */
/** @typedef {{ page: string, runs: number, on: TouchMedians, off: TouchMedians, middle: TouchRun | undefined, failures: string[] }} FirstTouchSummary */
/** @typedef {{ page: string, runs: number, onMs: number, offMs: number, failures: string[] }} LinkTapSummary */
/** @typedef {Awaited<ReturnType<typeof launchTracingBrowser>>} TracingBrowser */
/** @typedef {import('./quietMachine.mjs').MeasureQuietly} MeasureQuietly */
/** @typedef {{ on: TouchRun[], off: TouchRun[], busyCores: number[] }} TouchRuns */
/** @typedef {{ on: number[], off: number[], busyCores: number[] }} LinkTapTimes */

/** On the medians of five, a page fails when most of its runs do, not on one slow moment of a shared machine;
 * one that fails them is measured five times more once the other pages are, and judged on the medians of ten. */
export const FIRST_TOUCH_RUNS = /** @type {const} */ ({ first: 1, most: 5, later: 5 });

/** @param {{ siteUrl: string, pages: string[], slowdown: number, log: (line: string) => void, launch?: () => Promise<TracingBrowser>, quietly?: MeasureQuietly }} options */
export async function checkFirstTouch({
  siteUrl,
  pages,
  slowdown,
  log,
  launch = launchTracingBrowser,
  quietly = quietMachine({ log }),
}) {
  const browser = await launch();
  const noted = (/** @type {string[]} */ failures, /** @type {{ busyCores: number[], on: unknown[] }} */ runs) =>
    failures.map((failure) => failure + busyNote(runs, runs.on.length));
  try {
    const touches = /** @type {FirstTouchSummary[]} */ ([]);
    const runsOf = /** @type {Map<string, TouchRuns>} */ (new Map());
    for (const page of pages) {
      const runs = /** @type {TouchRuns} */ ({ on: [], off: [], busyCores: [] });
      runsOf.set(page, runs);
      await measureFirstTouch(browser, siteUrl + page, slowdown, FIRST_TOUCH_RUNS.first, runs, quietly);
      let summary = summariseFirstTouch(page, runs.on, runs.off);
      if (summary.failures.length > 0) {
        log(
          `  ${page}: ${summary.failures.map((failure) => failure.slice(page.length + 2)).join('; ')}; ${FIRST_TOUCH_RUNS.most - runs.on.length} more runs of each`,
        );
        await measureFirstTouch(
          browser,
          siteUrl + page,
          slowdown,
          FIRST_TOUCH_RUNS.most - runs.on.length,
          runs,
          quietly,
        );
        summary = summariseFirstTouch(page, runs.on, runs.off);
      }
      summary = { ...summary, failures: noted(summary.failures, runs) };
      log(describeTouch(summary));
      touches.push(summary);
    }
    for (const [index, summary] of touches.entries()) {
      const runs = /** @type {TouchRuns} */ (runsOf.get(summary.page));
      if (summary.failures.length === 0 || runs.on.length >= FIRST_TOUCH_RUNS.most + FIRST_TOUCH_RUNS.later) continue;
      log(
        `  ${summary.page}: over by the medians of ${runs.on.length}; ${FIRST_TOUCH_RUNS.later} more runs of each now`,
      );
      await measureFirstTouch(browser, siteUrl + summary.page, slowdown, FIRST_TOUCH_RUNS.later, runs, quietly);
      const again = summariseFirstTouch(summary.page, runs.on, runs.off);
      touches[index] = { ...again, failures: noted(again.failures, runs) };
      log(describeTouch(touches[index]));
    }
    const linkTaps = /** @type {LinkTapSummary[]} */ ([]);
    for (const page of LINK_TAP_PAGES.filter((path) => pages.includes(path))) {
      const times = /** @type {LinkTapTimes} */ ({ on: [], off: [], busyCores: [] });
      await measureLinkTap(browser, siteUrl + page, slowdown, FIRST_TOUCH_RUNS.first, times, quietly);
      let summary = summariseLinkTap(page, times.on, times.off);
      if (summary.failures.length > 0) {
        log(
          `  ${page}, a link tapped first: ${Math.round(summary.onMs)} against ${Math.round(summary.offMs)} ms; ${FIRST_TOUCH_RUNS.most - times.on.length} more runs of each`,
        );
        await measureLinkTap(
          browser,
          siteUrl + page,
          slowdown,
          FIRST_TOUCH_RUNS.most - times.on.length,
          times,
          quietly,
        );
        summary = summariseLinkTap(page, times.on, times.off);
      }
      summary = { ...summary, failures: noted(summary.failures, times) };
      log(
        `  ${page}, a link tapped first: the next page painted ${Math.round(summary.onMs)} ms after the tap (off ${Math.round(summary.offMs)})`,
      );
      linkTaps.push(summary);
    }
    return { touches, linkTaps, failures: [...touches, ...linkTaps].flatMap((summary) => summary.failures) };
  } finally {
    await browser.close();
  }
}

const describeTouch = (/** @type {FirstTouchSummary} */ summary) =>
  `  ${summary.page}: blocking ${Math.round(summary.on.blockingMs)} ms (off ${Math.round(summary.off.blockingMs)}), longest task ${Math.round(summary.on.longestMs)} ms, slowest tap ${Math.round(summary.on.slowestTapMs)} ms (off ${Math.round(summary.off.slowestTapMs)}), ${summary.runs} run${summary.runs === 1 ? '' : 's'} of each`;

/** A tap with no Event Timing entry reached no handler: 0. */
const slowestTap = (/** @type {TouchRun} */ run) => Math.max(0, ...run.taps.map((ms) => ms ?? 0));

const mediansOf = (/** @type {TouchRun[]} */ runs) => ({
  blockingMs: median(runs.map((run) => run.blockingMs)),
  longestMs: median(runs.map((run) => run.longestMs)),
  slowestTapMs: median(runs.map(slowestTap)),
});

/** `middle`: the run with scripts of median blocking, for its long tasks. @param {string} page @param {TouchRun[]} on @param {TouchRun[]} off @returns {FirstTouchSummary} */
export function summariseFirstTouch(page, on, off) {
  const [withScripts, without] = [mediansOf(on), mediansOf(off)];
  const failures = [];
  const missed = on.filter((run) => !run.appTookOver).length;
  if (missed > 0)
    failures.push(
      `${page}: the app had not taken the page over ${FIRST_TOUCH_PLAN.windowMs / 1000} s after the first touch (${missed} of ${on.length} runs)`,
    );
  const extra = withScripts.blockingMs - without.blockingMs;
  if (extra > FIRST_TOUCH_BUDGET.extraBlockingMs)
    failures.push(
      `${page}: the first touch blocks ${Math.round(withScripts.blockingMs)} ms against ${Math.round(without.blockingMs)} ms without scripts (+${Math.round(extra)} ms; at most +${FIRST_TOUCH_BUDGET.extraBlockingMs})`,
    );
  if (withScripts.longestMs > FIRST_TOUCH_BUDGET.longestTaskMs)
    failures.push(
      `${page}: a task of ${Math.round(withScripts.longestMs)} ms after the first touch (at most ${FIRST_TOUCH_BUDGET.longestTaskMs})`,
    );
  if (withScripts.slowestTapMs > FIRST_TOUCH_BUDGET.tapMs)
    failures.push(
      `${page}: a tap after the first touch took ${Math.round(withScripts.slowestTapMs)} ms to its next paint (at most ${FIRST_TOUCH_BUDGET.tapMs})`,
    );
  const middle = on.find((run) => run.blockingMs === withScripts.blockingMs) ?? on[0];
  return { page, runs: on.length, on: withScripts, off: without, middle, failures };
}

/** From the tap to the next page's first paint. @param {string} page @param {number[]} on @param {number[]} off @returns {LinkTapSummary} */
export function summariseLinkTap(page, on, off) {
  const [onMs, offMs] = [median(on), median(off)];
  const allowed = offMs * (1 + FIRST_TOUCH_BUDGET.linkTapShare) + FIRST_TOUCH_BUDGET.linkTapMs;
  const failures =
    onMs > allowed
      ? [
          `${page}: a link tapped first painted the next page ${Math.round(onMs)} ms after the tap, against ${Math.round(offMs)} ms without scripts (at most ${Math.round(allowed)})`,
        ]
      : [];
  return { page, runs: on.length, onMs, offMs, failures };
}

/** A run is a load with scripts and one without, measured together.
 * @param {TracingBrowser} browser @param {string} url @param {number} slowdown @param {number} runs @param {TouchRuns} runsSoFar @param {MeasureQuietly} quietly */
export async function measureFirstTouch(browser, url, slowdown, runs, runsSoFar, quietly) {
  const touch = async (/** @type {boolean} */ scripts) => {
    const trace = await browser.load(url, {
      slowdown,
      scripts,
      settleMs: 0,
      network: PHONE_NETWORK,
      firstTouch: FIRST_TOUCH_PLAN,
    });
    return { ...firstTouchCost(trace, FIRST_TOUCH_PLAN.windowMs), appTookOver: !scripts || trace.appTookOver };
  };
  for (let run = 0; run < runs; run++) {
    const [on, off] = await quietly(
      `${new URL(url).pathname}, run ${runsSoFar.on.length + 1}`,
      async () => [await touch(true), await touch(false)],
      runsSoFar,
    );
    runsSoFar.on.push(on);
    runsSoFar.off.push(off);
  }
}

/** @param {TracingBrowser} browser @param {string} url @param {number} slowdown @param {number} runs @param {LinkTapTimes} timesSoFar @param {MeasureQuietly} quietly */
export async function measureLinkTap(browser, url, slowdown, runs, timesSoFar, quietly) {
  const tap = (/** @type {boolean} */ scripts) =>
    browser.tapLink(url, {
      slowdown,
      scripts,
      network: PHONE_NETWORK,
      afterLoadMs: FIRST_TOUCH_PLAN.afterLoadMs,
      selector: LINK_ON_SCREEN,
    });
  for (let run = 0; run < runs; run++) {
    const [on, off] = await quietly(
      `${new URL(url).pathname}, a link tapped first, run ${timesSoFar.on.length + 1}`,
      async () => [await tap(true), await tap(false)],
      timesSoFar,
    );
    timesSoFar.on.push(on);
    timesSoFar.off.push(off);
  }
}
