import '@mboa/shared/styles/base.css';
import './styles/shell.css';
import { languageOfPath } from '@mboa/shared';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadInitialPage, loadRoutePage } from './composition/browserPageLoader';
import { loadManifest } from './composition/manifest';
import { readPrerenderedPage } from './composition/prerenderedPage';
import type { InitialPage } from './composition/routePage';
import { yieldToBrowser } from './composition/yieldToBrowser';
import type { ChromeText } from './content/chrome';
import { chromeTranslations } from './content/chromeTranslations';
import { startVitalsReporting } from './vitals/startVitalsReporting';

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
const app = (text: ChromeText, initialPage?: InitialPage) => (
  <StrictMode>
    <BrowserRouter>
      <App loadPage={loadRoutePage} initialPage={initialPage} language={language} chromeText={text} />
    </BrowserRouter>
  </StrictMode>
);

// React DOM is a chunk of its own, evaluated in a task of its own while the page's code loads.
const reactDom = import('./composition/reactDomClient');
await yieldToBrowser();

// A prerendered document (composed at deploy time) is hydrated: its page's code is loaded first,
// so the first render is the HTML already on screen. Any other document renders from scratch.
const prerendered = container.firstElementChild ? readPrerenderedPage(document) : undefined;
const page = prerendered?.page;
await yieldToBrowser();
const initialPage = page ? await loadInitialPage({ ...prerendered, page }) : undefined;
const text = await chromeText;
const { createRoot, hydrateRoot } = await reactDom;
await yieldToBrowser();
// As a transition, hydration is interruptible: React works in slices of a few milliseconds and
// lets the browser paint, scroll and take input in between, so a slow phone never freezes on it.
// A click or key press before it ends hydrates at once what it lands on, and is then handled.
if (prerendered && (initialPage || !page)) startTransition(() => void hydrateRoot(container, app(text, initialPage)));
else createRoot(container).render(app(text));

// Field speed (docs/field-speed.md): a page view the deployment samples loads the reporting chunk,
// once the app runs and the browser is idle; any other loads nothing of it.
void loadManifest().then(({ vitalsSampleRate }) => startVitalsReporting({ sampleRate: vitalsSampleRate, prerendered }), () => undefined);
