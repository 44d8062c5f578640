import '@mboa/shared/styles/base.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadInitialPage, loadRoutePage } from './composition/browserPageLoader';
import { loadManifest } from './composition/manifest';
import { readPrerenderedPage } from './composition/prerenderedPage';
import type { InitialPage } from './composition/routePage';

// Fetch the manifest early, without blocking the shell's own pages; errors surface on remote routes.
loadManifest().catch(() => undefined);

const container = document.getElementById('root')!;
const app = (initialPage?: InitialPage) => (
  <StrictMode>
    <BrowserRouter>
      <App loadPage={loadRoutePage} initialPage={initialPage} />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered document (composed at deploy time) is hydrated: its page's code is loaded first,
// so the first render is the HTML already on screen. Any other document renders from scratch.
const prerendered = container.firstElementChild ? readPrerenderedPage(document) : undefined;
const route = prerendered?.route;
const initialPage = route ? await loadInitialPage({ ...prerendered, route }) : undefined;
if (prerendered && (initialPage || !route)) hydrateRoot(container, app(initialPage));
else createRoot(container).render(app());
