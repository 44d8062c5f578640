import { now } from '@mboa/shared/clock';

/** sessionStorage key: when (ms since the epoch) this tab last reloaded for a new shell release. */
export const SHELL_RELOAD_MARKER = 'mboa:shell-release-reload';
/** Within this long of a reload for a new release, another failure is not one: no reload loop. */
export const RELOAD_GUARD_MS = 30_000;
/** The check must not keep the spinner up on a hung connection: past this, the error shows. */
const RELEASE_CHECK_TIMEOUT_MS = 10_000;
/** The shell's entry script, in the running document and in the page the site serves now. */
const ENTRY_SCRIPT = 'script[type="module"][src]';
/**
 * In a prerendered page, the boot script names the entry. The same selector as
 * boot.ts's, written twice on purpose: importing it would make the boot script
 * import a shared chunk, a second request before the first paint.
 */
const BOOT_SCRIPT = 'script[data-entry]';

interface ImportShellChunkOptions {
  /** Reloads the page (replaceable in tests: jsdom's location cannot be reloaded or spied on). */
  reload?: () => void;
}

/**
 * Imports one of the shell's own chunks. The shell is deployed as versioned releases and an old
 * release's hashed chunks are eventually removed, so a tab opened before a deploy may ask for a
 * chunk that is gone. When an import fails and the site's index.html now names another entry
 * script than the one this document runs, the page reloads to get the new release; the promise
 * then never settles, so the spinner stays until the reload. Otherwise (same release: a real
 * network failure; the check fails; or this tab reloaded for this reason in the last 30 s) the
 * import's error is rethrown, for the error screen and its Retry.
 */
export async function importShellChunk<T>(
  load: () => Promise<T>,
  { reload = () => window.location.reload() }: ImportShellChunkOptions = {},
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadedRecently() || !(await newShellReleaseIsLive()) || !markReload()) throw error;
    reload();
    return new Promise<never>(() => undefined);
  }
}

async function newShellReleaseIsLive(): Promise<boolean> {
  const running = entryScriptIn(document, window.location.href);
  if (!running) return false;
  const siteRoot = new URL('/', window.location.href).href;
  try {
    const response = await fetch(siteRoot, { cache: 'no-cache', signal: AbortSignal.timeout(RELEASE_CHECK_TIMEOUT_MS) });
    if (!response.ok) return false;
    const live = entryScriptOf(await response.text(), siteRoot);
    return live !== undefined && live !== running;
  } catch {
    return false;
  }
}

/** The resolved URL of the entry script an index.html names, if it names one. */
function entryScriptOf(html: string, documentUrl: string): string | undefined {
  return entryScriptIn(new DOMParser().parseFromString(html, 'text/html'), documentUrl);
}

function entryScriptIn(doc: Document, documentUrl: string): string | undefined {
  const src = doc.querySelector<HTMLElement>(BOOT_SCRIPT)?.dataset.entry ?? doc.querySelector(ENTRY_SCRIPT)?.getAttribute('src');
  return src ? new URL(src, documentUrl).href : undefined;
}

/** Storage that cannot be read counts as a recent reload: without the marker, a loop is possible. */
function reloadedRecently(): boolean {
  try {
    const reloadedAt = Number(window.sessionStorage.getItem(SHELL_RELOAD_MARKER));
    return now() - reloadedAt < RELOAD_GUARD_MS;
  } catch {
    return true;
  }
}

/** Records the reload; false when it cannot be recorded (then no reload, for the same reason). */
function markReload(): boolean {
  try {
    window.sessionStorage.setItem(SHELL_RELOAD_MARKER, String(now()));
    return true;
  } catch {
    return false;
  }
}
