import { now } from '@mboa/shared/clock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, SHELL_RELOAD_MARKER, importShellChunk } from './shellReleaseReload';

const RUNNING_ENTRY = '/assets/index-B1old.js';
const chunkGone = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:3000/assets/HelpCenterPage-Dx9.js',
);
const failingImport = () => Promise.reject(chunkGone);
/** The page's clock, fixed for each test (the reload guard reads it). */
const NOW = Date.UTC(2028, 1, 29, 23, 59, 30);

/** The index.html the site serves at `/`, naming `entry` as its entry script. */
function indexHtml(entry: string): string {
  return `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;
}

function serveIndexNaming(entry: string) {
  const fetchMock = vi.fn(async () => new Response(indexHtml(entry), { headers: { 'Content-Type': 'text/html' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Whether a promise has settled once pending work has run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('importShellChunk', () => {
  beforeEach(() => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = RUNNING_ENTRY;
    document.head.append(entry);
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('returns the module when the import works, without checking anything', async () => {
    const fetchMock = serveIndexNaming('/assets/index-C2new.js');
    const page = { default: () => null };
    await expect(importShellChunk(async () => page)).resolves.toBe(page);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reloads once, leaving the spinner up, when the site now serves another shell release', async () => {
    const fetchMock = serveIndexNaming('/assets/index-C2new.js');
    const reload = vi.fn();
    const loading = importShellChunk(failingImport, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(await hasSettled(loading)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/', expect.objectContaining({ cache: 'no-cache' }));
    // The time of this reload, by the fixed clock (vi.waitFor moves it on while it waits).
    const marked = Number(sessionStorage.getItem(SHELL_RELOAD_MARKER));
    expect(marked).toBeGreaterThanOrEqual(NOW);
    expect(marked).toBeLessThanOrEqual(now());
  });

  it('does not reload again within 30 s of the last reload: the error shows', async () => {
    serveIndexNaming('/assets/index-C2new.js');
    sessionStorage.setItem(SHELL_RELOAD_MARKER, String(NOW - RELOAD_GUARD_MS + 1000));
    const reload = vi.fn();
    await expect(importShellChunk(failingImport, { reload })).rejects.toBe(chunkGone);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the last reload is older than 30 s', async () => {
    serveIndexNaming('/assets/index-C2new.js');
    sessionStorage.setItem(SHELL_RELOAD_MARKER, String(NOW - RELOAD_GUARD_MS - 1000));
    const reload = vi.fn();
    void importShellChunk(failingImport, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('rethrows the error when the site still serves this release (the entry compared as a resolved URL)', async () => {
    serveIndexNaming(`http://localhost:3000${RUNNING_ENTRY}`);
    const reload = vi.fn();
    await expect(importShellChunk(failingImport, { reload })).rejects.toBe(chunkGone);
    expect(reload).not.toHaveBeenCalled();
  });

  it('rethrows the error when the site cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const reload = vi.fn();
    await expect(importShellChunk(failingImport, { reload })).rejects.toBe(chunkGone);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SHELL_RELOAD_MARKER)).toBeNull();
  });

  it('rethrows the error when the site answers with an error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(indexHtml('/assets/index-C2new.js'), { status: 503 })),
    );
    const reload = vi.fn();
    await expect(importShellChunk(failingImport, { reload })).rejects.toBe(chunkGone);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('importShellChunk on a prerendered page', () => {
  /** A prerendered page names its entry on the boot script (src/start/boot.ts), whose own file may stay the same across releases. */
  const prerendered = (entry: string) =>
    `<!doctype html><html><head><script type="module" data-entry="${entry}" data-preload="">boot()</script></head><body><div id="root"><main></main></div></body></html>`;
  beforeEach(() => {
    document.head.innerHTML = `<script type="module" src="/assets/boot-Same.js" data-entry="${RUNNING_ENTRY}"></script>`;
    sessionStorage.clear();
  });
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('compares the entries the boot scripts name: a new one reloads once, the same one rethrows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(prerendered('/assets/index-C2new.js'))),
    );
    const reload = vi.fn();
    void importShellChunk(failingImport, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(prerendered(RUNNING_ENTRY))),
    );
    const sameRelease = vi.fn();
    await expect(importShellChunk(failingImport, { reload: sameRelease })).rejects.toBe(chunkGone);
    expect(sameRelease).not.toHaveBeenCalled();
  });
});
