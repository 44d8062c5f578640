// The second visit a day later, for `npm run bench:bytes`: a visitor uses a page, then comes back to
// it in the same browser once its HTTP cache has expired, so a service worker and its Cache Storage
// are still there. Counts what that second visit takes from the network.

/** The Cache Storage cache in which the shell's service worker keeps the pages it saved. */
const PAGES_CACHE = 'mboa-pages';
const PAGE_SAVED_TIMEOUT_MS = 15_000;
/** The network is idle once no request, the page's or the worker's, has started or ended for this long. */
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/**
 * @typedef {'none' | 'page saved' | 'page not saved'} WorkerState
 * @typedef {{ worker: WorkerState, requests: number, htmlBytes: number, jsBytes: number, otherBytes: number, totalBytes: number, answeredByWorker: number }} SecondVisit
 * @typedef {(page: import('playwright-core').Page) => Promise<void>} UseThePage what the visitor does on a page, until its app has started
 */

/**
 * Both visits, each in a tab of its own in `context` (a fresh one), with the HTTP cache cleared
 * between them.
 * @param {import('playwright-core').BrowserContext} context @param {string} url @param {UseThePage} use
 * @returns {Promise<SecondVisit>}
 */
export async function measureSecondVisit(context, url, use) {
  const network = meterContext(context);
  const first = await context.newPage();
  await first.goto(url);
  await use(first);
  const worker = await first.evaluate(untilPageSaved, { cacheName: PAGES_CACHE, timeoutMs: PAGE_SAVED_TIMEOUT_MS });
  // A worker may go on keeping the page's files once the page is saved: they are the first visit's.
  await network.quiet();
  await first.close();

  const page = await context.newPage();
  // A day later the HTTP cache has expired; the worker and Cache Storage are kept, as they are here.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const secondVisitStart = network.mark();
  await page.goto(url);
  await use(page);
  await network.quiet();
  network.stop();
  await page.close();
  return { worker, ...network.since(secondVisitStart) };
}

/**
 * In the page: once its service worker, if it has one, controls it and has saved it in
 * `cacheName`. At once when the page has no worker; within `timeoutMs` in any case.
 * @param {{ cacheName: string, timeoutMs: number }} options
 * @returns {Promise<WorkerState>}
 */
async function untilPageSaved({ cacheName, timeoutMs }) {
  // A page may register its worker only once it is idle (the shell's does, so that no visit's
  // loading pays for it): an idle callback asked for now runs after one the page asked for before.
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  if (!navigator.serviceWorker.controller && !(await navigator.serviceWorker.getRegistration())) return 'none';
  const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const saved = async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await pause(100);
    // caches.open would create the cache: a worker that keeps no pages must not seem to have one.
    while (!((await caches.has(cacheName)) && (await (await caches.open(cacheName)).match(location.href)))) await pause(100);
    return /** @type {const} */ ('page saved');
  };
  return Promise.race([saved(), pause(timeoutMs).then(() => /** @type {const} */ ('page not saved'))]);
}

/**
 * Every response in `context`: its pages' and its service workers' (Playwright reports a worker's
 * own requests on the context, in Chromium). A response from the network counts its bytes on the
 * wire (compressed body + headers, as bench-bytes' meter counts); one a worker answered, none.
 * @param {import('playwright-core').BrowserContext} context
 */
function meterContext(context) {
  /** @type {{ fromWorker: boolean, contentType: string, total: number }[]} */
  const responses = [];
  /** @type {Set<import('playwright-core').Request>} */
  const inFlight = new Set();
  let lastChange = performance.now();
  const started = (/** @type {import('playwright-core').Request} */ request) => {
    inFlight.add(request);
    lastChange = performance.now();
  };
  const ended = (/** @type {import('playwright-core').Request} */ request) => {
    inFlight.delete(request);
    lastChange = performance.now();
  };
  const finished = async (/** @type {import('playwright-core').Request} */ request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    if (response?.fromServiceWorker()) responses.push({ fromWorker: true, contentType: '', total: 0 });
    // A request the browser's cache answered moved no byte (sizes: the body as minus the headers).
    else if (response && sizes && sizes.responseBodySize + sizes.responseHeadersSize > 0) responses.push({ fromWorker: false, contentType: response.headers()['content-type'] ?? '', total: sizes.responseBodySize + sizes.responseHeadersSize });
    ended(request);
  };
  context.on('request', started);
  context.on('requestfinished', finished);
  context.on('requestfailed', ended);
  return {
    /** Once no request, a page's or a worker's, is in flight, and none started or ended for QUIET_MS. */
    async quiet() {
      const deadline = performance.now() + QUIET_TIMEOUT_MS;
      while (inFlight.size > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline) throw new Error(`The network was still busy after ${QUIET_TIMEOUT_MS / 1000} s: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    mark: () => responses.length,
    /** @param {number} mark */
    since(mark) {
      const list = responses.slice(mark);
      const fromNetwork = list.filter((r) => !r.fromWorker);
      // A worker's own requests are all of type `fetch`: the content type tells HTML and JavaScript apart.
      const bytesOf = (/** @type {RegExp} */ type) => fromNetwork.filter((r) => type.test(r.contentType)).reduce((n, r) => n + r.total, 0);
      const totalBytes = bytesOf(/(?:)/);
      const htmlBytes = bytesOf(/^text\/html/);
      const jsBytes = bytesOf(/javascript/);
      return { requests: fromNetwork.length, htmlBytes, jsBytes, otherBytes: totalBytes - htmlBytes - jsBytes, totalBytes, answeredByWorker: list.length - fromNetwork.length };
    },
    stop() {
      context.off('request', started);
      context.off('requestfinished', finished);
      context.off('requestfailed', ended);
    },
  };
}
