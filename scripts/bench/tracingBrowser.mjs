// A Chromium driven through a bare DevTools connection, each page load traced in a fresh context on
// the slow phone. No Network or Runtime domain: each makes the page do work a visitor's browser
// never does (docs/decisions/first-touch-gate.md).
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_ACT_MARKER, tasksOfTrace } from '../lib/traceTasks.mjs';

let tracesWritten = 0;
const CATEGORIES = [
  'toplevel',
  'loading',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  '__metadata',
];

const NEVER_ENABLED = ['Runtime.enable', 'Network.enable'];

const APP_HAS_TAKEN_OVER = `document.documentElement.hasAttribute('data-interactive')`;

/** An observer, not a poll: a poll is a task in the trace. */
const APP_TAKES_OVER = `new Promise((resolve) => {
  const done = () => document.documentElement.hasAttribute('data-interactive');
  if (done()) return resolve(true);
  new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); resolve(true); } }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });
})`;

/** @typedef {{ latencyMs: number, downloadKbps: number, uploadKbps: number }} Network */
/** @typedef {{ afterLoadMs: number, tapsAtMs: number[], windowMs: number }} FirstTouch a swipe after the load event, then taps */

/**
 * @returns {Promise<{
 *   load: (url: string, options: { slowdown: number, scripts: boolean, settleMs: number, network?: Network, firstTouch?: FirstTouch }) => Promise<import('../lib/traceTasks.mjs').PageTrace & { appTookOver: boolean }>,
 *   tapLink: (url: string, options: { slowdown: number, scripts: boolean, network: Network, afterLoadMs: number, selector: string }) => Promise<number>,
 *   close: () => Promise<void>,
 * }>}
 */
