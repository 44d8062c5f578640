// A Chromium driven through a bare DevTools connection, for `npm run bench:main-thread`: each page
// load traced in a fresh context on the calibrated slow phone, with scripts or with them off.
//
// No Network domain, no injected helper script: Playwright and Lighthouse enable the Network
// domain, which makes Chromium capture a JavaScript stack for every request a script starts; that
// costs the page's main thread a few milliseconds a request, which visitors never pay.
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { CHROME_LAUNCHER_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { tasksOfTrace } from '../lib/traceTasks.mjs';

/** Trace categories: tasks, and what runs in them (script, style, layout, paint, parsing, GC). */
const CATEGORIES = ['toplevel', 'loading', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', '__metadata'];

/**
 * A Chromium driven through a bare DevTools connection, one fresh context per page load.
 * @returns {Promise<{ load: (url: string, options: { slowdown: number, scripts: boolean, settleMs: number }) => Promise<import('../lib/traceTasks.mjs').PageTrace>, close: () => Promise<void> }>}
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
  /** Resolves when the session reports `event` (a method name, or a binding's name). @param {string} key */
  const nextEvent = (key) => new Promise((resolve) => waiting.set(key, () => resolve(undefined)));
  const handle = (/** @type {any} */ message) => {
    const key = message.method === 'Runtime.bindingCalled' ? message.params.name : message.method;
    const resolve = waiting.get(key);
    if (resolve) {
      waiting.delete(key);
      resolve();
    }
  };

  return {
    /**
     * Loads `url` in a fresh context on a phone screen with the CPU slowed by `slowdown`, and
     * traces it until `settleMs` after the app took over (`html[data-interactive]`, the visitor
     * having pressed a key once the page loaded), or, with scripts off, after its load event.
     */
    async load(url, { slowdown, scripts, settleMs }) {
      const { browserContextId } = await send('Target.createBrowserContext');
      try {
        const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
        const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
        await send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 1, mobile: true }, sessionId);
        await send('Emulation.setScriptExecutionDisabled', { value: !scripts }, sessionId);
        await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
        // Nothing polls the page (each poll would be a task of its own in the trace): the page
        // says when the app has taken over (a binding called once, from an observer installed
        // before its scripts), the browser when the load event has run.
        await send('Page.enable', {}, sessionId);
        await send('Runtime.enable', {}, sessionId);
        await send('Runtime.addBinding', { name: 'mboaBenchInteractive' }, sessionId);
        await send(
          'Page.addScriptToEvaluateOnNewDocument',
          {
            source: `new MutationObserver((_, observer) => { if (document.documentElement.hasAttribute('data-interactive')) { observer.disconnect(); mboaBenchInteractive(''); } }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });`,
          },
          sessionId,
        );
        const loaded = nextEvent('Page.loadEventFired');
        const interactive = nextEvent('mboaBenchInteractive');
        // With scripts, the visitor acts once the page has loaded (a key press): the app starts on
        // a visitor's first act (shell/src/start/boot.ts), or by itself for a
        // page with a form near the screen, and this traces what it then costs.
        const settled = scripts
          ? loaded.then(async () => {
              await send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 }, sessionId);
              await send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 }, sessionId);
              await interactive;
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
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        await send('Tracing.end');
        await complete;
        return tasksOfTrace(events);
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
