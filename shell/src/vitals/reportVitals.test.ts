import { parseBeacon, type MetricName, type PageView } from '@mboa/shared/vitals';
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { APP_TOOK_OVER_MARK, FIRST_ACT_MARK } from '../start/takeover';
import { reportVitals } from './reportVitals';

/** The callback reportVitals gave each of web-vitals' on… functions. */
const callbacks = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
/** The options reportVitals gave each of them. */
const optionsGiven = vi.hoisted(() => new Map<string, unknown>());

vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: Metric) => void, options?: unknown) => {
    callbacks.set(name, callback);
    optionsGiven.set(name, options);
  };
  return { onFCP: on('FCP'), onLCP: on('LCP'), onTTFB: on('TTFB'), onCLS: on('CLS'), onINP: on('INP') };
});

/** web-vitals reports a metric's value. */
function measure(name: MetricName, value: number): void {
  const callback = callbacks.get(name);
  if (!callback) throw new Error(`reportVitals did not register on${name}`);
  callback({ name, value } as Metric);
}

const VIEW: PageView = {
  route: '/savings_account',
  language: 'fr',
  shell: '0123456789ab',
  section: 'personal-banking',
  release: 'aaaaaaaaaaa1',
  connection: '4g',
  device: 'phone',
};
const FIELDS =
  'v=1&route=/savings_account&lang=fr&shell=0123456789ab&section=personal-banking&release=aaaaaaaaaaa1&connection=4g&device=phone';

