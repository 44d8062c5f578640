import { useEffect } from 'react';

/**
 * The time from the visitor's first act to the app taking the page over, as the page's own marks
 * record it: the boot script marks the act (boot.ts writes the name again, as it imports nothing;
 * a unit test keeps the two the same), the app its takeover (useMarkAppTookOver).
 */
export const FIRST_ACT_MARK = 'mboa:first-act';
export const APP_TOOK_OVER_MARK = 'mboa:app-took-over';

export function markAppTookOver(perf: Performance = performance): void {
  perf.mark(APP_TOOK_OVER_MARK);
}

/** Milliseconds from the first act to the takeover; undefined when the app started without an act (the browser idle). */
export function takeoverAfterFirstAct(perf: Performance = performance): number | undefined {
  const act = perf.getEntriesByName(FIRST_ACT_MARK, 'mark')[0];
  const app = perf.getEntriesByName(APP_TOOK_OVER_MARK, 'mark')[0];
  return act && app && app.startTime >= act.startTime ? app.startTime - act.startTime : undefined;
}

/**
 * `<html data-interactive>` once the app has taken over the document (hydrated the prerendered
 * HTML, or rendered it): from then on links navigate client-side and forms work. Browser tests
 * wait for it; before it, a prerendered page is read-only HTML.
 */
export function useMarkAppTookOver() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    markAppTookOver();
  }, []);
}
