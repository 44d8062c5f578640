/**
 * A page saved for offline reading is shown with a notice first in its body (the shell's worker
 * writes it, shell/src/offline/worker/savedPage.ts): its records are as they were when saved.
 */
export const SAVED_COPY_NOTICE_CLASS = 'offline-notice';

/** True when the document is a saved copy, shown offline or on a connection slower than the time-out (typed without the DOM: the worker reads this module too). */
export function isSavedCopy(doc: { querySelector(selector: string): unknown }): boolean {
  return doc.querySelector(`body > p.${SAVED_COPY_NOTICE_CLASS}`) !== null;
}
