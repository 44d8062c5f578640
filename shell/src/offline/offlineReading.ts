/**
 * Offline reading in the page (docs/offline.md): registers the site's service worker, or, when the
 * deployment has turned offline reading off, removes it and everything it saved; asks the worker
 * to keep the pages the app shows; and offers a hub's section for offline reading. A chunk of its
 * own, fetched once the app runs, the page has loaded and the browser is idle (start/main.tsx), so
 * that no visit's loading pays for it; the hub pages' offer is a chunk of its own again.
 */
import { findPage } from '@mboa/shared';
import { SERVICE_WORKER_PATH, type SavePageMessage } from './offlineStorage';

export interface OfflineReadingOptions {
  /** The deployment's setting (remotes.json's `offlineReading`). */
  readonly enabled: boolean;
  /** What keeping each section downloads (remotes.json's `offlineSections`), for a hub's offer. */
  readonly offlineSections: unknown;
  readonly win?: Window;
}

export function startOfflineReading({ enabled, offlineSections, win = window }: OfflineReadingOptions): void {
  // No worker where the browser has none, or on a page that is not a secure context.
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || import.meta.env.DEV) return;
  if (!enabled) return void removeOfflineReading(win, container);
  void register(win, container, offlineSections);
}

async function register(win: Window, container: ServiceWorkerContainer, offlineSections: unknown): Promise<void> {
  // A page that came through the worker is saved already; the first page the worker is installed
  // from did not, and asks it to keep the page and the files it loaded. The page as it was
  // loaded: the visitor may move on in the app before the worker is ready.
  const cameThroughWorker = container.controller !== null;
  const url = win.location.href;
  const registered = await container.register(SERVICE_WORKER_PATH).then(
    () => true,
    () => false,
  );
  if (!registered || cameThroughWorker) return;
  // The active worker, whether or not it controls this page: a page loaded past it (a forced
  // reload) is kept too.
  const { active } = await container.ready;
  const message: SavePageMessage = { type: 'save-page', url, fromHttpCache: true, files: win.performance.getEntriesByType('resource').map((entry) => entry.name) };
  active?.postMessage(message);
  // Once it controls the page, a hub offers its section.
  if (container.controller) offerKeepingSectionOffline(offlineSections, win);
  else container.addEventListener('controllerchange', () => offerKeepingSectionOffline(offlineSections, win), { once: true });
}

/**
 * A page the app showed without a page load (a link followed in the app): the worker fetches and
 * keeps it, unless the visitor saves data (Save-Data, or a 2G connection), where nothing is
 * downloaded that the visitor did not ask for.
 */
export function saveShownPage(win: Window = window): void {
  const controller = (win.navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller;
  if (!controller || savesData(win.navigator)) return;
  const message: SavePageMessage = { type: 'save-page', url: win.location.href, fromHttpCache: false, files: [] };
  controller.postMessage(message);
}

/**
 * On a hub page the service worker controls, the offer to keep its section for offline reading
 * (keepSectionOffline.ts), sized from the manifest's `offlineSections`; on any other page, nothing is loaded.
 */
export function offerKeepingSectionOffline(offlineSections: unknown, win: Window = window): void {
  const worker = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const place = win.document.querySelector<HTMLElement>('[data-keep-offline]');
  const page = findPage(win.location.pathname);
  if (!worker?.controller || !place || place.childElementCount > 0 || !page || page.owner === 'shell') return;
  const { owner: section, language } = page;
  void import('./keepSectionOffline').then(({ offerKeepingSection, sectionSizeOf }) => {
    const size = sectionSizeOf(offlineSections, section, language);
    // The visitor may have moved on while the chunk loaded: only the place still on the page is filled.
    if (size && place.isConnected && place.childElementCount === 0) offerKeepingSection({ place, section, language, size, worker });
  });
}

/** The visitor asks for less data (Save-Data: on), or the connection is 2G. */
export function savesData(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The off switch, seen by a page that starts its app: the worker unregistered and the site's caches on the phone deleted. */
async function removeOfflineReading(win: Window, container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const storage = win.caches as CacheStorage | undefined;
  if (storage) await Promise.all((await storage.keys()).map((name) => storage.delete(name)));
}
