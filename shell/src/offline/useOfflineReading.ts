import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { loadManifest } from '../remotes/manifest';

/**
 * Each page the app shows after a navigation is kept for offline reading (docs/offline.md); the
 * document's own page came through the service worker, or is kept when the worker is installed.
 */
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
    void Promise.all([loadManifest(), import('./offlineReading')]).then(([{ offlineSections }, { offerKeepingSectionOffline }]) => offerKeepingSectionOffline(offlineSections), () => undefined);
  }, [pathname, pageComplete]);
}
