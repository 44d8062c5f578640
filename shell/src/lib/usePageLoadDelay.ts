import { useEffect, useState } from 'react';
import { useHoldFooter } from '../composition/footerHold';

/** Spec §9: the page-load overlay or spinner shows for 500 ms. */
export const PAGE_LOAD_DELAY_MS = 500;

/** True once the page's loading delay has passed. The footer waits for it too (no layout shift). */
export function usePageLoadDelay(delayMs: number = PAGE_LOAD_DELAY_MS): boolean {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  useHoldFooter(!ready);
  return ready;
}
