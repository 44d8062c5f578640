import { afterEach, describe, expect, it, vi } from 'vitest';

const manifest = { timeoutMs: 1000, remotes: { 'personal-banking': 'http://localhost:5001/assets/remoteEntry.js' } };

let getRemoteMock: ReturnType<typeof vi.fn>;
let setRemoteMock: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

/**
 * A loader with no remembered remotes or manifest, and the plugin runtime it talks to. The
 * site serves the given manifests in turn (the last one from then on), as after a deploy.
 */
async function freshLoader(...served: object[]) {
  vi.resetModules();
  const manifests = served.length > 0 ? served : [manifest];
  fetchMock = vi.fn(async () => new Response(JSON.stringify(manifests.length > 1 ? manifests.shift() : manifests[0])));
  vi.stubGlobal('fetch', fetchMock);
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
      message:
        '/remotes.json: the URL of "business-banking" (//other-host/assets/remoteEntry.js) is on another host; a path must stay on this site.',
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

  const meta = {
    title: 'Savings Account | Mboa CCU',
    description: 'A savings account with no monthly maintenance fees.',
  };
  const Page = () => null;

  it("returns the page and its meta from the remote's pages contract", async () => {
    const { loadRemotePage } = await freshLoader();
    getRemoteMock.mockResolvedValue({
      default: { pages: { '/savings_account': async () => ({ default: Page, meta }) } },
    });
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

describe('loadRemotePage after a section deployed a new release', () => {
  afterEach(() => vi.unstubAllGlobals());

  const OLD_ENTRY = 'http://localhost:5001/remotes/personal-banking/build-1/assets/remoteEntry.js';
  const NEW_ENTRY = 'http://localhost:5001/remotes/personal-banking/build-2/assets/remoteEntry.js';
  const releaseAt = (entry: string) => ({ timeoutMs: 1000, remotes: { 'personal-banking': entry } });
  const meta = {
    title: 'Savings Account | Mboa CCU',
    description: 'A savings account with no monthly maintenance fees.',
  };
  const OldPage = () => null;
  const NewPage = () => null;
  const pruned = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  /** The pages contract of a release whose pages are given. */
  const release = (pages: Record<string, () => Promise<unknown>>) => ({ default: { pages } });
  const manifestFetches = () => fetchMock.mock.calls.filter(([url]) => url === '/remotes.json').length;

  it("loads the page from the new release when the old release's page chunk is gone, refetching the manifest once", async () => {
    const { loadRemotePage } = await freshLoader(releaseAt(OLD_ENTRY), releaseAt(NEW_ENTRY));
    getRemoteMock
      .mockResolvedValueOnce(
        release({ '/personal-banking': async () => ({ default: OldPage, meta }), '/savings_account': pruned }),
      )
      .mockResolvedValueOnce(
        release({
          '/savings_account': async () => ({ default: NewPage, meta }),
          '/transfer': async () => ({ default: NewPage, meta }),
        }),
      );
    await expect(loadRemotePage('personal-banking', '/personal-banking')).resolves.toEqual({ default: OldPage, meta });

    await expect(loadRemotePage('personal-banking', '/savings_account')).resolves.toEqual({ default: NewPage, meta });
    expect(setRemoteMock.mock.calls.map(([, config]) => config.url)).toEqual([OLD_ENTRY, NEW_ENTRY]);
    expect(manifestFetches()).toBe(2); // the first load, and one refetch
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));

    // Later pages of the section come from the new release, without loading it again.
    await expect(loadRemotePage('personal-banking', '/transfer')).resolves.toEqual({ default: NewPage, meta });
    expect(getRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('loads the new release when the old entry itself is gone', async () => {
    const { loadRemotePage } = await freshLoader(releaseAt(OLD_ENTRY), releaseAt(NEW_ENTRY));
    getRemoteMock
      .mockImplementationOnce(pruned)
      .mockResolvedValueOnce(release({ '/savings_account': async () => ({ default: NewPage, meta }) }));
    await expect(loadRemotePage('personal-banking', '/savings_account')).resolves.toEqual({ default: NewPage, meta });
    expect(setRemoteMock.mock.calls.map(([, config]) => config.url)).toEqual([OLD_ENTRY, NEW_ENTRY]);
  });

  it('shows the ChunkLoadError without loading the entry again when the manifest still names the same release', async () => {
    const { loadRemotePage } = await freshLoader(releaseAt(OLD_ENTRY));
    getRemoteMock.mockResolvedValueOnce(release({ '/savings_account': pruned }));
    await expect(loadRemotePage('personal-banking', '/savings_account')).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringMatching(/^Loading chunk failed: personal-banking/),
    });
    expect(getRemoteMock).toHaveBeenCalledTimes(1);
    expect(manifestFetches()).toBe(2);
  });

  it('shows the ChunkLoadError when the new release fails too, after one switch only', async () => {
    const { loadRemotePage } = await freshLoader(releaseAt(OLD_ENTRY), releaseAt(NEW_ENTRY));
    getRemoteMock.mockImplementation(pruned);
    await expect(loadRemotePage('personal-banking', '/savings_account')).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringMatching(/^Loading chunk failed: personal-banking/),
    });
    expect(setRemoteMock.mock.calls.map(([, config]) => config.url)).toEqual([OLD_ENTRY, NEW_ENTRY]);
  });

  it('shows the ChunkLoadError when the manifest cannot be fetched again', async () => {
    const { loadRemote, loadRemotePage } = await freshLoader(releaseAt(OLD_ENTRY));
    getRemoteMock.mockResolvedValueOnce(release({ '/savings_account': pruned }));
    await loadRemote('personal-banking');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch')); // offline from now on
    await expect(loadRemotePage('personal-banking', '/savings_account')).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringMatching(/^Loading chunk failed: personal-banking/),
    });
    expect(manifestFetches()).toBe(2);
    expect(getRemoteMock).toHaveBeenCalledTimes(1);
  });
});

