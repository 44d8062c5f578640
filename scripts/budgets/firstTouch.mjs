// The visitor's first touch on the calibrated slow phone and its network, with scripts and with
// them off, side by side: what the app costs when it starts (a swipe, then taps), and a link
// tapped as the first act. Measured by the budgets (gated) and by `npm run bench:main-thread`.
import { launchTracingBrowser } from '../bench/tracingBrowser.mjs';
import { PHONE_NETWORK } from '../lib/slowPhone.mjs';
import { firstTouchCost } from '../lib/traceTasks.mjs';
import { median } from './stats.mjs';

/**
 * A swipe up the screen 1.5 s after the load event, taps at the page's margin 0.3, 1 and 2 s after
 * it, traced for 4 s from the swipe: the app has taken the page over well within it.
 */
export const FIRST_TOUCH_PLAN = { afterLoadMs: 1500, tapsAtMs: [300, 1000, 2000], windowMs: 4000 };

/**
 * What the first touch may cost: at most 50 ms more blocking than the same page without scripts,
 * no task over 100 ms, no tap over 200 ms (Core Web Vitals' "good" interaction); a link tapped
 * first reaches the next page's first paint at most 10% + 50 ms later than without scripts.
 */
export const FIRST_TOUCH_BUDGET = /** @type {const} */ ({ extraBlockingMs: 50, longestTaskMs: 100, tapMs: 200, linkTapShare: 0.1, linkTapMs: 50 });

/** The pages whose first link is tapped first: the home page (its carousel starts the app by itself) and a reader's page. */
export const LINK_TAP_PAGES = ['/', '/savings_account'];

/** A link of the page's own content to another page of the site. */
export const LINK_ON_SCREEN = 'main a[href^="/"]:not([href="/"]):not([href^="/#"])';

/**
 * @typedef {ReturnType<typeof firstTouchCost> & { appTookOver: boolean }} TouchRun one load's first touch
 * @typedef {{ blockingMs: number, longestMs: number, slowestTapMs: number }} TouchMedians
 * @typedef {{ page: string, runs: number, on: TouchMedians, off: TouchMedians, middle: TouchRun | undefined, failures: string[] }} FirstTouchSummary
 * @typedef {{ page: string, runs: number, onMs: number, offMs: number, failures: string[] }} LinkTapSummary
 * @typedef {Awaited<ReturnType<typeof launchTracingBrowser>>} TracingBrowser
 */

/**
 * Runs of each kind a page gets first, and at most when its first breaks the budget: judged on the
 * medians of five, a page fails when most of its runs do, not on one slow moment of a shared machine.
 */
export const FIRST_TOUCH_RUNS = /** @type {const} */ ({ first: 1, most: 5 });

/**
 * The gate: each page's first touch and each LINK_TAP_PAGES page's link tap, one run of each kind,
 * then up to FIRST_TOUCH_RUNS.most for one whose medians break the budget, judged on all its runs.
 * @param {{ siteUrl: string, pages: string[], slowdown: number, log: (line: string) => void }} options
 */
export async function checkFirstTouch({ siteUrl, pages, slowdown, log }) {
  const browser = await launchTracingBrowser();
  try {
    /** @type {FirstTouchSummary[]} */
    const touches = [];
    for (const page of pages) {
      /** @type {{ on: TouchRun[], off: TouchRun[] }} */
      const runs = { on: [], off: [] };
      await measureFirstTouch(browser, siteUrl + page, slowdown, FIRST_TOUCH_RUNS.first, runs);
      let summary = summariseFirstTouch(page, runs.on, runs.off);
      if (summary.failures.length > 0) {
        log(`  ${page}: ${summary.failures.map((failure) => failure.slice(page.length + 2)).join('; ')}; ${FIRST_TOUCH_RUNS.most - runs.on.length} more runs of each`);
        await measureFirstTouch(browser, siteUrl + page, slowdown, FIRST_TOUCH_RUNS.most - runs.on.length, runs);
        summary = summariseFirstTouch(page, runs.on, runs.off);
      }
      log(`  ${page}: blocking ${Math.round(summary.on.blockingMs)} ms (off ${Math.round(summary.off.blockingMs)}), longest task ${Math.round(summary.on.longestMs)} ms, slowest tap ${Math.round(summary.on.slowestTapMs)} ms (off ${Math.round(summary.off.slowestTapMs)})`);
      touches.push(summary);
    }
    /** @type {LinkTapSummary[]} */
    const linkTaps = [];
    for (const page of LINK_TAP_PAGES.filter((path) => pages.includes(path))) {
      /** @type {{ on: number[], off: number[] }} */
      const times = { on: [], off: [] };
      await measureLinkTap(browser, siteUrl + page, slowdown, FIRST_TOUCH_RUNS.first, times);
      let summary = summariseLinkTap(page, times.on, times.off);
      if (summary.failures.length > 0) {
        log(`  ${page}, a link tapped first: ${Math.round(summary.onMs)} against ${Math.round(summary.offMs)} ms; ${FIRST_TOUCH_RUNS.most - times.on.length} more runs of each`);
        await measureLinkTap(browser, siteUrl + page, slowdown, FIRST_TOUCH_RUNS.most - times.on.length, times);
        summary = summariseLinkTap(page, times.on, times.off);
      }
      log(`  ${page}, a link tapped first: the next page painted ${Math.round(summary.onMs)} ms after the tap (off ${Math.round(summary.offMs)})`);
      linkTaps.push(summary);
    }
    return { touches, linkTaps, failures: [...touches, ...linkTaps].flatMap((summary) => summary.failures) };
  } finally {
    await browser.close();
  }
}

