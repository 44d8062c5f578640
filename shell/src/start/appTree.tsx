// React Router and the App: a chunk main.tsx imports, so it is evaluated in its own task while the page's code loads.
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { IndexedPage, Language } from '@mboa/shared';
import type { ChromeText } from '../chrome/chrome';
import { App } from '../routing/App';
import type { InitialPage, LoadRoutePage } from './initialPage';

export { startTransition };

export function appTree(options: {
  loadPage: LoadRoutePage;
  language: Language;
  chromeText: ChromeText;
  initialPage?: InitialPage;
  siteIndex?: readonly IndexedPage[];
}) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App {...options} />
      </BrowserRouter>
    </StrictMode>
  );
}
