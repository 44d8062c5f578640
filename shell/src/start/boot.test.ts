import { NEEDS_APP_ATTRIBUTE } from '@mboa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID } from '@mboa/shared';
import { pageDataBlock } from './initialPage';
import {
  FIRST_ACT_MARK,
  FIRST_INTERACTIONS,
  LOAD_EVENT_TIMEOUT_MS,
  NEAR_THE_SCREEN,
  NEEDS_APP,
  PAGE_DATA,
  startAppWhenNeeded,
} from './boot';

const READ_ONLY_PAGE = '<header><a href="/">Mboa CCU</a></header><main><h1>Savings Account</h1></main>';
const PAGE_WITH_FORM = `<header><a href="/">Mboa CCU</a></header><main><h1>Sign in</h1><form ${NEEDS_APP_ATTRIBUTE}=""><input name="username"></form></main>`;

/**
 * The test page's own document (it has an address, as a page does), its head holding the boot
 * script and, given the page's own chunks, its body the data block naming them.
 */
function windowWithBoot(
  attributes: string,
  readyState: DocumentReadyState = 'interactive',
  root = READ_ONLY_PAGE,
  pageData?: string,
): Window {
  document.head.innerHTML = `<script type="module" src="/assets/boot-B.js" ${attributes}></script>`;
  document.body.innerHTML = `<div id="root">${root}</div>${pageData ?? ''}`;
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  return window;
}

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** A browser's IntersectionObserver, driven by the test: `show(true)` brings what it watches near the screen. */
function stubIntersectionObserver() {
  const watched: { targets: Element[]; rootMargin?: string; disconnected: boolean; show: (near: boolean) => void }[] =
    [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(
        callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
        options?: { rootMargin?: string },
      ) {
        this.record = {
          targets: [] as Element[],
          rootMargin: options?.rootMargin,
          disconnected: false,
          show: (near: boolean) => callback(this.record.targets.map((target) => ({ isIntersecting: near, target }))),
        };
        watched.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return watched;
}

describe('the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it(`finds the parts shared marks as needing the app (${NEEDS_APP_ATTRIBUTE})`, () => {
    expect(NEEDS_APP).toBe(`[${NEEDS_APP_ATTRIBUTE}]`);
  });

  it('reads the page’s chunks from the data block the server writes (initialPage.ts)', () => {
    expect(PAGE_DATA).toBe(PAGE_DATA_ID);
  });

  it('fetches the chunks after the entry: the page’s own after the boot script’s, never the entry again', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    const pageData = pageDataBlock({ path: '/legal', preload: ['/assets/index-A.js', '/assets/LegalPage-D.js'] });
    startAppWhenNeeded(
      windowWithBoot(
        'data-entry="/assets/index-A.js" data-preload="/assets/app-frame-F.js"',
        'interactive',
        '',
        pageData,
      ),
      imported,
    );
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    await vi.advanceTimersByTimeAsync(10);
    expect(preloads()).toEqual(['/assets/app-frame-F.js', '/assets/LegalPage-D.js']);
  });

  it('starts the app all the same when the data block names no chunk, or cannot be read: with the boot script’s chunks', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    for (const pageData of [
      `<script type="application/json" id="${PAGE_DATA_ID}">{preload:</script>`,
      pageDataBlock({ path: '/legal' }),
      pageDataBlock({ path: '/legal', preload: [] }),
    ]) {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      const imported = vi.fn(async () => undefined);
      startAppWhenNeeded(
        windowWithBoot(
          'data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js"',
          'interactive',
          '',
          pageData,
        ),
        imported,
      );
      expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
      await vi.advanceTimersByTimeAsync(10);
      expect(preloads()).toEqual(['/assets/identity-C.js']);
    }
  });

  it('starts at once on a page with nothing prerendered (an empty root): there is nothing to read without the app', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(
      windowWithBoot('data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js"', 'interactive', ''),
      imported,
    );
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toEqual(['/assets/identity-C.js']);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('on a page a visitor only reads (no part needs the app), fetches nothing, loaded or not, until the visitor acts', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const watched = stubIntersectionObserver();
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(
      windowWithBoot(
        'data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js"',
        'interactive',
        READ_ONLY_PAGE,
        pageDataBlock({ path: '/legal', preload: ['/assets/LegalPage-D.js'] }),
      ),
      imported,
    );
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS * 3);
    expect(imported).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(watched, 'nothing to watch').toEqual([]);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    await vi.advanceTimersByTimeAsync(10);
    expect(preloads()).toEqual(['/assets/identity-C.js', '/assets/LegalPage-D.js']);
  });

  it(`on a page with a part that needs the app, starts when the browser is idle once the page has loaded and the part is near the screen (${NEAR_THE_SCREEN})`, async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const watched = stubIntersectionObserver();
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(
      windowWithBoot(
        'data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js"',
        'interactive',
        PAGE_WITH_FORM,
      ),
      imported,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(watched, 'not watched before the load event').toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(watched).toHaveLength(1);
    expect(watched[0]?.targets.map((target) => target.tagName)).toEqual(['FORM']);
    expect(watched[0]?.rootMargin).toBe(NEAR_THE_SCREEN);
    watched[0]?.show(false);
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported, 'far from the screen: nothing').not.toHaveBeenCalled();
    watched[0]?.show(true);
    expect(watched[0]?.disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    expect(preloads()).toEqual(['/assets/identity-C.js']);
    // Once: neither a later interaction nor the load event's time-out starts it again.
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('a visitor who acts while a part is watched starts the app, and the watch ends', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const watched = stubIntersectionObserver();
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(windowWithBoot('data-entry="/assets/index-A.js"', 'complete', PAGE_WITH_FORM), imported);
    expect(watched).toHaveLength(1);
    document.body.dispatchEvent(new Event('wheel', { bubbles: true }));
    expect(imported).toHaveBeenCalledTimes(1);
    expect(watched[0]?.disconnected).toBe(true);
  });

  it('marks the first act in the page’s timeline (the field report’s takeover starts there), and an idle start not at all', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    performance.clearMarks();
    const watched = stubIntersectionObserver();
    startAppWhenNeeded(
      windowWithBoot('data-entry="/assets/index-A.js"', 'complete', PAGE_WITH_FORM),
      vi.fn(async () => undefined),
    );
    watched[0]?.show(true);
    await vi.advanceTimersByTimeAsync(2_001);
    expect(performance.getEntriesByName(FIRST_ACT_MARK), 'started by itself').toEqual([]);
    startAppWhenNeeded(
      windowWithBoot('data-entry="/assets/index-A.js"', 'complete'),
      vi.fn(async () => undefined),
    );
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('wheel', { bubbles: true }));
    expect(performance.getEntriesByName(FIRST_ACT_MARK).length).toBeGreaterThan(0);
    performance.clearMarks();
  });

  it('a press on a link starts nothing, nor the focus it gives the link: the link works without the app, and the next page starts its own', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    const page = '<header><a href="/savings_account"><span>Savings</span></a></header><main><h1>Home</h1></main>';
    startAppWhenNeeded(windowWithBoot('data-entry="/assets/index-A.js"', 'complete', page), imported);
    const link = document.querySelector('a')!;
    link.querySelector('span')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // The page scrolls by itself (the focus, scroll anchoring): still nothing.
    document.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported).not.toHaveBeenCalled();
    // The press became a swipe: the browser cancels it to scroll, and the visitor is reading the page.
    link.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
  });

  it('after a press on a link that stays on the page (a fragment, a call), the visitor’s next act starts the app', async () => {
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(
      windowWithBoot(
        'data-entry="/assets/index-A.js"',
        'complete',
        '<main><h1>Home</h1><a href="#rates">Rates</a><a href="tel:+237000">Call</a><p>Text</p></main>',
      ),
      imported,
    );
    document
      .querySelector('a[href="#rates"]')!
      .dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    document.querySelector('a[href^="tel:"]')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(imported).not.toHaveBeenCalled();
    document.querySelector('p')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
  });

  it('asks for the entry first, then each chunk it needs in a task of its own: no one task starts a dozen requests', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(
      windowWithBoot(
        'data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js"',
        'interactive',
        '',
        pageDataBlock({ path: '/legal', preload: ['/assets/LegalPage-D.js', '/assets/legal.en-E.js'] }),
      ),
      imported,
    );
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    expect(preloads()).toEqual([]);
    const seen: (string | null)[][] = [];
    for (let task = 0; task < 4; task++) {
      await vi.advanceTimersToNextTimerAsync();
      seen.push(preloads());
    }
    expect(seen).toEqual([
      ['/assets/identity-C.js'],
      ['/assets/identity-C.js', '/assets/LegalPage-D.js'],
      ['/assets/identity-C.js', '/assets/LegalPage-D.js', '/assets/legal.en-E.js'],
      ['/assets/identity-C.js', '/assets/LegalPage-D.js', '/assets/legal.en-E.js'],
    ]);
  });

  it('waits for the first contentful paint too, when the load event comes before it (a fast device)', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    let notify: (names: string[]) => void = () => undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static readonly supportedEntryTypes = ['paint'];
        constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
          notify = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
        }
        observe() {}
        disconnect() {}
      },
    );
    const imported = vi.fn(async () => undefined);
    // No IntersectionObserver (jsdom, an old browser): a page with a part starts once it has loaded and painted.
    startAppWhenNeeded(windowWithBoot('data-entry="/assets/index-A.js"', 'complete', PAGE_WITH_FORM), imported);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(imported).not.toHaveBeenCalled();
    notify(['first-paint']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported).not.toHaveBeenCalled();
    notify(['first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it.each(FIRST_INTERACTIONS)(
    'starts at once when the visitor acts first (%s), before the page has loaded',
    async (type) => {
      vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
      const imported = vi.fn(async () => undefined);
      startAppWhenNeeded(windowWithBoot('data-entry="/assets/index-A.js"'), imported);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
      expect(imported).toHaveBeenCalledTimes(1);
    },
  );

  it('watches its parts anyway when the load event never comes (an image that hangs), after its time-out', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(windowWithBoot('data-entry="/assets/index-A.js"', 'interactive', PAGE_WITH_FORM), imported);
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS - 1);
    expect(imported).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_001);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('loads nothing from another site, whatever its attributes say', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppWhenNeeded(
      windowWithBoot('data-entry="https://other-host.example/x.js"', 'complete', PAGE_WITH_FORM),
      imported,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported).not.toHaveBeenCalled();
    startAppWhenNeeded(
      windowWithBoot(
        'data-entry="/assets/index-A.js" data-preload="//other-host.example/y.js"',
        'complete',
        PAGE_WITH_FORM,
        pageDataBlock({ path: '/legal', preload: ['https://other-host.example/z.js'] }),
      ),
      imported,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    expect(preloads()).toEqual([]);
  });
});
