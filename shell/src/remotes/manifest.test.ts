import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  ManifestError,
  TIMEOUT_RANGE_MS,
  parseManifest,
  remoteEntryUrl,
  type RemoteManifest,
} from './manifest';

const PAGE_URL = 'https://www.mboa.example/njangie';
/** The site on this machine (npm start, the browser tests). */
const LOCAL_PAGE_URL = 'http://localhost:5000/njangie';

/** What the loader gets for personal-banking when the manifest names `url` for it. */
function personalBankingEntry(url: unknown, pageUrl = PAGE_URL): string {
  return remoteEntryUrl(parseManifest({ remotes: { 'personal-banking': url } }, pageUrl), 'personal-banking');
}

describe('parseManifest', () => {
  it('accepts the documented format (docs/architecture.md) and stores each URL resolved', () => {
    const manifest = parseManifest(
      {
        timeoutMs: 5000,
        remotes: {
          'personal-banking': 'https://cdn.example/pb/assets/remoteEntry.js',
          'group-societies': '/gs/assets/remoteEntry.js',
        },
      },
      PAGE_URL,
    );
    expect(manifest).toEqual({
      timeoutMs: 5000,
      remotes: {
        'personal-banking': { url: 'https://cdn.example/pb/assets/remoteEntry.js' },
        'group-societies': { url: 'https://www.mboa.example/gs/assets/remoteEntry.js' },
      },
      // Field-speed reporting: off unless the file turns it on.
      vitalsSampleRate: 0,
      // Offline reading: on unless the file turns it off; no section sizes unless the deploy wrote them.
      offlineReading: true,
      offlineSections: undefined,
      // Site search: no bundle unless the deploy named them.
      searchBundles: {},
    });
  });

  it('reads each search bundle as it reads an entry: a path of this site, https, or refused alone', () => {
    const manifest = parseManifest(
      {
        remotes: {},
        search: {
          shell: '/pagefind/',
          'personal-banking': '/remotes/personal-banking/abc/pagefind/',
          'group-societies': '//elsewhere.example/pagefind/',
          'no-such-section': '/x/',
        },
      },
      PAGE_URL,
    );
    expect(manifest.searchBundles.shell).toEqual({ url: 'https://www.mboa.example/pagefind/' });
    expect(manifest.searchBundles['personal-banking']).toEqual({
      url: 'https://www.mboa.example/remotes/personal-banking/abc/pagefind/',
    });
    expect(manifest.searchBundles['group-societies']).toHaveProperty('error');
    expect(Object.keys(manifest.searchBundles)).toEqual(['shell', 'personal-banking', 'group-societies']);
    expect(parseManifest({ remotes: {}, search: ['/pagefind/'] }, PAGE_URL).searchBundles).toEqual({});
  });

  it('turns offline reading off only when the file says `"offlineReading": false`, and passes the section sizes on as written', () => {
    expect(parseManifest({ remotes: {}, offlineReading: false }, PAGE_URL).offlineReading).toBe(false);
    for (const value of [true, 'false', 0, null])
      expect(parseManifest({ remotes: {}, offlineReading: value }, PAGE_URL).offlineReading).toBe(true);
    const offlineSections = { 'personal-banking': { en: { pages: 18, bytes: 106269 } } };
    expect(parseManifest({ remotes: {}, offlineSections }, PAGE_URL).offlineSections).toEqual(offlineSections);
  });

  it('defaults the time-out to the product contract value', () => {
    expect(parseManifest({ remotes: {} }, PAGE_URL).timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(120000);
  });

  it.each([
    ['2^31 ms (a browser’s setTimeout overflows and fires at once)', 2 ** 31],
    ['a year', 365 * 24 * 3600_000],
    ['1 ms', 1],
    ['just above the range', TIMEOUT_RANGE_MS.max + 1],
  ])('replaces a time-out of %s with the default, and warns', (_label, timeoutMs) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseManifest({ timeoutMs, remotes: {} }, PAGE_URL).timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"timeoutMs" ${timeoutMs} is outside 500–600000 ms`));
  });

  it('keeps a time-out at either end of the range, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseManifest({ timeoutMs: TIMEOUT_RANGE_MS.min, remotes: {} }, PAGE_URL).timeoutMs).toBe(500);
    expect(parseManifest({ timeoutMs: TIMEOUT_RANGE_MS.max, remotes: {} }, PAGE_URL).timeoutMs).toBe(600_000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores sections it does not know', () => {
    expect(parseManifest({ remotes: { payroll: 'https://x.example/remoteEntry.js' } }, PAGE_URL).remotes).toEqual({});
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a negative time-out', { timeoutMs: -1, remotes: {} }],
    ['a string time-out', { timeoutMs: '100', remotes: {} }],
    ['no remotes', { timeoutMs: 100 }],
  ])('rejects %s as a whole with a ManifestError', (_label, value) => {
    expect(() => parseManifest(value, PAGE_URL)).toThrow(ManifestError);
  });
});

describe('a section URL in the manifest', () => {
  it.each([
    ['an https URL on another host', 'https://cdn.example/x.js', 'https://cdn.example/x.js'],
    [
      'a path',
      '/remotes/personal-banking/b42/assets/remoteEntry.js',
      'https://www.mboa.example/remotes/personal-banking/b42/assets/remoteEntry.js',
    ],
    // Encoded slashes are path characters to the URL parser: this stays on the site.
    ['a path with encoded slashes', '/%2F%2Fother-host/x.js', 'https://www.mboa.example/%2F%2Fother-host/x.js'],
  ])('is accepted when it is %s', (_label, written, resolved) => {
    expect(personalBankingEntry(written)).toBe(resolved);
  });

  it.each([
    ['localhost', 'http://localhost:5001/assets/remoteEntry.js'],
    ['127.0.0.1', 'http://127.0.0.1:5001/assets/remoteEntry.js'],
    ['[::1]', 'http://[::1]:5001/assets/remoteEntry.js'],
  ])(
    'on plain http to %s is accepted by a page on this machine (npm start), and refused by the site on the internet',
    (_host, written) => {
      expect(personalBankingEntry(written, LOCAL_PAGE_URL)).toBe(written);
      expect(() => personalBankingEntry(written)).toThrow(
        new ManifestError(
          `/remotes.json: the URL of "personal-banking" (${written}) is on this machine, but the site is not: a remote must be on the site's own origin or https.`,
        ),
      );
    },
  );

  it.each([
    ['//other-host/x.js', 'is on another host; a path must stay on this site.'],
    ['/\\other-host/x.js', 'is on another host; a path must stay on this site.'],
    ['/\t/other-host/x.js', 'is on another host; a path must stay on this site.'],
    ['http://evil.example/x.js', 'must use https (plain http is allowed only for localhost).'],
    ['assets/remoteEntry.js', 'must be an https URL or a path starting with "/".'],
    ['javascript:alert(1)', 'must be an https URL or a path starting with "/".'],
    ['data:text/javascript,alert(1)', 'must be an https URL or a path starting with "/".'],
    ['ftp://cdn.example/x.js', 'must be an https URL or a path starting with "/".'],
  ])('%j is refused, saying why', (written, reason) => {
    expect(() => personalBankingEntry(written)).toThrow(
      new ManifestError(`/remotes.json: the URL of "personal-banking" (${written}) ${reason}`),
    );
  });

  it('is refused when it is not a string', () => {
    expect(() => personalBankingEntry(42)).toThrow('/remotes.json: the URL of "personal-banking" must be a string.');
  });

  it('when refused, costs only its own section', () => {
    const manifest: RemoteManifest = parseManifest(
      { remotes: { 'personal-banking': '//other-host/x.js', 'business-banking': '/bb/assets/remoteEntry.js' } },
      PAGE_URL,
    );
    expect(() => remoteEntryUrl(manifest, 'personal-banking')).toThrow(ManifestError);
    expect(remoteEntryUrl(manifest, 'business-banking')).toBe('https://www.mboa.example/bb/assets/remoteEntry.js');
  });

  it('is reported clearly when the section is missing', () => {
    expect(() => remoteEntryUrl(parseManifest({ remotes: {} }, PAGE_URL), 'verify-statement')).toThrow(
      'The section "verify-statement" is not listed in /remotes.json.',
    );
  });
});

