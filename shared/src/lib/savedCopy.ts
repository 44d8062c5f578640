/** The notice the shell's worker puts first in a saved page's body. */
export const SAVED_COPY_NOTICE_CLASS = 'offline-notice';

/** Typed without the DOM: the worker reads this module too. */
export function isSavedCopy(doc: { querySelector(selector: string): unknown }): boolean {
  return doc.querySelector(`body > p.${SAVED_COPY_NOTICE_CLASS}`) !== null;
}
