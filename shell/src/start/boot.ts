/**
 * The boot script: the one script a prerendered page holds, inlined into index.html by
 * build/inlineBootScriptPlugin.ts (it must import nothing). The page is complete without the app: its HTML reads, its
 * links work as plain links and its menus open.
 * So the app (its code, and the work of taking over the page) waits until the page needs it:
 *
 * - the visitor acts (touches, swipes, clicks, scrolls, types, moves focus): the app starts at
 *   once, except on a press on a link, which works without it (a swipe that began on the link,
 *   or the visitor's next act, starts it);
 * - a part that does nothing without it (a form, the turning carousel, the live-chat status:
 *   `needsApp` in shared/src/components/needsApp.ts) is on the screen or half a screen below
 *   it, once the page has loaded and been painted: the app starts when the browser is idle.
 *
 * A visitor who only reads pays for no script but this one, on the page's data and on a slow
 * phone's main thread. A page with nothing prerendered starts at once. The script's element
 * names the entry (`data-entry`) and the chunks to fetch with it (`data-preload`), as Vite's
 * index.html would have linked them; the page's data block names the page's own chunks.
 */
export const BOOT_SCRIPT = 'script[data-entry]';

/**
 * The page's data block (PAGE_DATA_ID in shared/src/lib/pageData.ts), whose `data-preload` lists the page's
 * own chunks. Written here again, as NEEDS_APP is: importing it would import a shared chunk.
 */
export const PAGE_DATA = 'mboa-page';

/** The element the app renders into, holding the prerendered page (shell/index.html). */
const ROOT_ID = 'root';

/**
 * What a part that needs the app carries (NEEDS_APP_ATTRIBUTE in shared). Written here again on
 * purpose: importing it would make the boot script import a shared chunk, a request before the
 * first paint (a unit test keeps the two the same).
 */
export const NEEDS_APP = '[data-needs-app]';

/**
 * What a visitor does that means they are using the page: the app starts at once. A press the
 * browser cancels has become a swipe (or a long press): after a press on a link, that starts it.
 */
export const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'pointercancel', 'focusin', 'wheel'] as const;

/** The performance mark of the visitor's first act (FIRST_ACT_MARK in takeover.ts, written again: this script imports nothing). */
export const FIRST_ACT_MARK = 'mboa:first-act';

/** How near the screen a part that needs the app must come: within half a screen below it. */
export const NEAR_THE_SCREEN = '0px 0px 50% 0px';

/** After a part came near, how long the app waits at most for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * A page whose load event never comes (an image that hangs on a bad network) has its parts
 * watched from this long after the boot script ran.
 */
export const LOAD_EVENT_TIMEOUT_MS = 10_000;

export function startAppWhenNeeded(win: Window, importModule: (url: string) => Promise<unknown>): void {
  const doc = win.document;
  const { entry, preload = '' } = doc.querySelector<HTMLScriptElement>(BOOT_SCRIPT)?.dataset ?? {};
  if (!entry || !sameSite(entry, doc)) return;

  // A page with nothing prerendered (its root empty: the page could not be rendered when it was
  // deployed) has nothing to read before the app, and no contentful paint to wait for.
  const prerendered = !!doc.getElementById(ROOT_ID)?.firstElementChild;

  let started = false;
  let stopWatching = (): void => undefined;
  const loadEventTimer = win.setTimeout(() => watchParts(), LOAD_EVENT_TIMEOUT_MS);
  /** The link the visitor last pressed: the focus the press gives it is not another act. */
  let pressedLink: Element | undefined;
  const onFirstAct = (event: Event) => {
    const link = pressedLinkOf(event);
    if (link) pressedLink = link;
    else if (event.type !== 'focusin' || event.target !== pressedLink) {
      win.performance.mark(FIRST_ACT_MARK);
      start();
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTIONS) win.removeEventListener(type, onFirstAct, true);
    win.clearTimeout(loadEventTimer);
    stopWatching();
    // The entry first, then each chunk it will need, one request a task: starting a request costs
    // the main thread a little, and a slow phone pays it for each of a dozen chunks.
    void importModule(entry);
    // The boot script's own (Vite's preloads of the entry: none while modulePreload is off), then
    // the page's, as its data block names them. A chunk named twice is fetched once all the same:
    // the second link finds it in the browser's module map.
    const chunks = `${preload} ${doc.getElementById(PAGE_DATA)?.dataset.preload ?? ''}`.split(' ').filter((url) => url && url !== entry && sameSite(url, doc));
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
  for (const type of FIRST_INTERACTIONS) win.addEventListener(type, onFirstAct, { capture: true, passive: true });
  if (!prerendered) {
    start();
    return;
  }
  let watching = false;
  const watchParts = () => {
    if (watching || started) return;
    watching = true;
    win.clearTimeout(loadEventTimer);
    afterFirstContentfulPaint(win, () => {
      if (!started) stopWatching = whenNearTheScreen(win, doc.querySelectorAll(NEEDS_APP), () => whenIdle(win, start));
    });
  };
  if (doc.readyState === 'complete') watchParts();
  else win.addEventListener('load', watchParts, { once: true });
}

/**
 * `callback` once one of `parts` is on the screen or near it (NEAR_THE_SCREEN); never for none.
 * Where the browser cannot tell (no IntersectionObserver), at once if there is a part. Returns
 * what stops watching.
 */
function whenNearTheScreen(win: Window, parts: NodeListOf<Element>, callback: () => void): () => void {
  if (parts.length === 0) return () => undefined;
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (typeof Observer !== 'function') {
    callback();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: NEAR_THE_SCREEN },
  );
  for (const part of parts) observer.observe(part);
  return () => observer.disconnect();
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

/**
 * The link a touch or a press lands on. Every link works without the app: one that leaves the page
 * is served by the next page's app, and after one that does not (a fragment, a call, a download)
 * the visitor's next act starts this page's.
 */
function pressedLinkOf(event: Event): Element | null {
  return (event.type === 'pointerdown' || event.type === 'touchstart') && event.target instanceof Element ? event.target.closest('a[href]') : null;
}

/** Only the site's own files (the CSP says the same; this keeps a tampered attribute from even trying). */
function sameSite(url: string, doc: Document): boolean {
  return new URL(url, doc.baseURI).origin === new URL(doc.baseURI).origin;
}

// Run as the page's boot script (in a test, a document without one: nothing happens).
startAppWhenNeeded(window, (url) => import(/* @vite-ignore */ url));