describe('loadManifest', () => {
  afterEach(() => vi.unstubAllGlobals());

  const releaseAt = (path: string) => ({ remotes: { 'personal-banking': path } });
  const personalBankingUrl = (manifest: RemoteManifest) => remoteEntryUrl(manifest, 'personal-banking');

  /** A module with nothing cached, on a site that answers the manifest requests with `answers` in turn. */
  async function freshManifestModule(...answers: (object | Error)[]) {
    vi.resetModules();
    const fetchMock = vi.fn(async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer));
    });
    vi.stubGlobal('fetch', fetchMock);
    return { ...(await import('./manifest')), fetchMock };
  }

  it('fetches once and serves later calls from memory', async () => {
    const { loadManifest, fetchMock } = await freshManifestModule(releaseAt('/build-1/remoteEntry.js'));
    await loadManifest();
    const again = await loadManifest();
    expect(personalBankingUrl(again)).toMatch(/\/build-1\/remoteEntry\.js$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when fresh, fetches again bypassing the cache, and later calls get the new manifest', async () => {
    const { loadManifest, fetchMock } = await freshManifestModule(
      releaseAt('/build-1/remoteEntry.js'),
      releaseAt('/build-2/remoteEntry.js'),
    );
    await loadManifest();
    expect(personalBankingUrl(await loadManifest({ fresh: true }))).toMatch(/\/build-2\/remoteEntry\.js$/);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(personalBankingUrl(await loadManifest())).toMatch(/\/build-2\/remoteEntry\.js$/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when a fresh fetch fails, keeps the manifest it had', async () => {
    const { loadManifest } = await freshManifestModule(
      releaseAt('/build-1/remoteEntry.js'),
      new TypeError('Failed to fetch'),
    );
    await loadManifest();
    await expect(loadManifest({ fresh: true })).rejects.toMatchObject({ name: 'ManifestError' });
    expect(personalBankingUrl(await loadManifest())).toMatch(/\/build-1\/remoteEntry\.js$/);
  });
});

