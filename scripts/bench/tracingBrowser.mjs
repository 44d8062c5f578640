// A Chromium driven through a bare DevTools connection, for the budgets' first touch and
// `npm run bench:main-thread`: each page load traced in a fresh context on the calibrated slow
// phone, with scripts or with them off.
//
// No Network domain, no Runtime domain, no injected helper script: each costs the page's main
// thread work that visitors never pay (a JavaScript stack for every request a script starts; a
// stack with source positions for every Error a script creates), docs/decisions/first-touch-gate.md.
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_ACT_MARKER, tasksOfTrace } from '../lib/traceTasks.mjs';

/** Trace categories: tasks, and what runs in them (script, style, layout, paint, parsing, GC). */
/** Traces written to BENCH_TRACE_DIR, when set: Chromium's own events, to open in DevTools' Performance panel. */
let tracesWritten = 0;
const CATEGORIES = ['toplevel', 'loading', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', '__metadata'];

/** The domains whose instrumentation changes what the page costs (above). */
const NEVER_ENABLED = ['Runtime.enable', 'Network.enable'];

/** Whether the app has taken the page over (shell/src/start/boot.ts marks the document). */
const APP_HAS_TAKEN_OVER = `document.documentElement.hasAttribute('data-interactive')`;

/** Resolves once the app has taken the page over: one observer, no polling (a poll is a task in the trace). */
const APP_TAKES_OVER = `new Promise((resolve) => {
  const done = () => document.documentElement.hasAttribute('data-interactive');
  if (done()) return resolve(true);
  new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); resolve(true); } }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });
})`;

/**
 * A phone's network, as Lighthouse's mobile profile simulates it: its round trip and throughput.
 * @typedef {{ latencyMs: number, downloadKbps: number, uploadKbps: number }} Network
 */

/**
 * A visitor's first touch: `afterLoadMs` after the load event a swipe up the screen (touch
 * events, as a finger sends them), then a tap on a heading or a paragraph at each of `tapsAtMs`
 * after the swipe began; the trace runs until `windowMs` after it. The swipe's start is the
 * trace's clock-sync marker `first-act`, each tap's `tap-<n>`.
 * @typedef {{ afterLoadMs: number, tapsAtMs: number[], windowMs: number }} FirstTouch
 */


/**
 * A Chromium driven through a bare DevTools connection, one fresh context per page load.
 * @returns {Promise<{
 *   load: (url: string, options: { slowdown: number, scripts: boolean, settleMs: number, network?: Network, firstTouch?: FirstTouch }) => Promise<import('../lib/traceTasks.mjs').PageTrace & { appTookOver: boolean }>,
 *   tapLink: (url: string, options: { slowdown: number, scripts: boolean, network: Network, afterLoadMs: number, selector: string }) => Promise<number>,
 *   close: () => Promise<void>,
 * }>}
 */
export async function launchTracingBrowser() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_LAUNCHER_FLAGS, startingUrl: 'about:blank' });
  const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  /** @type {Map<number, (message: any) => void>} */
  const pending = new Map();
  /** @type {((message: any) => void) | undefined} */
  let onEvent;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) pending.get(message.id)?.(message);
    else {
      onEvent?.(message);
      handle(message);
    }
  });
  /** @param {string} method @param {object} [params] @param {string} [sessionId] @returns {Promise<any>} */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (NEVER_ENABLED.includes(method)) throw new Error(`${method}: the page would do work no visitor's browser does`);
      const id = ++lastId;
      pending.set(id, (message) => {
        pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  /** @type {Map<string, () => void>} */
  const waiting = new Map();
  /** Resolves when the session reports `method`. @param {string} method */
  const nextEvent = (method) => new Promise((resolve) => waiting.set(method, () => resolve(undefined)));
  const handle = (/** @type {any} */ message) => {
    const resolve = waiting.get(message.method);
    if (resolve) {
      waiting.delete(message.method);
      resolve();
    }
  };

  /** The value of `expression` in the page, awaited: without the Runtime domain enabled. @param {string} sessionId @param {string} expression */
  const evaluate = async (sessionId, expression) => (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)).result.value;
  const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  /** A fresh browser context: its id. @returns {Promise<string>} */
  const newContext = async () => (await send('Target.createBrowserContext')).browserContextId;
  /**
   * A page in `browserContextId` on a phone's screen, its CPU slowed by `slowdown`, scripts on or
   * off, touch events when asked, and the phone's `network` when given: its session.
   * @param {string} browserContextId
   * @param {{ slowdown: number, scripts: boolean, network?: Network, touch: boolean }} phone
   * @returns {Promise<string>}
   */
  const phonePage = async (browserContextId, { slowdown, scripts, network, touch }) => {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: true }, sessionId);
    await send('Emulation.setScriptExecutionDisabled', { value: !scripts }, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
    if (touch) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, sessionId);
    if (network) {
      const kbps = (/** @type {number} */ value) => (value * 1024) / 8;
      await send('Network.emulateNetworkConditions', { offline: false, latency: network.latencyMs, downloadThroughput: kbps(network.downloadKbps), uploadThroughput: kbps(network.uploadKbps) }, sessionId);
    }
    return sessionId;
  };
  /** A finger on the screen: touch events at `points`, one frame apart. @param {string} sessionId @param {{ x: number, y: number }[]} points */
  const stroke = async (sessionId, points) => {
    const [first, ...rest] = points;
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] }, sessionId);
    for (const point of rest) {
      await wait(16);
      await send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] }, sessionId);
    }
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, sessionId);
  };
  /**
   * Where a tap does nothing but be timed: the page's left margin, halfway down the phone's screen
   * (no link or control reaches it on any page; a tap that navigated fails the run).
   */
  const QUIET_SPOT = { x: 4, y: 460 };
  /** The first touch: the swipe, then each tap at its time. @param {FirstTouch} plan @param {string} sessionId */
  const touch = async (plan, sessionId) => {
    await wait(plan.afterLoadMs);
    await send('Tracing.recordClockSyncMarker', { syncId: FIRST_ACT_MARKER });
    const began = performance.now();
    await stroke(sessionId, [600, 540, 480, 420, 360, 300].map((y) => ({ x: 195, y })));
    for (const [index, at] of plan.tapsAtMs.entries()) {
      await wait(Math.max(0, at - (performance.now() - began)));
      await send('Tracing.recordClockSyncMarker', { syncId: `tap-${index + 1}` });
      await stroke(sessionId, [QUIET_SPOT]);
    }
    await wait(Math.max(0, plan.windowMs - (performance.now() - began)));
    const { entries } = await send('Page.getNavigationHistory', {}, sessionId);
    if (entries.length > 2) throw new Error(`a tap at the left margin left the page for ${entries.at(-1).url}`);
  };

  return {
    /**
     * Loads `url` in a fresh context on a phone screen with the CPU slowed by `slowdown` (and the
     * phone's `network`, given one), and traces it until `settleMs` after the app took over
     * (`html[data-interactive]`, the visitor having pressed a key once the page loaded), or, with
     * scripts off, after its load event. Given a `firstTouch`, the visitor swipes and taps
     * instead of pressing a key, with scripts or without, and the trace ends after its window;
     * `appTookOver` says whether the app had taken the page over by then.
     */
    async load(url, { slowdown, scripts, settleMs, network, firstTouch }) {
      const browserContextId = await newContext();
      try {
        const sessionId = await phonePage(browserContextId, { slowdown, scripts, network, touch: !!firstTouch });
        await send('Page.enable', {}, sessionId);
        const loaded = nextEvent('Page.loadEventFired');
        // With scripts, the visitor acts once the page has loaded (a key press): the app starts on
        // a visitor's first act (shell/src/start/boot.ts), or by itself for a page with a form
        // near the screen, and this traces what it then costs until the app has taken over.
        const settled = firstTouch
          ? loaded.then(() => touch(firstTouch, sessionId))
          : scripts
          ? loaded.then(async () => {
              await send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 }, sessionId);
              await send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 }, sessionId);
              await evaluate(sessionId, APP_TAKES_OVER);
            })
          : loaded;
        /** @type {import('../lib/traceTasks.mjs').TraceEvent[]} */
        const events = [];
        const complete = new Promise((resolve) => {
          onEvent = (message) => {
            if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
            if (message.method === 'Tracing.tracingComplete') resolve(undefined);
          };
        });
        await send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
        await send('Page.navigate', { url }, sessionId);
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${url}: ${scripts ? 'the app did not take over' : 'no load event'} within 2 minutes`)), 120_000);
        });
        await Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
        if (!firstTouch) await new Promise((resolve) => setTimeout(resolve, settleMs));
        await send('Tracing.end');
        await complete;
        const appTookOver = scripts && (await evaluate(sessionId, APP_HAS_TAKEN_OVER)) === true;
        if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${scripts ? 'on' : 'off'}-${++tracesWritten}.json`), JSON.stringify(events));
        return { ...tasksOfTrace(events), appTookOver };
      } finally {
        onEvent = undefined;
        waiting.clear();
        await send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    /**
     * Opens `url` as `load` does (no trace), then, `afterLoadMs` after its load event, taps the
     * first link `selector` finds on the screen, as the visitor's first act: the milliseconds from the tap to
     * the next page's first contentful paint, as the browser reports its page lifecycle (the same
     * messaging delay with scripts and without).
     * @param {string} url
     * @param {{ slowdown: number, scripts: boolean, network: Network, afterLoadMs: number, selector: string }} options
     */
    async tapLink(url, { slowdown, scripts, network, afterLoadMs, selector }) {
      const browserContextId = await newContext();
      try {
        const sessionId = await phonePage(browserContextId, { slowdown, scripts, network, touch: true });
        await send('Page.enable', {}, sessionId);
        await send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
        const loaded = nextEvent('Page.loadEventFired');
        await send('Page.navigate', { url }, sessionId);
        await loaded;
        await wait(afterLoadMs);
        const { root } = await send('DOM.getDocument', { depth: 0 }, sessionId);
        const { nodeIds } = await send('DOM.querySelectorAll', { nodeId: root.nodeId, selector }, sessionId);
        /** @type {[number, number, number, number, number, number, number, number] | undefined} */
        let quad;
        for (const nodeId of nodeIds) {
          const { quads } = await send('DOM.getContentQuads', { nodeId }, sessionId).catch(() => ({ quads: [] }));
          if (quads[0] && quads[0][1] > 0 && quads[0][5] < 844) {
            quad = quads[0];
            break;
          }
        }
        if (!quad) throw new Error(`${url}: no link ${selector} on the screen`);
        const [x1, y1, , , x3, y3] = quad;
        /** @type {number | undefined} */
        let painted;
        // Heard from the tap on: the page being left reported its own paint before.
        onEvent = (message) => {
          if (message.method === 'Page.lifecycleEvent' && message.params.name === 'firstContentfulPaint') painted ??= performance.now();
        };
        const tapped = performance.now();
        await stroke(sessionId, [{ x: Math.round((x1 + x3) / 2), y: Math.round((y1 + y3) / 2) }]);
        for (const deadline = tapped + 60_000; painted === undefined; await wait(10)) {
          if (performance.now() > deadline) throw new Error(`${url}: the page ${selector} opens never painted`);
        }
        return painted - tapped;
      } finally {
        onEvent = undefined;
        waiting.clear();
        await send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    async close() {
      socket.close();
      chrome.kill();
    },
  };
}
