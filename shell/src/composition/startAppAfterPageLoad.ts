/**
 * The one script a prerendered page names (shell/src/server/documentTemplate.ts). The page is
 * complete without the app: its HTML reads, and its links work as plain links. So the app's
 * code waits until the page has finished loading (the load event: its HTML, stylesheets and
 * images above the fold) and has been painted, and the browser is idle, and never competes with
 * them for a slow phone's bandwidth or CPU. (On a fast device the load event can come before the
 * first paint: the paint is waited for too.) A visitor who acts first (touches, clicks, types) starts it at once:
 * a form needs the app. The script's element names the entry (`data-entry`) and the chunks to
 * fetch with it (`data-preload`), as Vite's index.html would have linked them.
 */
export const BOOT_SCRIPT = 'script[data-entry]';

/** The element the app renders into, holding the prerendered page (shell/index.html). */
export const ROOT_ID = 'root';

/** What a visitor does that means they are about to use the page: the app starts at once. */
export const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** After the load event, how long the app waits at most for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * A page whose load event never comes (an image that hangs on a bad network) still gets its
 * app this long after the boot script ran, when the browser is idle.
 */
export const LOAD_EVENT_TIMEOUT_MS = 10_000;

export function startAppAfterPageLoad(win: Window, importModule: (url: string) => Promise<unknown>): void {
  const doc = win.document;
  const { entry, preload = '' } = doc.querySelector<HTMLScriptElement>(BOOT_SCRIPT)?.dataset ?? {};
  if (!entry || !sameSite(entry, doc)) return;

  // A page with nothing prerendered (its root empty: the page could not be rendered when it was
  // deployed) has nothing to read before the app, and no contentful paint to wait for.
  const prerendered = !!doc.getElementById(ROOT_ID)?.firstElementChild;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTIONS) win.removeEventListener(type, start, true);
    win.clearTimeout(loadEventTimer);
    // The entry first, then each chunk it will need, one request a task: starting a request costs
    // the main thread a little, and a slow phone pays it for each of a dozen chunks.
    void importModule(entry);
    const chunks = preload.split(' ').filter((url) => url && sameSite(url, doc));
    const preloadNext = () => {
      const href = chunks.shift();
      if (href === undefined) return;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
      win.setTimeout(preloadNext, 0);
    };
    win.setTimeout(preloadNext, 0);
  };
  for (const type of FIRST_INTERACTIONS) win.addEventListener(type, start, { capture: true, passive: true });
  const loadEventTimer = win.setTimeout(() => whenIdle(win, start), LOAD_EVENT_TIMEOUT_MS);
  if (!prerendered) {
    start();
    return;
  }
  const afterLoad = () => afterFirstContentfulPaint(win, () => whenIdle(win, start));
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/**
 * `callback` once the page's first contentful paint is on screen (at once where the browser does
 * not report paints). The observer's own entries, buffered, are read: they are there whenever
 * the observer starts, and a page clock that a test installs does not hide them.
 */
function afterFirstContentfulPaint(win: Window, callback: () => void): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    callback();
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** `callback` once the browser has nothing else to do, or after IDLE_TIMEOUT_MS (a browser without requestIdleCallback: next task). */
function whenIdle(win: Window, callback: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(callback, 0);
}

/** Only the site's own files (the CSP says the same; this keeps a tampered attribute from even trying). */
function sameSite(url: string, doc: Document): boolean {
  return new URL(url, doc.baseURI).origin === new URL(doc.baseURI).origin;
}
