// Offline reading in the page (docs/offline.md), a chunk loaded when idle after load: registers the service worker, or
// removes it and its caches where the deployment turned it off; asks it to keep pages; offers a hub's section.
import { findPage } from '@mboa/shared';
import { SERVICE_WORKER_PATH, savesData, type KeepSearchMessage, type SavePageMessage } from './offlineStorage';

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
  // The page the worker is installed from did not come through it: the worker is asked to keep it, at the address it
  // was loaded at (the visitor may move on in the app before the worker is ready).
  const cameThroughWorker = container.controller !== null;
  const url = win.location.href;
  const registered = await container.register(SERVICE_WORKER_PATH).then(
    () => true,
    () => false,
  );
  if (!registered) return;
  if (cameThroughWorker) return void keepSearchFor(url, container, win.navigator);
  // The active worker, controlling or not: a page loaded past it (a forced reload) is kept too.
  const { active } = await container.ready;
  const message: SavePageMessage = {
    type: 'save-page',
    url,
    fromHttpCache: true,
    files: win.performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  active?.postMessage(message);
  // Once it controls the page, a hub offers its section.
  if (container.controller) offerKeepingSectionOffline(offlineSections, win);
  else
    container.addEventListener('controllerchange', () => offerKeepingSectionOffline(offlineSections, win), {
      once: true,
    });
}

/** The worker saved this page on its way in: its search bundles are kept now, after the page's load, not during it. */
function keepSearchFor(url: string, container: ServiceWorkerContainer, navigator: Navigator): void {
  if (savesData(navigator)) return;
  const message: KeepSearchMessage = { type: 'keep-search', url };
  container.controller?.postMessage(message);
}

/** A page the app showed without a page load: the worker fetches and keeps it, unless the visitor saves data. */
export function saveShownPage(win: Window = window): void {
  const controller = (win.navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller;
  if (!controller || savesData(win.navigator)) return;
  const message: SavePageMessage = { type: 'save-page', url: win.location.href, fromHttpCache: false, files: [] };
  controller.postMessage(message);
}

/** On a hub the worker controls, the offer to keep its section (keepSectionOffline.ts); elsewhere nothing loads. */
export function offerKeepingSectionOffline(offlineSections: unknown, win: Window = window): void {
  const worker = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const place = win.document.querySelector<HTMLElement>('[data-keep-offline]');
  const page = findPage(win.location.pathname);
  if (!worker?.controller || !place || place.childElementCount > 0 || !page || page.owner === 'shell') return;
  const { owner: section, language } = page;
  void import('./keepSectionOffline').then(({ offerKeepingSection, sectionSizeOf }) => {
    const size = sectionSizeOf(offlineSections, section, language);
    // The visitor may have moved on while the chunk loaded: only the place still on the page is filled.
    if (size && place.isConnected && place.childElementCount === 0)
      offerKeepingSection({ place, section, language, size, worker });
  });
}

/** The off switch, as a page that starts its app sees it: the worker unregistered, the site's caches deleted. */
async function removeOfflineReading(win: Window, container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const storage = win.caches as CacheStorage | undefined;
  if (storage) await Promise.all((await storage.keys()).map((name) => storage.delete(name)));
}
