/** The takeover is timed from the first act, which boot.ts marks (it writes the name again; a test compares). */
export const FIRST_ACT_MARK = 'mboa:first-act';
export const APP_TOOK_OVER_MARK = 'mboa:app-took-over';

export function markAppTookOver(perf: Performance = performance): void {
  perf.mark(APP_TOOK_OVER_MARK);
}

/** Milliseconds from the first act to the takeover; undefined when the app started with no act (the browser idle). */
export function takeoverAfterFirstAct(perf: Performance = performance): number | undefined {
  const act = perf.getEntriesByName(FIRST_ACT_MARK, 'mark')[0];
  const app = perf.getEntriesByName(APP_TOOK_OVER_MARK, 'mark')[0];
  return act && app && app.startTime >= act.startTime ? app.startTime - act.startTime : undefined;
}
