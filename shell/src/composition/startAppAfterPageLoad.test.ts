import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_INTERACTIONS, LOAD_EVENT_TIMEOUT_MS, startAppAfterPageLoad } from './startAppAfterPageLoad';

/** The test page's own document (it has an address, as a page does), its head holding the boot script. */
function windowWithBoot(attributes: string, readyState: DocumentReadyState = 'interactive', prerendered = true): Window {
  document.head.innerHTML = `<script type="module" src="/assets/boot-B.js" ${attributes}></script>`;
  document.body.innerHTML = `<div id="root">${prerendered ? '<header><a href="/">Mboa CCU</a></header><main><h1>Savings Account</h1></main>' : ''}</div>`;
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  return window;
}

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts at once on a page with nothing prerendered (an empty root): there is nothing to read without the app', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js"', 'interactive', false), imported);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toEqual(['/assets/identity-C.js']);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing until the page has loaded, then, when the browser is idle, the entry and its chunks', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js /assets/LegalPage-D.js"'), imported);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(imported).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    expect(preloads()).toEqual(['/assets/identity-C.js', '/assets/LegalPage-D.js']);
    // Once: neither a later interaction nor the load event's time-out starts it again.
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('asks for the entry first, then each chunk it needs in a task of its own: no one task starts a dozen requests', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js /assets/LegalPage-D.js /assets/legal.en-E.js"', 'interactive', false), imported);
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
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js"', 'complete'), imported);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(imported).not.toHaveBeenCalled();
    notify(['first-paint']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported).not.toHaveBeenCalled();
    notify(['first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page that has already loaded, when the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js"', 'complete'), imported);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
  });

  it.each(FIRST_INTERACTIONS)('starts at once when the visitor acts first (%s), before the page has loaded', async (type) => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js"'), imported);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the load event never comes (an image that hangs), after its time-out', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js"'), imported);
    await vi.advanceTimersByTimeAsync(LOAD_EVENT_TIMEOUT_MS - 1);
    expect(imported).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_001);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('loads nothing from another site, whatever its attributes say', async () => {
    vi.useFakeTimers({ toFake: ['requestIdleCallback', 'setTimeout', 'clearTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterPageLoad(windowWithBoot('data-entry="https://other-host.example/x.js"', 'complete'), imported);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported).not.toHaveBeenCalled();
    startAppAfterPageLoad(windowWithBoot('data-entry="/assets/index-A.js" data-preload="//other-host.example/y.js"', 'complete'), imported);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    expect(preloads()).toEqual([]);
  });
});
