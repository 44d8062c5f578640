import '@mboa/shared/styles/base.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { InitialPageContext, type InitialPage } from './composition/initialPage';
import { loadInitialPage } from './composition/initialPageLoader';
import { loadManifest } from './composition/manifest';
import { readPrerenderedPage } from './composition/prerenderedPage';

// Fetch the manifest early, without blocking the shell's own pages; errors surface on remote routes.
loadManifest().catch(() => undefined);

const container = document.getElementById('root')!;
const app = (initial?: InitialPage) => (
  <StrictMode>
    <BrowserRouter>
      <InitialPageContext value={{ current: initial }}>
        <App />
      </InitialPageContext>
    </BrowserRouter>
  </StrictMode>
);

// A prerendered document (composed at deploy time) is hydrated: its page's code is loaded first,
// so the first render is the HTML already on screen. Any other document renders from scratch.
const prerendered = container.firstElementChild ? readPrerenderedPage(document) : undefined;
const initial = prerendered?.route ? await loadInitialPage(prerendered.route, prerendered.release, document.getElementById('main')) : undefined;
if (prerendered && (initial || !prerendered.route)) hydrateRoot(container, app(initial));
else createRoot(container).render(app());
