import { afterEach, describe, expect, it, vi } from 'vitest';

const manifest = { timeoutMs: 1000, remotes: { 'personal-banking': 'http://localhost:5001/assets/remoteEntry.js' } };

let getRemoteMock: ReturnType<typeof vi.fn>;
let setRemoteMock: ReturnType<typeof vi.fn>;

/** A loader with no remembered remotes or manifest, and the plugin runtime it talks to. */
async function freshLoader(served: object = manifest) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(served))));
  const runtime = await import('virtual:__federation__');
  getRemoteMock = vi.mocked(runtime.__federation_method_getRemote);
  setRemoteMock = vi.mocked(runtime.__federation_method_setRemote);
  return import('./remoteLoader');
}

describe('loadRemote', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the pages contract once and reuses it for the next page', async () => {
    const { loadRemote } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: { pages: {} } });
    await loadRemote('personal-banking');
    await loadRemote('personal-banking');
    expect(getRemoteMock).toHaveBeenCalledTimes(1);
    expect(setRemoteMock).toHaveBeenCalledWith('personal-banking', {
      url: 'http://localhost:5001/assets/remoteEntry.js',
      format: 'esm',
      from: 'vite',
    });
  });

  it('turns a hung remote into a ChunkLoadError after timeoutMs', async () => {
    const { loadRemote } = await freshLoader();
    vi.useFakeTimers();
    getRemoteMock.mockReturnValue(new Promise(() => undefined));
    const attempt = loadRemote('personal-banking');
    const outcome = expect(attempt).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringMatching(/^Loading chunk failed: personal-banking/),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(getRemoteMock).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('wraps a network failure in a ChunkLoadError and retries with a fresh URL', async () => {
    const { loadRemote } = await freshLoader();
    getRemoteMock.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadRemote('personal-banking')).rejects.toMatchObject({ name: 'ChunkLoadError' });

    getRemoteMock.mockResolvedValueOnce({ default: { pages: {} } });
    await expect(loadRemote('personal-banking')).resolves.toEqual({ pages: {} });
    const retryUrl = setRemoteMock.mock.calls.at(-1)?.[1].url as string;
    expect(retryUrl).toBe('http://localhost:5001/assets/remoteEntry.js?attempt=1');
  });

  it('loads a fresh copy when asked, even after a success', async () => {
    const { loadRemote } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: { pages: {} } });
    await loadRemote('personal-banking');
    await loadRemote('personal-banking', { fresh: true });
    expect(getRemoteMock).toHaveBeenCalledTimes(2);
    expect(setRemoteMock.mock.calls.at(-1)?.[1].url).toBe('http://localhost:5001/assets/remoteEntry.js?attempt=1');
  });

  it('reports a section missing from the manifest clearly', async () => {
    const { loadRemote } = await freshLoader();
    await expect(loadRemote('verify-statement')).rejects.toMatchObject({
      name: 'ManifestError',
      message: 'The section "verify-statement" is not listed in /remotes.json.',
    });
    expect(getRemoteMock).not.toHaveBeenCalled();
  });

  it("shows a refused URL as that section's error, without loading anything from it", async () => {
    const { loadRemote } = await freshLoader({
      remotes: { ...manifest.remotes, 'business-banking': '//other-host/assets/remoteEntry.js' },
    });
    getRemoteMock.mockResolvedValue({ default: { pages: {} } });
    await expect(loadRemote('business-banking')).rejects.toMatchObject({
      name: 'ManifestError',
      message: '/remotes.json: the URL of "business-banking" (//other-host/assets/remoteEntry.js) is on another host; a path must stay on this site.',
    });
    expect(setRemoteMock).not.toHaveBeenCalledWith('business-banking', expect.anything());
    await expect(loadRemote('personal-banking')).resolves.toEqual({ pages: {} });
  });

  it('rejects a remote whose exposed module breaks the contract', async () => {
    const { loadRemote } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: () => null });
    await expect(loadRemote('personal-banking')).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });
});

describe('loadRemotePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const meta = { title: 'Savings Account | Mboa CCU', description: 'A savings account with no monthly maintenance fees.' };
  const Page = () => null;

  it("returns the page and its meta from the remote's pages contract", async () => {
    const { loadRemotePage } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: { pages: { '/savings_account': async () => ({ default: Page, meta }) } } });
    await expect(loadRemotePage('personal-banking', '/savings_account')).resolves.toEqual({ default: Page, meta });
  });

  it('returns nothing for a route the remote has no page for (the shell shows not-found)', async () => {
    const { loadRemotePage } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: { pages: {} } });
    await expect(loadRemotePage('personal-banking', '/savings_account')).resolves.toBeUndefined();
  });

  it('refuses a page module without its meta, as a load failure of that section', async () => {
    const { loadRemotePage } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: { pages: { '/savings_account': async () => ({ default: Page }) } } });
    await expect(loadRemotePage('personal-banking', '/savings_account')).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringContaining('does not export a component and its meta'),
    });
  });
});
