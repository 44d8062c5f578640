// The app's entry, imported by the boot script (boot.ts) when the page needs the app: loads the page, hydrates it.
import '@mboa/shared/styles/base.css';
import '../styles/shell.css';
// The header's and footer's styles, in the page's stylesheet from its first paint.
import '../layout/layout.css';
import { languageOfPath, type SitePage } from '@mboa/shared';
import { chromeTranslations } from '../chrome/chromeTranslations';
import { shellPages } from '../pages/pageTable';
import { loadManifest } from '../remotes/manifest';
import { loadRemotePage } from '../remotes/remoteLoader';
import { afterLoadWhenIdle } from '../offline/afterLoadWhenIdle';
import { startVitalsReporting } from '../vitals/startVitalsReporting';
import { readPrerenderedPage, type InitialPage, type PrerenderedPage } from './initialPage';
import { importShellChunk } from './shellReleaseReload';

// The app starts in steps, a task each, so a slow phone's taps and scrolls go first. The manifest is fetched early;
// its errors show on remote routes only.
loadManifest().catch(() => undefined);
await yieldToBrowser();

// The document's language is its address's: `/fr/…` is French. Its chrome's text loads with the page's code.
const language = languageOfPath(window.location.pathname).language;
const chromeText = chromeTranslations[language]().then((module) => module.default);
await yieldToBrowser();

const container = document.getElementById('root')!;

// The app's tree and React DOM are chunks of their own, each evaluated in its own task while the page's code loads.
const tree = import('./appTree');
const reactDom = import('./reactDomClient');
await yieldToBrowser();

// A prerendered document is hydrated, its page's code loaded first; any other renders from scratch.
const prerendered = container.firstElementChild ? readPrerenderedPage(document) : undefined;
const page = prerendered?.page;
await yieldToBrowser();
const initialPage = page ? await loadInitialPage({ ...prerendered, page }) : undefined;
const chrome = { loadPage: loadRoutePage, language, chromeText: await chromeText };
const { appTree, startTransition } = await tree;
const { createRoot, hydrateRoot } = await reactDom;
await yieldToBrowser();
// In a transition, hydration yields to paint and input; a click before it ends hydrates its target first.
if (prerendered && (initialPage || !page))
  startTransition(
    () => void hydrateRoot(container, appTree({ ...chrome, initialPage, siteIndex: prerendered.siteIndex })),
  );
else createRoot(container).render(appTree(chrome));

// Field speed's chunk loads for a sampled page view only (docs/field-speed.md); offline reading's, which registers
// or removes the service worker, once the page has loaded and the browser is idle (docs/offline.md).
void loadManifest().then(
  ({ vitalsSampleRate, offlineReading, offlineSections }) => {
    startVitalsReporting({ sampleRate: vitalsSampleRate, prerendered });
    // A browser with no service worker (or a page that is no secure context) loads nothing of it.
    if (!('serviceWorker' in navigator)) return;
    afterLoadWhenIdle(
      window,
      () =>
        void import('../offline/offlineReading').then(({ startOfflineReading }) =>
          startOfflineReading({ enabled: offlineReading, offlineSections }),
        ),
    );
  },
  () => undefined,
);

/** Ends the task so the browser can paint and take input: `scheduler.yield()` (keeping its place), or a new task. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Where a page comes from in the browser: the shell's own chunks, or the owning remote's federated module. */
function loadRoutePage(page: SitePage, attempt: number) {
  return loadPage(page, attempt);
}

function loadPage({ route, owner, language }: SitePage, attempt: number, entryUrl?: string) {
  if (owner !== 'shell') return loadRemotePage(owner, route, { fresh: attempt > 0, entryUrl, language });
  const shellPage = shellPages[route];
  return shellPage ? importShellChunk(() => shellPage.load(language)) : Promise.resolve(undefined);
}

/** The document's page, from the release its HTML names; when its code cannot load, its HTML as it arrived is kept. */
async function loadInitialPage({
  page,
  entryUrl,
  html,
}: PrerenderedPage & { page: SitePage }): Promise<InitialPage | undefined> {
  try {
    const module = await loadPage(page, 0, entryUrl);
    if (module) return { path: page.path, page: module };
  } catch {
    // Falls through to the HTML as it arrived.
  }
  return html === undefined ? undefined : { path: page.path, html };
}
