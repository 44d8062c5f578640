import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from './offlineText.en';
import { offerKeepingSectionOffline, saveShownPage, startOfflineReading } from './offlineReading';
import { savesData, type OfflineMessage } from './offlineStorage';

const SITE = 'https://www.mboa.example';
/** How long a test waits for the page to show what it is due to (as Testing Library's, vitest.setup.ts): a wait, not a check of speed. */
const WAIT = { timeout: 15_000 };
const OFFLINE_SECTIONS = { 'personal-banking': { en: { pages: 18, bytes: 106269 } } };

/** A service worker that records the messages it is sent. */
const fakeServiceWorker = () => ({ postMessage: vi.fn<(message: OfflineMessage) => void>() });

/**
 * A browser's ServiceWorkerContainer: `activate` makes a worker the registration's active one
 * (`ready`), `takeOver` also makes it control the page, as clients.claim() does.
 */
class FakeContainer extends EventTarget {
  controller: ReturnType<typeof fakeServiceWorker> | null;
  readonly registrations = [{ unregister: vi.fn(async () => true) }, { unregister: vi.fn(async () => true) }];
  readonly register = vi.fn<(path: string) => Promise<object>>(async () => ({}));
  readonly getRegistrations = vi.fn(async () => this.registrations);
  readonly ready: Promise<{ active: ReturnType<typeof fakeServiceWorker> }>;
  private becomeReady: (registration: { active: ReturnType<typeof fakeServiceWorker> }) => void = () => undefined;
  constructor(controller: ReturnType<typeof fakeServiceWorker> | null = null) {
    super();
    this.ready = new Promise((resolve) => (this.becomeReady = resolve));
    this.controller = controller;
    if (controller) this.activate(controller);
  }
  activate(worker = fakeServiceWorker()) {
    this.becomeReady({ active: worker });
    return worker;
  }
  takeOver(worker = fakeServiceWorker()) {
    this.activate(worker);
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
    return worker;
  }
}

/** Cache Storage holding caches of these names. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return { held, keys: vi.fn(async () => [...held]), delete: vi.fn(async (name: string) => held.delete(name)) };
}

interface FakeWindowOptions {
  /** The browser's worker container; none where the browser has no service worker (or the page is no secure context). */
  readonly container?: FakeContainer | 'none';
  readonly path?: string;
  readonly connection?: { saveData?: boolean; effectiveType?: string };
  readonly resources?: string[];
  readonly caches?: ReturnType<typeof fakeCaches>;
}

/** A window with this page's address, its resource timings, and its browser's worker and caches. */
function fakeWindow({
  container = new FakeContainer(),
  path = '/savings_account?utm_source=sms',
  connection,
  resources = [],
  caches = fakeCaches([]),
}: FakeWindowOptions = {}) {
  const url = new URL(path, SITE);
  const getEntriesByType = vi.fn((type: string) =>
    type === 'resource' ? resources.map((name) => ({ name, entryType: 'resource' })) : [],
  );
  const win = {
    navigator: { ...(container === 'none' ? {} : { serviceWorker: container }), ...(connection ? { connection } : {}) },
    location: { href: url.href, pathname: url.pathname },
    performance: { getEntriesByType },
    caches,
    document,
  } as unknown as Window;
  return { win, getEntriesByType };
}

