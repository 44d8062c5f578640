import type { Browser, CDPSession, Page } from 'playwright-core';

/**
 * Lighthouse's mobile profile, through the DevTools protocol: 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU four times slower. What only shows on a slow phone shows here.
 */
export async function throttleLikeASlowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Waits until `expression` is true in the page, asking through the DevTools protocol: unlike
 * Playwright's own waits, it puts no helper script into the page, whose evaluation would be one
 * more task on the main thread a trace is measuring.
 */
export async function untilTrueInPage(cdp: CDPSession, expression: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`Not true in the page within ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One main-thread task of the page's renderer, in milliseconds from the page's first paint. */
export interface MainThreadTask {
  start: number;
  duration: number;
  /** The task evaluated React DOM: it holds the page's `markName` mark. */
  marked: boolean;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: unknown };
}

/**
 * Loads `url` in `page` with a performance trace running, until `done` resolves, and returns the
 * renderer's main-thread tasks that started after the page's first paint, longest first. A task
 * is Chromium's own record of one turn of the event loop (toplevel `RunTask`), as Lighthouse
 * reads it for total blocking time, and each microtask checkpoint Chromium runs between tasks;
 * nothing in the page measures itself.
 */
export async function mainThreadTasksAfterFirstPaint(browser: Browser, page: Page, url: string, markName: string, done: () => Promise<void>): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: ['toplevel', 'loading', 'blink.user_timing', '__metadata'] });
  let traced: Buffer;
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await done();
  } finally {
    traced = await browser.stopTracing();
  }
  const events = (JSON.parse(traced.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const firstPaint = events.find((e) => e.name === 'firstPaint') ?? events.find((e) => e.name === 'firstContentfulPaint');
  if (!firstPaint) throw new Error(`The trace of ${url} has no first paint.`);
  const mainThread = events.find((e) => e.pid === firstPaint.pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!mainThread) throw new Error(`The trace of ${url} names no main thread for the page's renderer.`);
  const marks = events.filter((e) => e.name === markName && e.pid === firstPaint.pid).map((e) => e.ts);
  // The thread's outermost events: each task, and each microtask checkpoint run between tasks.
  const outermost: TraceEvent[] = [];
  for (const event of events
    .filter((e) => e.pid === firstPaint.pid && e.tid === mainThread.tid && e.ph === 'X' && e.cat.split(',').includes('toplevel'))
    .sort((a, b) => a.ts - b.ts)) {
    const last = outermost.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) outermost.push(event);
  }
  return outermost
    .filter((e) => e.ts >= firstPaint.ts)
    .map((e) => ({
      start: (e.ts - firstPaint.ts) / 1000,
      duration: (e.dur ?? 0) / 1000,
      marked: marks.some((ts) => ts >= e.ts && ts <= e.ts + (e.dur ?? 0)),
    }))
    .sort((a, b) => b.duration - a.duration);
}