/** The slowest of a run's taps (a tap with no Event Timing entry counts 0: it reached no handler). @param {TouchRun} run */
const slowestTap = (run) => Math.max(0, ...run.taps.map((ms) => ms ?? 0));

/** @param {TouchRun[]} runs @returns {TouchMedians} */
const mediansOf = (runs) => ({ blockingMs: median(runs.map((run) => run.blockingMs)), longestMs: median(runs.map((run) => run.longestMs)), slowestTapMs: median(runs.map(slowestTap)) });

/**
 * A page's first touches, judged by their medians against FIRST_TOUCH_BUDGET; `middle` is the run
 * with scripts whose blocking time is the median, for its long tasks.
 * @param {string} page @param {TouchRun[]} on @param {TouchRun[]} off
 * @returns {FirstTouchSummary}
 */
export function summariseFirstTouch(page, on, off) {
  const [withScripts, without] = [mediansOf(on), mediansOf(off)];
  const failures = [];
  const missed = on.filter((run) => !run.appTookOver).length;
  if (missed > 0) failures.push(`${page}: the app had not taken the page over ${FIRST_TOUCH_PLAN.windowMs / 1000} s after the first touch (${missed} of ${on.length} runs)`);
  const extra = withScripts.blockingMs - without.blockingMs;
  if (extra > FIRST_TOUCH_BUDGET.extraBlockingMs) failures.push(`${page}: the first touch blocks ${Math.round(withScripts.blockingMs)} ms against ${Math.round(without.blockingMs)} ms without scripts (+${Math.round(extra)} ms; at most +${FIRST_TOUCH_BUDGET.extraBlockingMs})`);
  if (withScripts.longestMs > FIRST_TOUCH_BUDGET.longestTaskMs) failures.push(`${page}: a task of ${Math.round(withScripts.longestMs)} ms after the first touch (at most ${FIRST_TOUCH_BUDGET.longestTaskMs})`);
  if (withScripts.slowestTapMs > FIRST_TOUCH_BUDGET.tapMs) failures.push(`${page}: a tap after the first touch took ${Math.round(withScripts.slowestTapMs)} ms to its next paint (at most ${FIRST_TOUCH_BUDGET.tapMs})`);
  const middle = on.find((run) => run.blockingMs === withScripts.blockingMs) ?? on[0];
  return { page, runs: on.length, on: withScripts, off: without, middle, failures };
}

/**
 * A link tapped first, its times from the tap to the next page's first paint with scripts and
 * without, judged by their medians against FIRST_TOUCH_BUDGET.
 * @param {string} page @param {number[]} on @param {number[]} off
 * @returns {LinkTapSummary}
 */
export function summariseLinkTap(page, on, off) {
  const [onMs, offMs] = [median(on), median(off)];
  const allowed = offMs * (1 + FIRST_TOUCH_BUDGET.linkTapShare) + FIRST_TOUCH_BUDGET.linkTapMs;
  const failures = onMs > allowed ? [`${page}: a link tapped first painted the next page ${Math.round(onMs)} ms after the tap, against ${Math.round(offMs)} ms without scripts (at most ${Math.round(allowed)})`] : [];
  return { page, runs: on.length, onMs, offMs, failures };
}

/**
 * Measures a page's first touch `runs` more times of each kind, alternating, on the phone and its
 * network, adding to `on` and `off`.
 * @param {TracingBrowser} browser @param {string} url @param {number} slowdown @param {number} runs
 * @param {{ on: TouchRun[], off: TouchRun[] }} runsSoFar
 */
export async function measureFirstTouch(browser, url, slowdown, runs, runsSoFar) {
  for (let run = 0; run < runs; run++) {
    for (const scripts of [true, false]) {
      const trace = await browser.load(url, { slowdown, scripts, settleMs: 0, network: PHONE_NETWORK, firstTouch: FIRST_TOUCH_PLAN });
      runsSoFar[scripts ? 'on' : 'off'].push({ ...firstTouchCost(trace, FIRST_TOUCH_PLAN.windowMs), appTookOver: !scripts || trace.appTookOver });
    }
  }
}

/**
 * Taps the first link of a page's content `runs` more times of each kind, alternating, adding the
 * times to `on` and `off`.
 * @param {TracingBrowser} browser @param {string} url @param {number} slowdown @param {number} runs
 * @param {{ on: number[], off: number[] }} timesSoFar
 */
export async function measureLinkTap(browser, url, slowdown, runs, timesSoFar) {
  for (let run = 0; run < runs; run++) {
    for (const scripts of [true, false]) {
      timesSoFar[scripts ? 'on' : 'off'].push(await browser.tapLink(url, { slowdown, scripts, network: PHONE_NETWORK, afterLoadMs: FIRST_TOUCH_PLAN.afterLoadMs, selector: LINK_ON_SCREEN }));
    }
  }
}
