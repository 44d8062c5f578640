import { SITE_PAGES, type SitePage } from '@mboa/shared';
import { beaconQuery, parseBeacon, type PageView } from '@mboa/shared/vitals';
import { describe, expect, it, vi } from 'vitest';
import type { PrerenderedPage } from '../start/initialPage';
import { startVitalsReporting } from './startVitalsReporting';

const SHELL_ID = '0123456789ab';
const PERSONAL_BANKING_ID = 'aaaaaaaaaaa1';
const BUSINESS_BANKING_ID = 'bbbbbbbbbbb2';

/** A real page of the site, by its address. */
function pageAt(path: string): SitePage {
  const page = SITE_PAGES.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not a page of the site`);
  return page;
}

/** What the browser reads back from a document composed at deploy time. */
function prerenderedAt(
  path: string,
  releases: Record<string, string> | null = { shell: SHELL_ID, 'personal-banking': PERSONAL_BANKING_ID },
): PrerenderedPage {
  return { page: pageAt(path), ...(releases ? { releases } : {}) };
}

interface FakeWindowOptions {
  readonly screen?: { width: number; height: number };
  readonly navigator?: Record<string, unknown>;
  /** False: a browser without requestIdleCallback (Safari). */
  readonly idleCallbacks?: boolean;
}

/** A window whose idle callbacks and timers run only when the test says so. */
function fakeWindow({
  screen = { width: 1280, height: 800 },
  navigator = {},
  idleCallbacks = true,
}: FakeWindowOptions = {}) {
  const idle: IdleRequestCallback[] = [];
  const timers: { callback: () => void; delay: number | undefined }[] = [];
  const requestIdleCallback = vi.fn<(callback: IdleRequestCallback, options?: IdleRequestOptions) => number>(
    (callback) => idle.push(callback),
  );
  const setTimeout = vi.fn((callback: () => void, delay?: number) => timers.push({ callback, delay }));
  const win = { navigator, screen, setTimeout, ...(idleCallbacks ? { requestIdleCallback } : {}) } as unknown as Window;
  const runIdle = async () => {
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    await flush();
  };
  const runTimers = async () => {
    for (const { callback } of timers.splice(0)) callback();
    await flush();
  };
  return { win, requestIdleCallback, setTimeout, idle, timers, runIdle, runTimers };
}

/** Lets the loader's promise and its `then` settle. */
const flush = () => new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0));

/** A reporting chunk that records the page views it is given. */
function fakeReporter() {
  const reportVitals = vi.fn<(view: PageView) => void>();
  const loadReporter = vi.fn(async () => ({ reportVitals }));
  return { reportVitals, loadReporter };
}

/** Starts reporting for a sampled page view (random() under the rate) and runs the idle callback; the PageView the chunk got. */
async function viewReported(
  prerendered: PrerenderedPage,
  options: FakeWindowOptions = {},
): Promise<PageView | undefined> {
  const { win, runIdle } = fakeWindow(options);
  const { reportVitals, loadReporter } = fakeReporter();
  startVitalsReporting({ sampleRate: 1, prerendered, win, random: () => 0, loadReporter });
  await runIdle();
  expect(reportVitals.mock.calls.length).toBeLessThanOrEqual(1);
  return reportVitals.mock.calls[0]?.[0];
}

describe('whether a page view reports its speed', () => {
  it.each([
    ['the rate is 0 (reporting off), even when random() is 0', 0, 0],
    ['random() equals the rate', 0.1, 0.1],
    ['random() is above the rate', 0.1, 0.5],
    ['random() is just under 1 and the rate is 0.5', 0.5, 0.999],
    ['the rate is not a number', Number.NaN, 0],
  ])('does not when %s: the chunk is never loaded', async (_case, sampleRate, drawn) => {
    const { win, requestIdleCallback, setTimeout, runIdle, runTimers } = fakeWindow();
    const { loadReporter, reportVitals } = fakeReporter();
    expect(
      startVitalsReporting({
        sampleRate,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random: () => drawn,
        loadReporter,
      }),
    ).toBe(false);
    await runIdle();
    await runTimers();
    expect(requestIdleCallback).not.toHaveBeenCalled();
    expect(setTimeout).not.toHaveBeenCalled();
    expect(loadReporter).not.toHaveBeenCalled();
    expect(reportVitals).not.toHaveBeenCalled();
  });

  it('does at a rate of 0.1 when random() draws 0.05', async () => {
    const { win, runIdle } = fakeWindow();
    const { loadReporter, reportVitals } = fakeReporter();
    const random = vi.fn(() => 0.05);
    expect(
      startVitalsReporting({
        sampleRate: 0.1,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random,
        loadReporter,
      }),
    ).toBe(true);
    await runIdle();
    expect(random).toHaveBeenCalledTimes(1);
    expect(loadReporter).toHaveBeenCalledTimes(1);
    expect(reportVitals).toHaveBeenCalledTimes(1);
  });

  it('does at a rate of 1 whatever random() draws under 1', async () => {
    const { win, runIdle } = fakeWindow();
    const { loadReporter } = fakeReporter();
    expect(
      startVitalsReporting({
        sampleRate: 1,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random: () => 0.999999,
        loadReporter,
      }),
    ).toBe(true);
    await runIdle();
    expect(loadReporter).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
    ['Do Not Track, as older browsers spelled it', { msDoNotTrack: 'yes' }],
  ])('does not when the visitor sends %s, even when sampled', async (_signal, navigator) => {
    const { win, runIdle, runTimers } = fakeWindow({ navigator });
    const { loadReporter } = fakeReporter();
    expect(
      startVitalsReporting({
        sampleRate: 1,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random: () => 0,
        loadReporter,
      }),
    ).toBe(false);
    await runIdle();
    await runTimers();
    expect(loadReporter).not.toHaveBeenCalled();
  });

  it.each([
    ['Global Privacy Control is false', { globalPrivacyControl: false }],
    ['Do Not Track is "0"', { doNotTrack: '0' }],
    ['Do Not Track is unspecified', { doNotTrack: 'unspecified' }],
    ['Do Not Track is null', { doNotTrack: null }],
  ])('does when %s', async (_signal, navigator) => {
    const { win, runIdle } = fakeWindow({ navigator });
    const { loadReporter } = fakeReporter();
    expect(
      startVitalsReporting({
        sampleRate: 1,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random: () => 0,
        loadReporter,
      }),
    ).toBe(true);
    await runIdle();
    expect(loadReporter).toHaveBeenCalledTimes(1);
  });

  it.each<[string, PrerenderedPage | undefined]>([
    ['a document that was not prerendered', undefined],
    ['the not-found page', { page: null, releases: { shell: SHELL_ID } }],
    ['a page whose data block names no releases', prerenderedAt('/savings_account', null)],
    [
      'a page whose releases miss its owner',
      prerenderedAt('/savings_account', { shell: SHELL_ID, 'business-banking': BUSINESS_BANKING_ID }),
    ],
    [
      'a page whose releases miss the shell',
      prerenderedAt('/savings_account', { 'personal-banking': PERSONAL_BANKING_ID }),
    ],
    ['a shell page whose releases are empty', prerenderedAt('/legal', {})],
  ])('does not for %s, even when sampled', async (_case, prerendered) => {
    const { win, runIdle, runTimers } = fakeWindow();
    const { loadReporter } = fakeReporter();
    expect(startVitalsReporting({ sampleRate: 1, prerendered, win, random: () => 0, loadReporter })).toBe(false);
    await runIdle();
    await runTimers();
    expect(loadReporter).not.toHaveBeenCalled();
  });
});

describe('the page view it reports', () => {
  it('for a remote’s page in French: the route without /fr, the language, the owner as section and the owner’s release', async () => {
    const releases = {
      shell: SHELL_ID,
      'personal-banking': PERSONAL_BANKING_ID,
      'business-banking': BUSINESS_BANKING_ID,
    };
    expect(
      await viewReported(prerenderedAt('/fr/savings_account', releases), {
        screen: { width: 390, height: 844 },
        navigator: { connection: { effectiveType: '4g' } },
      }),
    ).toEqual({
      route: '/savings_account',
      language: 'fr',
      shell: SHELL_ID,
      section: 'personal-banking',
      release: PERSONAL_BANKING_ID,
      connection: '4g',
      device: 'phone',
    });
  });

  it('for a shell page: the section is the shell, its release the shell’s', async () => {
    expect(await viewReported(prerenderedAt('/legal', { shell: SHELL_ID }))).toEqual({
      route: '/legal',
      language: 'en',
      shell: SHELL_ID,
      section: 'shell',
      release: SHELL_ID,
      connection: '',
      device: 'larger',
    });
    expect(await viewReported(prerenderedAt('/fr', { shell: SHELL_ID }))).toMatchObject({
      route: '/',
      language: 'fr',
      section: 'shell',
      release: SHELL_ID,
    });
  });

  it.each([
    ['a phone held upright (390×844)', 'phone', { width: 390, height: 844 }],
    ['a phone held sideways (844×390)', 'phone', { width: 844, height: 390 }],
    ['a screen whose shorter side is 599 px', 'phone', { width: 599, height: 1000 }],
    ['a screen whose shorter side is 600 px', 'larger', { width: 960, height: 600 }],
    ['a tablet (768×1024)', 'larger', { width: 768, height: 1024 }],
    ['a laptop (1280×800)', 'larger', { width: 1280, height: 800 }],
  ])('names %s: %s', async (_case, device, screen) => {
    expect((await viewReported(prerenderedAt('/savings_account'), { screen }))?.device).toBe(device);
  });

  it('gives the connection as the browser names it, and an empty one where it does not', async () => {
    expect((await viewReported(prerenderedAt('/savings_account'), { navigator: {} }))?.connection).toBe('');
    expect((await viewReported(prerenderedAt('/savings_account'), { navigator: { connection: {} } }))?.connection).toBe(
      '',
    );
    expect(
      (await viewReported(prerenderedAt('/savings_account'), { navigator: { connection: { effectiveType: '3g' } } }))
        ?.connection,
    ).toBe('3g');
  });

  it('is, for every page of the site, one the beacon schema accepts and reads back as that page', async () => {
    const releases = {
      shell: SHELL_ID,
      'personal-banking': PERSONAL_BANKING_ID,
      'business-banking': BUSINESS_BANKING_ID,
      'group-societies': 'ccccccccccc3',
      'verify-statement': 'ddddddddddd4',
    };
    for (const page of SITE_PAGES) {
      const view = await viewReported({ page, releases }, { navigator: { connection: { effectiveType: '4g' } } });
      expect(view, page.path).toBeDefined();
      const query = beaconQuery(view!, { LCP: 1000 });
      expect(query, page.path).toBeDefined();
      const parsed = parseBeacon(query!, '2025-01-01T00:00:00+00:00');
      expect('record' in parsed && parsed.record, page.path).toMatchObject({
        route: page.route,
        language: page.language,
        section: page.owner,
        release: releases[page.owner],
        shell: SHELL_ID,
        lcp: 1000,
      });
    }
  });
});

describe('the reporting chunk', () => {
  it('is loaded only once the browser is idle, with a time-out, and given the page view', async () => {
    const { win, requestIdleCallback, setTimeout, idle, runIdle } = fakeWindow();
    const { loadReporter, reportVitals } = fakeReporter();
    startVitalsReporting({
      sampleRate: 1,
      prerendered: prerenderedAt('/savings_account'),
      win,
      random: () => 0,
      loadReporter,
    });
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: expect.any(Number) as number });
    expect(idle).toHaveLength(1);
    await flush();
    expect(loadReporter).not.toHaveBeenCalled();
    expect(setTimeout).not.toHaveBeenCalled();
    await runIdle();
    expect(loadReporter).toHaveBeenCalledTimes(1);
    expect(reportVitals).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, is loaded in a task of its own (setTimeout 0), not before it runs', async () => {
    const { win, setTimeout, timers, runTimers } = fakeWindow({ idleCallbacks: false });
    const { loadReporter, reportVitals } = fakeReporter();
    expect(
      startVitalsReporting({
        sampleRate: 1,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random: () => 0,
        loadReporter,
      }),
    ).toBe(true);
    expect(setTimeout).toHaveBeenCalledTimes(1);
    expect(timers[0]?.delay).toBe(0);
    await flush();
    expect(loadReporter).not.toHaveBeenCalled();
    await runTimers();
    expect(loadReporter).toHaveBeenCalledTimes(1);
    expect(reportVitals).toHaveBeenCalledTimes(1);
  });

  it('that fails to load (a network error) costs the page nothing: no error escapes', async () => {
    const { win, runIdle } = fakeWindow();
    const loadReporter = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startVitalsReporting({
        sampleRate: 1,
        prerendered: prerenderedAt('/savings_account'),
        win,
        random: () => 0,
        loadReporter,
      });
      await runIdle();
      await flush();
      expect(loadReporter).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
