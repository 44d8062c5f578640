// The app's React tree (React Router, the App, its header and footer): a chunk of its own that
// main.tsx imports dynamically, so that it is evaluated in a task of its own while the page's
// code loads, not in one task with the entry and React DOM.
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Language } from '@mboa/shared';
import type { ChromeText } from '../chrome/chrome';
import { App } from '../routing/App';
import type { InitialPage, LoadRoutePage } from './initialPage';

export { startTransition };

export function appTree(options: { loadPage: LoadRoutePage; language: Language; chromeText: ChromeText; initialPage?: InitialPage }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App {...options} />
      </BrowserRouter>
    </StrictMode>
  );
}
