// The app's entry in the browser (index.html), imported by the boot script when the page needs
// the app (boot.ts): it loads the page's code and hydrates the prerendered HTML.
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

// The app starts in steps, each a task of its own (yieldToBrowser between them): on a slow phone
// no step holds the main thread for long, and the visitor's taps and scrolls go first.
// Fetch the manifest early, without blocking the shell's own pages; errors surface on remote routes.
loadManifest().catch(() => undefined);
await yieldToBrowser();

// The document's language is its address's: `/fr/…` is French. Its chrome's text loads with the page's code.
const language = languageOfPath(window.location.pathname).language;
const chromeText = chromeTranslations[language]().then((module) => module.default);
await yieldToBrowser();

const container = document.getElementById('root')!;

// The app's tree and React DOM are chunks of their own, each evaluated in a task of its own while
// the page's code loads.
const tree = import('./appTree');
const reactDom = import('./reactDomClient');
await yieldToBrowser();

// A prerendered document (composed at deploy time) is hydrated: its page's code is loaded first,
// so the first render is the HTML already on screen. Any other document renders from scratch.
const prerendered = container.firstElementChild ? readPrerenderedPage(document) : undefined;
const page = prerendered?.page;
await yieldToBrowser();
const initialPage = page ? await loadInitialPage({ ...prerendered, page }) : undefined;
const chrome = { loadPage: loadRoutePage, language, chromeText: await chromeText };
const { appTree, startTransition } = await tree;
const { createRoot, hydrateRoot } = await reactDom;
await yieldToBrowser();
// As a transition, hydration is interruptible: React works in slices of a few milliseconds and
// lets the browser paint, scroll and take input in between, so a slow phone never freezes on it.
// A click or key press before it ends hydrates at once what it lands on, and is then handled.
if (prerendered && (initialPage || !page)) startTransition(() => void hydrateRoot(container, appTree({ ...chrome, initialPage })));
else createRoot(container).render(appTree(chrome));

// Field speed (docs/field-speed.md): a page view the deployment samples loads the reporting chunk,
// once the app runs and the browser is idle; any other loads nothing of it. Offline reading
// (docs/offline.md): its code, a chunk of its own, once the page has loaded and the browser is
// idle; it registers the service worker, or removes it where the deployment has turned it off.
void loadManifest().then(({ vitalsSampleRate, offlineReading, offlineSections }) => {
  startVitalsReporting({ sampleRate: vitalsSampleRate, prerendered });
  // A browser with no service worker (or a page that is no secure context) loads nothing of it.
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(window, () => void import('../offline/offlineReading').then(({ startOfflineReading }) => startOfflineReading({ enabled: offlineReading, offlineSections })));
}, () => undefined);

/**
 * Ends the current task so the browser can paint and handle input before the next step:
 * `scheduler.yield()` where the browser has it (the continuation keeps its place in the queue),
 * a new task otherwise.
 */
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

/**
 * The page a prerendered document was rendered with, loaded before hydration (from the release
 * its HTML names) so the first client render matches the HTML. When its code cannot load (a
 * section down, a release gone), the page's HTML as it arrived is kept instead: it stays
 * readable, and the section's error handling applies from the next navigation.
 */
async function loadInitialPage({ page, entryUrl, html }: PrerenderedPage & { page: SitePage }): Promise<InitialPage | undefined> {
  try {
    const module = await loadPage(page, 0, entryUrl);
    if (module) return { path: page.path, page: module };
  } catch {
    // Falls through to the HTML as it arrived.
  }
  return html === undefined ? undefined : { path: page.path, html };
}
