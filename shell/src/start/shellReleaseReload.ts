import { now } from '@mboa/shared/clock';

/** sessionStorage key: when (ms since the epoch) this tab last reloaded for a new shell release. */
export const SHELL_RELOAD_MARKER = 'mboa:shell-release-reload';
/** Within this long of a reload for a new release, another failure is not one: no reload loop. */
export const RELOAD_GUARD_MS = 30_000;
/** The check must not keep the spinner up on a hung connection: past this, the error shows. */
const RELEASE_CHECK_TIMEOUT_MS = 10_000;
/** The shell's entry script, in the running document and in the page the site serves now. */
const ENTRY_SCRIPT = 'script[type="module"][src]';
/** What names the entry in a prerendered page: boot.ts's selector, written again so boot.ts stays a chunk alone. */
const BOOT_SCRIPT = 'script[data-entry]';

interface ImportShellChunkOptions {
  /** Reloads the page (replaceable in tests: jsdom's location cannot be reloaded or spied on). */
  reload?: () => void;
}

/**
 * Imports a shell chunk. When it fails and `/` now names another entry (a deploy pruned this tab's release), reloads
 * once and never settles, so the spinner stays; otherwise, or within RELOAD_GUARD_MS of such a reload, rethrows.
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
    const response = await fetch(siteRoot, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(RELEASE_CHECK_TIMEOUT_MS),
    });
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
  const src =
    doc.querySelector<HTMLElement>(BOOT_SCRIPT)?.dataset.entry ?? doc.querySelector(ENTRY_SCRIPT)?.getAttribute('src');
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
