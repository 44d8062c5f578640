/**
 * The boot script, inline in every page (build/inlineBootScriptPlugin.ts), so it imports nothing. It starts the app at
 * the visitor's first act, or when a `needsApp` part nears the screen (docs/decisions/hydration-and-first-act.md).
 * Its element names the entry (`data-entry`) and the chunks to fetch with it (`data-preload`).
 */
export const BOOT_SCRIPT = 'script[data-entry]';

/** PAGE_DATA_ID (shared/src/lib/pageData.ts), written again as NEEDS_APP is; its `data-preload` names the chunks. */
export const PAGE_DATA = 'mboa-page';

const ROOT_ID = 'root';

/** NEEDS_APP_ATTRIBUTE in shared, written again: an import would cost a request before first paint (a test checks). */
export const NEEDS_APP = '[data-needs-app]';

/** Acts that start the app at once; `pointercancel` (a press turned swipe or long press) starts it even on a link. */
export const FIRST_INTERACTIONS = [
  'pointerdown',
  'keydown',
  'touchstart',
  'pointercancel',
  'focusin',
  'wheel',
] as const;

/** The performance mark of the visitor's first act: takeover.ts's FIRST_ACT_MARK, written again. */
export const FIRST_ACT_MARK = 'mboa:first-act';

/** How near the screen a part that needs the app must come: within half a screen below it. */
export const NEAR_THE_SCREEN = '0px 0px 50% 0px';

/** After a part came near, how long the app waits at most for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/** A page whose load event never comes (an image hanging on a bad network) has its parts watched after this long. */
export const LOAD_EVENT_TIMEOUT_MS = 10_000;

export function startAppWhenNeeded(win: Window, importModule: (url: string) => Promise<unknown>): void {
  const doc = win.document;
  const { entry, preload = '' } = doc.querySelector<HTMLScriptElement>(BOOT_SCRIPT)?.dataset ?? {};
  if (!entry || !sameSite(entry, doc)) return;

  // An empty root (the page could not be rendered at deploy time) has nothing to read: the app starts at once.
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
    // The entry, then one chunk a task: each request started costs a slow phone's main thread a little.
    void importModule(entry);
    // The entry's chunks, then the page's (its data block); a chunk named twice is still fetched once.
    const chunks = `${preload} ${doc.getElementById(PAGE_DATA)?.dataset.preload ?? ''}`
      .split(' ')
      .filter((url) => url && url !== entry && sameSite(url, doc));
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

/** `callback` once one of `parts` nears the screen (at once without IntersectionObserver), never for none. */
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
 * `callback` once the first contentful paint is on screen (at once where paints are not reported). The observer's
 * buffered entries are read: they are there whenever it starts, even under a page clock a test installs.
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

/** `callback` once the browser is idle, or after IDLE_TIMEOUT_MS (without requestIdleCallback: in the next task). */
function whenIdle(win: Window, callback: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(callback, 0);
}

/** The link a touch or press lands on: it works without the app, so the press starts nothing (the next act will). */
function pressedLinkOf(event: Event): Element | null {
  return (event.type === 'pointerdown' || event.type === 'touchstart') && event.target instanceof Element
    ? event.target.closest('a[href]')
    : null;
}

/** Only the site's own files (the CSP says the same; this keeps a tampered attribute from even trying). */
function sameSite(url: string, doc: Document): boolean {
  return new URL(url, doc.baseURI).origin === new URL(doc.baseURI).origin;
}

// Run as the page's boot script (in a test, a document without one: nothing happens).
startAppWhenNeeded(window, (url) => import(/* @vite-ignore */ url));
