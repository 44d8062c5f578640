// The second visit a day later, for `npm run bench:bytes`: the HTTP cache expired, a service worker
// and its Cache Storage still there. Counts what that visit takes from the network.

const PAGES_CACHE = 'mboa-pages';
const PAGE_SAVED_TIMEOUT_MS = 15_000;
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/** @typedef {'none' | 'page saved' | 'page not saved'} WorkerState */
/** @typedef {{ worker: WorkerState, requests: number, htmlBytes: number, jsBytes: number, otherBytes: number, totalBytes: number, answeredByWorker: number }} SecondVisit */

/** @param {import('playwright-core').BrowserContext} context a fresh one @param {string} url @param {(page: import('playwright-core').Page) => Promise<void>} use @returns {Promise<SecondVisit>} */
export async function measureSecondVisit(context, url, use) {
  const network = meterContext(context);
  const first = await context.newPage();
  await first.goto(url);
  await use(first);
  const worker = await first.evaluate(untilPageSaved, { cacheName: PAGES_CACHE, timeoutMs: PAGE_SAVED_TIMEOUT_MS });
  // A worker may go on keeping the page's files once it is saved: they are the first visit's.
  await network.quiet();
  await first.close();

  const page = await context.newPage();
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

/** Runs in the page. @param {{ cacheName: string, timeoutMs: number }} options @returns {Promise<WorkerState>} */
async function untilPageSaved({ cacheName, timeoutMs }) {
  // The shell registers its worker once idle: an idle callback asked for now runs after the page's.
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  if (!navigator.serviceWorker.controller && !(await navigator.serviceWorker.getRegistration())) return 'none';
  const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const saved = async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await pause(100);
    // caches.open would create the cache: a worker that keeps no pages must not seem to have one.
    while (!((await caches.has(cacheName)) && (await (await caches.open(cacheName)).match(location.href))))
      await pause(100);
    return /** @type {const} */ ('page saved');
  };
  return Promise.race([saved(), pause(timeoutMs).then(() => /** @type {const} */ ('page not saved'))]);
}

/** In Chromium, Playwright reports a worker's own requests on the context too. */
function meterContext(/** @type {import('playwright-core').BrowserContext} */ context) {
  const responses = /** @type {{ fromWorker: boolean, contentType: string, total: number }[]} */ ([]);
  const inFlight = /** @type {Set<import('playwright-core').Request>} */ (new Set());
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
    // A request the browser's cache answered moved no byte.
    else if (response && sizes && sizes.responseBodySize + sizes.responseHeadersSize > 0)
      responses.push({
        fromWorker: false,
        contentType: response.headers()['content-type'] ?? '',
        total: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    ended(request);
  };
  context.on('request', started);
  context.on('requestfinished', finished);
  context.on('requestfailed', ended);
  return {
    async quiet() {
      const deadline = performance.now() + QUIET_TIMEOUT_MS;
      while (inFlight.size > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline)
          throw new Error(
            `The network was still busy after ${QUIET_TIMEOUT_MS / 1000} s: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    mark: () => responses.length,
    since(/** @type {number} */ mark) {
      const list = responses.slice(mark);
      const fromNetwork = list.filter((r) => !r.fromWorker);
      // A worker's own requests are all of type `fetch`: the content type tells them apart.
      const bytesOf = (/** @type {RegExp} */ type) =>
        fromNetwork.filter((r) => type.test(r.contentType)).reduce((n, r) => n + r.total, 0);
      const totalBytes = bytesOf(/(?:)/);
      const htmlBytes = bytesOf(/^text\/html/);
      const jsBytes = bytesOf(/javascript/);
      return {
        requests: fromNetwork.length,
        htmlBytes,
        jsBytes,
        otherBytes: totalBytes - htmlBytes - jsBytes,
        totalBytes,
        answeredByWorker: list.length - fromNetwork.length,
      };
    },
    stop() {
      context.off('request', started);
      context.off('requestfinished', finished);
      context.off('requestfailed', ended);
    },
  };
}