describe('Retry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the manifest again, so a fixed release (or a rollback) at another URL is the one loaded', async () => {
    const BROKEN = 'http://localhost:5001/broken/assets/remoteEntry.js';
    const FIXED = 'http://localhost:5001/fixed/assets/remoteEntry.js';
    const { loadRemote } = await freshLoader(
      { timeoutMs: 1000, remotes: { 'personal-banking': BROKEN } },
      { timeoutMs: 1000, remotes: { 'personal-banking': FIXED } },
    );
    getRemoteMock.mockResolvedValue({ default: { pages: {} } });
    await loadRemote('personal-banking');
    await loadRemote('personal-banking', { fresh: true });
    expect(setRemoteMock.mock.calls.map(([, config]) => config.url)).toEqual([BROKEN, FIXED]);
  });
});

describe('the release a prerendered page names', () => {
  afterEach(() => vi.unstubAllGlobals());
  const savings = { default: () => null, meta: { title: 'Savings', description: 'Save.' } };
  const named = 'http://localhost:5001/0123456789ab/assets/remoteEntry.js';

  it('is the one loaded for that first page, not the manifest’s', async () => {
    const { loadRemotePage } = await freshLoader();
    getRemoteMock.mockResolvedValue({ default: { pages: { '/savings_account': async () => savings } } });
    await expect(loadRemotePage('personal-banking', '/savings_account', { entryUrl: named })).resolves.toBe(savings);
    expect(setRemoteMock).toHaveBeenCalledWith('personal-banking', { url: named, format: 'esm', from: 'vite' });
  });

  it('is requested while the manifest is on its way, not after it: one round trip for both', async () => {
    const { loadRemotePage } = await freshLoader();
    let answerManifest: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answerManifest = resolve)));
    getRemoteMock.mockResolvedValue({ default: { pages: { '/savings_account': async () => savings } } });
    const loading = loadRemotePage('personal-banking', '/savings_account', { entryUrl: named });
    await vi.waitFor(() => expect(getRemoteMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerManifest(new Response(JSON.stringify(manifest)));
    await expect(loading).resolves.toBe(savings);
  });

  it('loads even when the manifest cannot be read', async () => {
    const { loadRemotePage } = await freshLoader();
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    getRemoteMock.mockResolvedValue({ default: { pages: { '/savings_account': async () => savings } } });
    await expect(loadRemotePage('personal-banking', '/savings_account', { entryUrl: named })).resolves.toBe(savings);
  });

  it('is checked as a manifest URL is: another host is refused and nothing is loaded', async () => {
    const { loadRemotePage } = await freshLoader();
    await expect(
      loadRemotePage('personal-banking', '/savings_account', { entryUrl: '//other-host.example/x.js' }),
    ).rejects.toMatchObject({ name: 'ManifestError' });
    expect(setRemoteMock).not.toHaveBeenCalled();
  });
});