/** The page changes visibility, as a browser announces it: at the document, bubbling up to the window. */
function becomes(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let addEventListener: MockInstance<Window['addEventListener']>;

/** The query of each beacon sent so far. */
const queries = () =>
  fetchMock.mock.calls.map(([url]) => {
    expect(typeof url).toBe('string');
    const [path, query] = (url as string).split('?');
    expect(path).toBe('/vitals');
    return query ?? '';
  });

const recordOf = (query: string) => {
  const parsed = parseBeacon(query, '2025-01-01T00:00:00+00:00');
  if (!('record' in parsed)) throw new Error(`the beacon ${query} is refused: ${parsed.error}`);
  return parsed.record;
};

describe('the reporting chunk', () => {
  beforeEach(() => {
    callbacks.clear();
    optionsGiven.clear();
    fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    // Each test's listeners are removed after it, so that one test's page view cannot send in another's.
    addEventListener = vi.spyOn(window, 'addEventListener');
  });

  afterEach(() => {
    for (const [type, listener, options] of addEventListener.mock.calls)
      window.removeEventListener(type, listener, options);
    delete (document as { visibilityState?: unknown }).visibilityState;
    vi.unstubAllGlobals();
  });

  it('asks web-vitals for every change of each metric, so that the value sent is the one when the page is hidden', () => {
    reportVitals(VIEW, window);
    expect(Object.fromEntries(optionsGiven)).toEqual(
      Object.fromEntries(['FCP', 'LCP', 'TTFB', 'CLS', 'INP'].map((name) => [name, { reportAllChanges: true }])),
    );
  });

  it('registers every metric of the beacon but the takeover (the page’s own marks) with web-vitals', () => {
    reportVitals(VIEW, window);
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('sends nothing while the page is visible, and everything measured in one beacon when it is hidden', () => {
    reportVitals(VIEW, window);
    measure('FCP', 812.4);
    measure('LCP', 1240);
    measure('TTFB', 95);
    measure('CLS', 0.01234);
    measure('INP', 48);
    expect(fetchMock).not.toHaveBeenCalled();
    becomes('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(`/vitals?${FIELDS}&fcp=812&lcp=1240&ttfb=95&cls=0.0123&inp=48`, {
      keepalive: true,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    const [query] = queries();
    expect(recordOf(query!)).toMatchObject({
      route: VIEW.route,
      language: VIEW.language,
      shell: VIEW.shell,
      section: VIEW.section,
      release: VIEW.release,
      connection: VIEW.connection,
      device: VIEW.device,
      fcp: 812,
      lcp: 1240,
      ttfb: 95,
      cls: 0.0123,
      inp: 48,
    });
  });

  it('sends the time from the first act to the app taking over, from the marks the page set before the chunk loaded', () => {
    performance.mark(FIRST_ACT_MARK, { startTime: 1500 });
    performance.mark(APP_TOOK_OVER_MARK, { startTime: 2810 });
    try {
      reportVitals(VIEW, window);
      measure('INP', 48);
      becomes('hidden');
      expect(queries()).toEqual([`${FIELDS}&inp=48&takeover=1310`]);
      expect(recordOf(queries()[0]!)).toMatchObject({ inp: 48, takeover: 1310 });
    } finally {
      performance.clearMarks();
    }
  });

  it('sends nothing more when hidden again with nothing new measured', () => {
    reportVitals(VIEW, window);
    measure('FCP', 812.4);
    measure('TTFB', 95);
    becomes('hidden');
    becomes('visible');
    becomes('hidden');
    becomes('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a metric first measured after the first beacon in the next one, alone', () => {
    reportVitals(VIEW, window);
    measure('FCP', 812.4);
    measure('LCP', 1240);
    measure('TTFB', 95);
    becomes('hidden');
    becomes('visible');
    measure('CLS', 0.05);
    measure('INP', 180);
    becomes('hidden');
    expect(queries()).toEqual([`${FIELDS}&fcp=812&lcp=1240&ttfb=95`, `${FIELDS}&cls=0.05&inp=180`]);
    expect(recordOf(queries()[1]!)).toMatchObject({ fcp: null, lcp: null, ttfb: null, cls: 0.05, inp: 180 });
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({
      keepalive: true,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
  });

  it('never sends a metric again, even when web-vitals reports it again with another value', () => {
    reportVitals(VIEW, window);
    measure('LCP', 1240);
    measure('INP', 48);
    becomes('hidden');
    becomes('visible');
    // The visitor comes back: INP grows, LCP is reported again (a page restored from the back/forward cache).
    measure('INP', 320);
    measure('LCP', 900);
    becomes('hidden');
    becomes('visible');
    measure('INP', 400);
    measure('CLS', 0.2);
    becomes('hidden');
    expect(queries()).toEqual([`${FIELDS}&lcp=1240&inp=48`, `${FIELDS}&cls=0.2`]);
  });

  it('sends the metrics web-vitals finalises as the page is hidden in that same beacon', () => {
    reportVitals(VIEW, window);
    measure('FCP', 812.4);
    // web-vitals reports CLS and INP from its own visibilitychange listener, on the window in its
    // capture phase (registered, as in the browser, before the chunk's).
    const finalise = () => {
      if (document.visibilityState === 'hidden') {
        measure('CLS', 0.01234);
        measure('INP', 48);
      }
    };
    window.addEventListener('visibilitychange', finalise, true);
    becomes('hidden');
    expect(queries()).toEqual([`${FIELDS}&fcp=812&cls=0.0123&inp=48`]);
  });

  it('sends nothing when nothing was measured, however often the page is hidden', () => {
    reportVitals(VIEW, window);
    becomes('hidden');
    becomes('visible');
    becomes('hidden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the page becomes visible', () => {
    reportVitals(VIEW, window);
    measure('FCP', 812.4);
    measure('LCP', 1240);
    becomes('visible');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a value outside its range never, and the rest of the beacon still', () => {
    reportVitals(VIEW, window);
    measure('FCP', 812.4);
    measure('LCP', Number.NaN);
    measure('TTFB', -1);
    // Beyond what the schema accepts: 16 minutes and more, a layout shift score of 100 and more.
    measure('INP', 1_000_000);
    measure('CLS', 100);
    becomes('hidden');
    expect(queries()).toEqual([`${FIELDS}&fcp=812`]);
  });

  it('lets a beacon that fails to send fail quietly', async () => {
    // A plain function, not a vi.fn: a mock handles the promises it returns, and would hide an unhandled rejection.
    let sent = 0;
    vi.stubGlobal('fetch', () => {
      sent += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      reportVitals(VIEW, window);
      measure('FCP', 812.4);
      expect(() => becomes('hidden')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toBe(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