export async function launchTracingBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_LAUNCHER_FLAGS,
    startingUrl: 'about:blank',
  });
  const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = /** @type {Map<number, (message: any) => void>} */ (new Map());
  let onEvent = /** @type {((message: any) => void) | undefined} */ (undefined);
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
      if (NEVER_ENABLED.includes(method))
        throw new Error(`${method}: the page would do work no visitor's browser does`);
      const id = ++lastId;
      pending.set(id, (message) => {
        pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  const waiting = /** @type {Map<string, () => void>} */ (new Map());
  const nextEvent = (/** @type {string} */ method) =>
    new Promise((resolve) => waiting.set(method, () => resolve(undefined)));
  const handle = (/** @type {any} */ message) => {
    const resolve = waiting.get(message.method);
    if (resolve) {
      waiting.delete(message.method);
      resolve();
    }
  };

  const evaluate = async (/** @type {string} */ sessionId, /** @type {string} */ expression) =>
    (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)).result.value;
  const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const newContext = async () => /** @type {string} */ ((await send('Target.createBrowserContext')).browserContextId);
  /** @param {string} browserContextId @param {{ slowdown: number, scripts: boolean, network?: Network, touch: boolean }} phone @returns {Promise<string>} its session */
  const phonePage = async (browserContextId, { slowdown, scripts, network, touch }) => {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width: 390, height: 844, deviceScaleFactor: 1, mobile: true },
      sessionId,
    );
    await send('Emulation.setScriptExecutionDisabled', { value: !scripts }, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
    if (touch) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, sessionId);
    if (network) {
      const kbps = (/** @type {number} */ value) => (value * 1024) / 8;
      await send(
        'Network.emulateNetworkConditions',
        {
          offline: false,
          latency: network.latencyMs,
          downloadThroughput: kbps(network.downloadKbps),
          uploadThroughput: kbps(network.uploadKbps),
        },
        sessionId,
      );
    }
    return sessionId;
  };
  /** Touch events one frame apart. @param {string} sessionId @param {{ x: number, y: number }[]} points */
  const stroke = async (sessionId, points) => {
    const [first, ...rest] = points;
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] }, sessionId);
    for (const point of rest) {
      await wait(16);
      await send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] }, sessionId);
    }
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, sessionId);
  };
  /** The left margin, where no link or control reaches on any page; a tap that navigated fails the run. */
  const QUIET_SPOT = { x: 4, y: 460 };
  const touch = async (/** @type {FirstTouch} */ plan, /** @type {string} */ sessionId) => {
    await wait(plan.afterLoadMs);
    await send('Tracing.recordClockSyncMarker', { syncId: FIRST_ACT_MARKER });
    const began = performance.now();
    await stroke(
      sessionId,
      [600, 540, 480, 420, 360, 300].map((y) => ({ x: 195, y })),
    );
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
    /** Traced until `settleMs` after the app took over once a key was pressed (scripts off: after the
     * load event), or to the end of `firstTouch`'s window. */
    async load(url, { slowdown, scripts, settleMs, network, firstTouch }) {
      const browserContextId = await newContext();
      try {
        const sessionId = await phonePage(browserContextId, { slowdown, scripts, network, touch: !!firstTouch });
        await send('Page.enable', {}, sessionId);
        const loaded = nextEvent('Page.loadEventFired');
        // The app starts at a visitor's first act (shell/src/start/boot.ts): here a key press.
        const settled = firstTouch
          ? loaded.then(() => touch(firstTouch, sessionId))
          : scripts
            ? loaded.then(async () => {
                await send(
                  'Input.dispatchKeyEvent',
                  { type: 'keyDown', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 },
                  sessionId,
                );
                await send(
                  'Input.dispatchKeyEvent',
                  { type: 'keyUp', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 },
                  sessionId,
                );
                await evaluate(sessionId, APP_TAKES_OVER);
              })
            : loaded;
        const events = /** @type {import('../lib/traceTasks.mjs').TraceEvent[]} */ ([]);
        const complete = new Promise((resolve) => {
          onEvent = (message) => {
            if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
            if (message.method === 'Tracing.tracingComplete') resolve(undefined);
          };
        });
        await send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
        await send('Page.navigate', { url }, sessionId);
        let timer = /** @type {NodeJS.Timeout | undefined} */ (undefined);
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(
            () =>
              reject(new Error(`${url}: ${scripts ? 'the app did not take over' : 'no load event'} within 2 minutes`)),
            120_000,
          );
        });
        await Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
        if (!firstTouch) await new Promise((resolve) => setTimeout(resolve, settleMs));
        await send('Tracing.end');
        await complete;
        const appTookOver = scripts && (await evaluate(sessionId, APP_HAS_TAKEN_OVER)) === true;
        if (process.env.BENCH_TRACE_DIR)
          writeFileSync(
            join(
              process.env.BENCH_TRACE_DIR,
              `${new URL(url).pathname.replaceAll('/', '_')}-${scripts ? 'on' : 'off'}-${++tracesWritten}.json`,
            ),
            JSON.stringify(events),
          );
        return { ...tasksOfTrace(events), appTookOver };
      } finally {
        onEvent = undefined;
        waiting.clear();
        await send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    /** Ms from tapping the first link on the screen to the next page's first paint, by the page's
     * lifecycle events. @param {string} url @param {{ slowdown: number, scripts: boolean, network: Network, afterLoadMs: number, selector: string }} options */
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
        let quad = /** @type {[number, number, number, number, number, number, number, number] | undefined} */ (
          undefined
        );
        for (const nodeId of nodeIds) {
          const { quads } = await send('DOM.getContentQuads', { nodeId }, sessionId).catch(() => ({ quads: [] }));
          if (quads[0] && quads[0][1] > 0 && quads[0][5] < 844) {
            quad = quads[0];
            break;
          }
        }
        if (!quad) throw new Error(`${url}: no link ${selector} on the screen`);
        const [x1, y1, , , x3, y3] = quad;
        let painted = /** @type {number | undefined} */ (undefined);
        // Heard from the tap on: the page being left reported its own paint before.
        onEvent = (message) => {
          if (message.method === 'Page.lifecycleEvent' && message.params.name === 'firstContentfulPaint')
            painted ??= performance.now();
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