describe('the field-speed sample rate in the manifest', () => {
  const REMOTES = { 'personal-banking': '/pb/assets/remoteEntry.js' };

  it('is 0 (reporting off) when the manifest does not name one', () => {
    expect(parseManifest({ remotes: REMOTES }, PAGE_URL).vitalsSampleRate).toBe(0);
  });

  it.each([0, 0.1, 0.5, 1])('is the rate the manifest names, %s', (sampleRate) => {
    const manifest = parseManifest({ timeoutMs: 5000, remotes: REMOTES, vitals: { sampleRate } }, PAGE_URL);
    expect(manifest.vitalsSampleRate).toBe(sampleRate);
    expect(manifest.timeoutMs).toBe(5000);
    expect(remoteEntryUrl(manifest, 'personal-banking')).toBe('https://www.mboa.example/pb/assets/remoteEntry.js');
  });

  it.each<[string, unknown]>([
    ['a negative rate', { sampleRate: -0.5 }],
    ['a rate above 1', { sampleRate: 2 }],
    ['a rate as a string', { sampleRate: '0.5' }],
    ['a rate that is not a number', { sampleRate: Number.NaN }],
    ['an infinite rate', { sampleRate: Number.POSITIVE_INFINITY }],
    ['a null rate', { sampleRate: null }],
    ['a rate in an array', { sampleRate: [0.5] }],
    ['no rate', {}],
    ['"vitals" null', null],
    ['"vitals" an array', [0.5]],
    ['"vitals" a number', 0.5],
    ['"vitals" a string', 'on'],
  ])('is 0 for %s, and the manifest still parses, without a warning', (_case, vitals) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const manifest = parseManifest({ timeoutMs: 5000, remotes: REMOTES, vitals }, PAGE_URL);
    expect(manifest.vitalsSampleRate).toBe(0);
    expect(manifest.timeoutMs).toBe(5000);
    expect(remoteEntryUrl(manifest, 'personal-banking')).toBe('https://www.mboa.example/pb/assets/remoteEntry.js');
    expect(warn).not.toHaveBeenCalled();
  });
});
