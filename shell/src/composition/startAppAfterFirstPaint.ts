/**
 * The one script a prerendered page names (shell/src/server/documentTemplate.ts): it starts the
 * app's entry once the page has painted, so that on a slow phone the bandwidth goes first to
 * the page's own HTML, styles and images, which a visitor can already read. Its element names
 * the entry (`data-entry`) and the chunks to fetch with it (`data-preload`), as Vite's
 * index.html would have linked them. Nothing else: it is downloaded before the first paint.
 */
export const BOOT_SCRIPT = 'script[data-entry]';

export function startAppAfterFirstPaint(doc: Document, importModule: (url: string) => Promise<unknown>): void {
  const { entry, preload = '' } = doc.querySelector<HTMLScriptElement>(BOOT_SCRIPT)?.dataset ?? {};
  if (!entry || !sameSite(entry, doc)) return;
  // A callback of the next frame runs before that frame paints; a task queued from it, after.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of preload.split(' ').filter((url) => sameSite(url, doc))) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        doc.head.append(link);
      }
      void importModule(entry);
    }),
  );
}

/** Only the site's own files (the CSP says the same; this keeps a tampered attribute from even trying). */
function sameSite(url: string, doc: Document): boolean {
  return new URL(url, doc.baseURI).origin === new URL(doc.baseURI).origin;
}