/** Lets the page's promises settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('whether the visitor saves data', () => {
  it.each([
    ['asks for less data (Save-Data)', { saveData: true, effectiveType: '4g' }],
    ['is on 2G', { effectiveType: '2g' }],
    ['is on slow 2G', { effectiveType: 'slow-2g' }],
  ])('does when the visitor %s', (_what, connection) => {
    expect(savesData({ connection } as unknown as Navigator)).toBe(true);
  });

  it.each([
    ['is on 3G', { effectiveType: '3g' }],
    ['is on 4G', { effectiveType: '4g', saveData: false }],
    ['has a browser that does not say', undefined],
    ['has a connection that says nothing', {}],
  ])('does not when the visitor %s', (_what, connection) => {
    expect(savesData((connection ? { connection } : {}) as unknown as Navigator)).toBe(false);
  });
});

describe('keeping a page the app showed without a page load', () => {
  it('asks the worker to fetch the page at the current address and keep it', () => {
    const worker = fakeServiceWorker();
    const { win } = fakeWindow({ container: new FakeContainer(worker), path: '/fr/njangie?utm_source=sms#tarifs' });
    saveShownPage(win);
    expect(worker.postMessage.mock.calls).toEqual([
      [{ type: 'save-page', url: `${SITE}/fr/njangie?utm_source=sms#tarifs`, fromHttpCache: false, files: [] }],
    ]);
  });

  it.each([
    ['asks for less data', { saveData: true }],
    ['is on 2G', { effectiveType: '2g' }],
  ])('asks nothing when the visitor %s', (_what, connection) => {
    const worker = fakeServiceWorker();
    saveShownPage(fakeWindow({ container: new FakeContainer(worker), connection }).win);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('asks nothing when no worker controls the page, or the browser has none', () => {
    expect(() => saveShownPage(fakeWindow({ container: new FakeContainer(null) }).win)).not.toThrow();
    expect(() => saveShownPage(fakeWindow({ container: 'none' }).win)).not.toThrow();
  });
});

describe('starting offline reading', () => {
  beforeEach(() => {
    // As in a build: under Vitest import.meta.env.DEV is true, where the page registers no worker.
    vi.stubEnv('DEV', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    document.body.innerHTML = '';
  });

  it('registers the site’s worker at /sw.js, its scope the whole site, and removes nothing', async () => {
    const container = new FakeContainer();
    const caches = fakeCaches(['mboa-pages']);
    startOfflineReading({
      enabled: true,
      offlineSections: OFFLINE_SECTIONS,
      win: fakeWindow({ container, caches }).win,
    });
    await settle();
    expect(container.register.mock.calls).toEqual([['/sw.js']]);
    expect(container.registrations.every(({ unregister }) => unregister.mock.calls.length === 0)).toBe(true);
    expect(caches.delete).not.toHaveBeenCalled();
  });

  it('once the worker installed from this page is active, asks it to keep the page as loaded and the files it loaded, from the HTTP cache', async () => {
    const container = new FakeContainer(null);
    const resources = [
      `${SITE}/assets/index-Dg5fmowl.js`,
      `${SITE}/remotes/personal-banking/0123456789ab/assets/remoteEntry.js`,
      `${SITE}/remotes.json`,
    ];
    const { win, getEntriesByType } = fakeWindow({ container, path: '/savings_account?utm_source=sms', resources });
    startOfflineReading({ enabled: true, offlineSections: OFFLINE_SECTIONS, win });
    await settle();
    // The visitor moved on in the app before the worker was ready; and a page loaded past the
    // worker (a forced reload) is never controlled by it: the page as loaded is kept all the same.
    (win.location as { href: string }).href = `${SITE}/student-Account`;
    const worker = container.activate();
    await settle();
    expect(getEntriesByType).toHaveBeenCalledWith('resource');
    expect(worker.postMessage.mock.calls).toEqual([
      [{ type: 'save-page', url: `${SITE}/savings_account?utm_source=sms`, fromHttpCache: true, files: resources }],
    ]);
  });

  it('asks a worker that already controlled the page (the page came through it) to keep its search bundles, and nothing more', async () => {
    const before = fakeServiceWorker();
    const container = new FakeContainer(before);
    startOfflineReading({
      enabled: true,
      offlineSections: OFFLINE_SECTIONS,
      win: fakeWindow({ container, path: '/fr/njangie' }).win,
    });
    await settle();
    const after = container.takeOver();
    await settle();
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(before.postMessage.mock.calls).toEqual([[{ type: 'keep-search', url: `${SITE}/fr/njangie` }]]);
    expect(after.postMessage).not.toHaveBeenCalled();
  });

  it('asks for no search bundle when the visitor saves data', async () => {
    const worker = fakeServiceWorker();
    const container = new FakeContainer(worker);
    const { win } = fakeWindow({ container, connection: { saveData: true } });
    startOfflineReading({ enabled: true, offlineSections: OFFLINE_SECTIONS, win });
    await settle();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('asks nothing when the worker could not be registered', async () => {
    const container = new FakeContainer(null);
    container.register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker'));
    startOfflineReading({ enabled: true, offlineSections: OFFLINE_SECTIONS, win: fakeWindow({ container }).win });
    await settle();
    const worker = container.takeOver();
    await settle();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('on a hub page, offers the section once the worker controls it', async () => {
    const container = new FakeContainer(null);
    const place = document.createElement('div');
    place.setAttribute('data-keep-offline', '');
    document.body.append(place);
    startOfflineReading({
      enabled: true,
      offlineSections: OFFLINE_SECTIONS,
      win: fakeWindow({ container, path: '/personal-banking' }).win,
    });
    await settle();
    expect(place.childElementCount).toBe(0);
    container.takeOver();
    await vi.waitFor(
      () => expect(within(place).getByRole('region', { name: english.keepSection.heading })).toBeTruthy(),
      WAIT,
    );
  });

  it('when the deployment turned offline reading off, unregisters every worker and deletes every cache, registering none', async () => {
    const container = new FakeContainer(fakeServiceWorker());
    const caches = fakeCaches(['mboa-pages', 'mboa-release-files', 'mboa-manifest', 'mboa-shell-files']);
    startOfflineReading({ enabled: false, offlineSections: undefined, win: fakeWindow({ container, caches }).win });
    await vi.waitFor(() => expect(caches.held.size).toBe(0), WAIT);
    expect(container.registrations.map(({ unregister }) => unregister.mock.calls.length)).toEqual([1, 1]);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('does nothing, and does not fail, in a browser with no service worker (or a page that is no secure context)', async () => {
    const caches = fakeCaches(['mboa-pages']);
    expect(() =>
      startOfflineReading({
        enabled: true,
        offlineSections: OFFLINE_SECTIONS,
        win: fakeWindow({ container: 'none', caches }).win,
      }),
    ).not.toThrow();
    expect(() =>
      startOfflineReading({
        enabled: false,
        offlineSections: OFFLINE_SECTIONS,
        win: fakeWindow({ container: 'none', caches }).win,
      }),
    ).not.toThrow();
    await settle();
    expect(caches.delete).not.toHaveBeenCalled();
  });

  it('does nothing under Vite’s dev server (import.meta.env.DEV), which serves no worker', async () => {
    vi.stubEnv('DEV', true);
    const container = new FakeContainer();
    const caches = fakeCaches(['mboa-pages']);
    startOfflineReading({
      enabled: true,
      offlineSections: OFFLINE_SECTIONS,
      win: fakeWindow({ container, caches }).win,
    });
    startOfflineReading({
      enabled: false,
      offlineSections: OFFLINE_SECTIONS,
      win: fakeWindow({ container, caches }).win,
    });
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    expect(container.getRegistrations).not.toHaveBeenCalled();
    expect(caches.delete).not.toHaveBeenCalled();
  });
});

describe('the offer to keep a hub’s section, on a page the worker controls', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function pageWithPlace(path: string, { controlled = true } = {}) {
    const place = document.createElement('div');
    place.setAttribute('data-keep-offline', '');
    document.body.append(place);
    return {
      place,
      win: fakeWindow({ container: new FakeContainer(controlled ? fakeServiceWorker() : null), path }).win,
    };
  }

  it('fills the hub’s place with the offer for its section', async () => {
    const { place, win } = pageWithPlace('/personal-banking');
    offerKeepingSectionOffline(OFFLINE_SECTIONS, win);
    await vi.waitFor(
      () => expect(within(place).getByRole('region', { name: english.keepSection.heading })).toBeTruthy(),
      WAIT,
    );
    expect(place.textContent).toContain('18 pages');
  });

  it.each([
    ['a page the worker does not control', '/personal-banking', false, OFFLINE_SECTIONS],
    ['a page of the shell', '/', true, OFFLINE_SECTIONS],
    ['a page that is no page of the site', '/no-such-page', true, OFFLINE_SECTIONS],
    ['a section the manifest gives no size for', '/fr/personal-banking', true, OFFLINE_SECTIONS],
    ['a manifest with no sizes', '/personal-banking', true, undefined],
  ])('offers nothing on %s', async (_what, path, controlled, sections) => {
    const { place, win } = pageWithPlace(path, { controlled });
    offerKeepingSectionOffline(sections, win);
    // The offer's chunk, where it is loaded, has loaded by then.
    await import('./keepSectionOffline');
    await settle();
    expect(place.childElementCount).toBe(0);
  });

  it('leaves a place already filled as it is', async () => {
    const { place, win } = pageWithPlace('/personal-banking');
    place.innerHTML = '<p>Already offered</p>';
    offerKeepingSectionOffline(OFFLINE_SECTIONS, win);
    await import('./keepSectionOffline');
    await settle();
    expect(place.innerHTML).toBe('<p>Already offered</p>');
  });
});
