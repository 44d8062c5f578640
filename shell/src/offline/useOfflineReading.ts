import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { loadManifest } from '../remotes/manifest';

/** Keeps each page the app shows after a navigation (docs/offline.md); the document's own is the worker's to keep. */
export function useSaveShownPages() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (workerControls()) void import('./offlineReading').then(({ saveShownPage }) => saveShownPage());
  }, [pathname]);
}

/** The site's service worker controls this page: offline reading's code is loaded only then. */
function workerControls(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}

/** Once a page is complete: on a section's hub, the offer to keep the section for offline reading. */
export function useOfferKeepingSection(pageComplete: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pageComplete || !workerControls() || !document.querySelector('[data-keep-offline]')) return;
    void Promise.all([loadManifest(), import('./offlineReading')]).then(
      ([{ offlineSections }, { offerKeepingSectionOffline }]) => offerKeepingSectionOffline(offlineSections),
      () => undefined,
    );
  }, [pathname, pageComplete]);
}
