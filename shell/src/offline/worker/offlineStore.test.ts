import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_CACHE, PAGES_CACHE, RELEASE_FILES_CACHE, SHELL_FILE_LISTS_CACHE } from '../offlineStorage';
import {
  MANIFEST_PATH_ON_SITE,
  MAX_BYTES,
  MAX_PAGES,
  factsOf,
  isSaveablePage,
  keepManifestFromHttpCache,
  keepManifestInStep,
  keepReleaseFiles,
  keepSearchBundle,
  searchWasKept,
  pageKeyOf,
  savedAtOf,
  savedPages,
  searchBundlesOf,
  stampedFile,
  stampedPage,
} from './offlineStore';
import { rememberShellFiles, tidy } from './storeBounds';
import { pageFactsOf } from './savedPage';

// Fixed dates are safe here: each page is stamped with the time given, and keeping within bounds
// orders pages by those stamps; nothing below reads the clock.
const SITE = 'https://www.mboa.example';
const SECTION_ORIGIN = 'http://localhost:5001';

/** A composed page: its title, language, shell entry and data block (shell/src/start/initialPage.ts). */
function composedPage({
  title = 'Savings Account | Mboa CCU',
  lang = 'en',
  shellEntry = '/assets/index-Dg5fmowl.js',
  entryUrl = undefined as string | undefined,
  releases = {} as Record<string, string>,
} = {}) {
  const data = JSON.stringify({ path: '/savings_account', ...(entryUrl ? { entryUrl } : {}), releases });
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title><script type="module" data-entry="${shellEntry}" data-preload=""></script></head><body><div id="root"><main><h1>Page</h1></main></div><script type="application/json" id="mboa-page">${data}</script></body></html>`;
}

const htmlAnswer = (html: string, headers: Record<string, string> = {}, init: ResponseInit = {}) =>
  new Response(html, { status: 200, ...init, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('the key a page is saved under', () => {
  it('is its address without query or fragment', () => {
    expect(pageKeyOf(`${SITE}/fr/njangie?utm_source=sms&lang=fr#tarifs`)).toBe(`${SITE}/fr/njangie`);
    expect(pageKeyOf(new URL(`${SITE}/savings_account?`))).toBe(`${SITE}/savings_account`);
    expect(pageKeyOf(`${SITE}/fr`)).toBe(`${SITE}/fr`);
  });

  it('is the same for the same page asked for with different campaign tags', () => {
    expect(pageKeyOf(`${SITE}/transfer?utm_campaign=a`)).toBe(pageKeyOf(`${SITE}/transfer#fees`));
  });
});

describe('which answers are pages worth saving', () => {
  it.each([
    ['a whole HTML page', htmlAnswer('<p>x</p>')],
    ['an HTML page whose type is written in capitals', htmlAnswer('<p>x</p>', { 'Content-Type': 'TEXT/HTML' })],
    ['a page the server lets be kept for a while', htmlAnswer('<p>x</p>', { 'Cache-Control': 'private, no-cache' })],
  ])('saves %s', (_what, response) => {
    expect(isSaveablePage(response)).toBe(true);
  });

  const followedRedirect = htmlAnswer('<p>elsewhere</p>');
  Object.defineProperty(followedRedirect, 'redirected', { value: true });

  it.each([
    ['the not-found page (404)', htmlAnswer('<h1>Not found</h1>', {}, { status: 404 })],
    ['a server error (500)', htmlAnswer('<h1>Error</h1>', {}, { status: 500 })],
    [
      'a redirect (301)',
      new Response(null, { status: 301, headers: { Location: '/fr/njangie', 'Content-Type': 'text/html' } }),
    ],
    ['a page reached through a redirect', followedRedirect],
    [
      'a preview page, which no one may keep (no-store)',
      htmlAnswer('<p>preview</p>', { 'Cache-Control': 'private, no-store' }),
    ],
    ['JSON', new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['plain text', new Response('hello', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
    ['a PDF statement', new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } })],
    ['a network error', Response.error()],
  ])('does not save %s', (_what, response) => {
    expect(isSaveablePage(response)).toBe(false);
  });
});

describe('a page as the pages cache keeps it', () => {
  const DAY = new Date('2025-03-04T10:15:00.000Z');
  const url = new URL(`${SITE}/fr/savings_account`);

  it('keeps the page’s HTML and its own headers, with status 200', async () => {
    const html = composedPage({ lang: 'fr' });
    const policy = "default-src 'self'; script-src 'self'";
    const stamped = await stampedPage(
      htmlAnswer(html, { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' }),
      url,
      DAY,
    );
    expect(stamped?.status).toBe(200);
    expect(await stamped?.text()).toBe(html);
    expect(stamped?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(stamped?.headers.get('Content-Security-Policy')).toBe(policy);
    expect(stamped?.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('drops what is false of a decoded copy: Content-Encoding, Content-Length, Vary', async () => {
    const html = composedPage();
    const stamped = await stampedPage(
      htmlAnswer(html, { 'Content-Encoding': 'br', 'Content-Length': '1234', Vary: 'Accept-Encoding' }),
      url,
      DAY,
    );
    expect(stamped?.headers.get('Content-Encoding')).toBeNull();
    expect(stamped?.headers.get('Content-Length')).toBeNull();
    expect(stamped?.headers.get('Vary')).toBeNull();
  });

  it('is stamped with the moment it was saved', async () => {
    const stamped = await stampedPage(htmlAnswer(composedPage()), url, DAY);
    expect(stamped && savedAtOf(stamped)).toEqual(DAY);
  });

  it('is stamped with what the page says of itself, French titles and all', async () => {
    const title = 'Compte d’épargne à terme « Avenir » — Mboa CCU';
    const html = composedPage({
      title,
      lang: 'fr',
      entryUrl: '/remotes/personal-banking/0123456789ab/assets/remoteEntry.js',
      releases: { shell: 'bcdd99c966ee', 'personal-banking': '0123456789ab' },
    });
    const stamped = await stampedPage(htmlAnswer(html), url, DAY);
    expect(stamped && factsOf(stamped)).toEqual(pageFactsOf(html, url));
    expect(stamped && factsOf(stamped)?.title).toBe(title);
  });

  it('is nothing for what is not a page worth saving', async () => {
    expect(await stampedPage(htmlAnswer('<h1>Not found</h1>', {}, { status: 404 }), url, DAY)).toBeUndefined();
    expect(
      await stampedPage(new Response('{}', { headers: { 'Content-Type': 'application/json' } }), url, DAY),
    ).toBeUndefined();
  });

  it('an answer the worker did not stamp has no day nor facts', () => {
    expect(savedAtOf(htmlAnswer('<p>x</p>'))).toBeUndefined();
    expect(savedAtOf(htmlAnswer('<p>x</p>', { 'X-Mboa-Saved-At': 'yesterday' }))).toBeUndefined();
    expect(factsOf(htmlAnswer('<p>x</p>'))).toBeUndefined();
  });
});

describe('a release file as the files cache keeps it', () => {
  it('keeps a whole file (200), its bytes as they were, without its encoding', async () => {
    const bytes = new TextEncoder().encode('export const a=1;');
    const stamped = await stampedFile(
      new Response(bytes, {
        status: 200,
        headers: { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' },
      }),
    );
    expect([...new Uint8Array((await stamped?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([...bytes]);
    expect(stamped?.headers.get('Content-Type')).toBe('text/javascript');
    expect(stamped?.headers.get('Content-Encoding')).toBeNull();
    expect(stamped?.headers.get('Vary')).toBeNull();
  });

  it.each([
    ['part of a file (206)', 206],
    ['a file not found (404)', 404],
    ['a server error (503)', 503],
  ])('refuses %s', async (_what, status) => {
    expect(
      await stampedFile(new Response('partial', { status, headers: { 'Content-Type': 'text/javascript' } })),
    ).toBeUndefined();
  });

  it.each(['no-store', 'private, no-store', 'no-cache, NO-STORE'])(
    'refuses a file the server says no one may keep (Cache-Control: %s)',
    async (cacheControl) => {
      expect(
        await stampedFile(
          new Response('export const a=1;', {
            status: 200,
            headers: { 'Content-Type': 'text/javascript', 'Cache-Control': cacheControl },
          }),
        ),
      ).toBeUndefined();
    },
  );
});

/**
 * Cache Storage as a worker has it, in memory: caches by name, answers keyed by URL (relative ones
 * resolved against the site, as in the worker), each match a fresh copy.
 */
function fakeCacheStorage(origin: string) {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), origin).href;
  const entriesOf = (name: string) =>
    stores.get(name) ?? stores.set(name, new Map()).get(name) ?? new Map<string, Response>();
  const cacheOf = (entries: Map<string, Response>) => ({
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response),
    delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
  });
  const storage = {
    open: async (name: string) => cacheOf(entriesOf(name)),
    keys: async () => [...stores.keys()],
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
  /** The URLs a cache holds, sorted. */
  const urls = (name: string) => [...(stores.get(name)?.keys() ?? [])].sort();
  return { storage: storage as unknown as CacheStorage, urls, open: (name: string) => cacheOf(entriesOf(name)) };
}

describe('keeping the caches within bounds (tidy)', () => {
  let store: ReturnType<typeof fakeCacheStorage>;
  beforeEach(() => {
    store = fakeCacheStorage(SITE);
    vi.stubGlobal('caches', store.storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** This worker's shell release's own files (what Workbox injected into it). */
  const OWN_SHELL = ['/assets/index-Dg5fmowl.js', '/assets/HomePage-Cfrr0Sar.js', '/assets/index-CY9fWlk0.css'];
  /** An earlier shell release's files, as its own worker remembered them. */
  const OLD_SHELL = ['/assets/index-0ldEntry.js', '/assets/HomePage-0ldH0me1.js', '/assets/index-0ldStyle.css'];
  const at = (hour: number) => new Date(Date.UTC(2025, 2, 1, hour));
  const sectionEntry = (section: string, buildId: string) => `/remotes/${section}/${buildId}/assets/remoteEntry.js`;

  async function savePage(path: string, savedAt: Date, page: Parameters<typeof composedPage>[0] = {}) {
    const url = new URL(path, SITE);
    const stamped = await stampedPage(htmlAnswer(composedPage(page)), url, savedAt);
    if (!stamped) throw new Error(`${path} was not stamped`);
    await store.open(PAGES_CACHE).put(pageKeyOf(url), stamped);
  }

  async function keepFile(path: string, bytes = 100) {
    const stamped = await stampedFile(
      new Response(new Uint8Array(bytes), { status: 200, headers: { 'Content-Type': 'text/javascript' } }),
    );
    if (!stamped) throw new Error(`${path} was not stamped`);
    await store.open(RELEASE_FILES_CACHE).put(new URL(path, SITE).href, stamped);
  }

  async function saveManifest(remotes: Record<string, string>) {
    await store.open(MANIFEST_CACHE).put(
      MANIFEST_PATH_ON_SITE,
      new Response(JSON.stringify({ timeoutMs: 120000, remotes }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  }

  const savedPaths = () => store.urls(PAGES_CACHE).map((url) => new URL(url).pathname);
  /** The files kept: the site's by path, a section origin's whole, sorted. */
  const keptFiles = () =>
    store
      .urls(RELEASE_FILES_CACHE)
      .map((url) => (url.startsWith(`${SITE}/`) ? new URL(url).pathname : url))
      .sort();

  it(`keeps at most ${MAX_PAGES} pages, evicting those saved longest ago first`, async () => {
    // Saved in an order other than their days': the day decides, not the order they came in.
    for (let index = MAX_PAGES + 2; index >= 0; index -= 1) await savePage(`/page-${index}`, at(index));
    await tidy(OWN_SHELL, SITE);
    const kept = savedPaths();
    expect(kept).toHaveLength(MAX_PAGES);
    expect(kept).not.toContain('/page-0');
    expect(kept).not.toContain('/page-1');
    expect(kept).not.toContain('/page-2');
    expect(kept).toContain('/page-3');
    expect(kept).toContain(`/page-${MAX_PAGES + 2}`);
    expect((await savedPages()).map((page) => page.url.pathname)).toEqual(
      Array.from({ length: MAX_PAGES }, (_, index) => `/page-${index + 3}`),
    );
  });

  it('keeps every page while there are no more than the bound', async () => {
    for (let index = 0; index < 5; index += 1) await savePage(`/page-${index}`, at(index));
    await tidy(OWN_SHELL, SITE);
    expect(savedPaths()).toHaveLength(5);
  });

  it('drops the files of a section release no saved page nor the saved manifest names, and keeps those still named', async () => {
    await savePage('/savings_account', at(1), {
      entryUrl: sectionEntry('personal-banking', 'aaaaaaaaaaa1'),
      releases: { shell: 'bcdd99c966ee', 'personal-banking': 'aaaaaaaaaaa1' },
    });
    await savePage('/fr/njangie', at(2), {
      lang: 'fr',
      releases: { shell: 'bcdd99c966ee', 'group-societies': 'ddddddddddd4' },
    });
    await saveManifest({
      'business-banking': sectionEntry('business-banking', 'ccccccccccc3'),
      'personal-banking': `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js`,
    });
    const named = [
      sectionEntry('personal-banking', 'aaaaaaaaaaa1'),
      '/remotes/personal-banking/aaaaaaaaaaa1/assets/SavingsPage-B1c2D3e4.js',
      `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/savings-AbCdEf12.svg`,
      '/remotes/group-societies/ddddddddddd4/assets/njangie-BWfmVkvP.svg',
      sectionEntry('business-banking', 'ccccccccccc3'),
    ];
    const unnamed = [
      sectionEntry('personal-banking', 'bbbbbbbbbbb2'),
      `${SECTION_ORIGIN}/bbbbbbbbbbb2/assets/savings-AbCdEf12.svg`,
      sectionEntry('group-societies', 'eeeeeeeeeee5'),
    ];
    for (const file of [...named, ...unnamed]) await keepFile(file);
    await tidy(OWN_SHELL, SITE);
    expect(keptFiles()).toEqual([...named].sort());
  });

  it('drops a file shaped as a section’s on an origin the saved manifest does not name, even of a release a saved page names', async () => {
    await savePage('/savings_account', at(1), {
      entryUrl: `https://evil.example/aaaaaaaaaaa1/assets/remoteEntry.js`,
      releases: { 'personal-banking': 'aaaaaaaaaaa1' },
    });
    await saveManifest({ 'personal-banking': `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js` });
    const foreign = [
      'https://evil.example/aaaaaaaaaaa1/assets/remoteEntry.js',
      'http://localhost:5999/aaaaaaaaaaa1/assets/remoteEntry.js',
    ];
    for (const file of [`${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js`, ...foreign]) await keepFile(file);
    await tidy(OWN_SHELL, SITE);
    expect(keptFiles()).toEqual([`${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js`]);
  });

  it('drops a release’s files once the last page that named it is evicted', async () => {
    await savePage('/transfer', at(0), { entryUrl: sectionEntry('personal-banking', 'aaaaaaaaaaa1') });
    for (let index = 1; index <= MAX_PAGES; index += 1)
      await savePage(`/page-${index}`, at(index), { entryUrl: sectionEntry('personal-banking', 'bbbbbbbbbbb2') });
    await keepFile(sectionEntry('personal-banking', 'aaaaaaaaaaa1'));
    await keepFile(sectionEntry('personal-banking', 'bbbbbbbbbbb2'));
    await tidy(OWN_SHELL, SITE);
    expect(savedPaths()).not.toContain('/transfer');
    expect(keptFiles()).toEqual([sectionEntry('personal-banking', 'bbbbbbbbbbb2')]);
  });

  it('keeps the live shell release’s files, and drops another release’s that no saved page starts with', async () => {
    await rememberShellFiles(OWN_SHELL, SITE);
    await savePage('/legal', at(1), { shellEntry: OWN_SHELL[0] });
    for (const file of [...OWN_SHELL, ...OLD_SHELL]) await keepFile(file);
    await tidy(OWN_SHELL, SITE);
    expect(keptFiles()).toEqual([...OWN_SHELL].sort());
  });

  it('keeps the live shell release’s files with no page saved at all', async () => {
    for (const file of [...OWN_SHELL, ...OLD_SHELL]) await keepFile(file);
    await tidy(OWN_SHELL, SITE);
    expect(keptFiles()).toEqual([...OWN_SHELL].sort());
  });

  it('keeps an earlier shell release’s files, as its worker listed them, while a saved page starts with it; drops them and the list after', async () => {
    await rememberShellFiles(OLD_SHELL, SITE);
    await rememberShellFiles(OWN_SHELL, SITE);
    await savePage('/legal', at(1), { shellEntry: OLD_SHELL[0] });
    await savePage('/faqs', at(2), { shellEntry: OWN_SHELL[0] });
    const stray = '/assets/Stray-StRaYaaa.js';
    for (const file of [...OWN_SHELL, ...OLD_SHELL, stray]) await keepFile(file);
    await tidy(OWN_SHELL, SITE);
    expect(keptFiles()).toEqual([...OWN_SHELL, ...OLD_SHELL].sort());
    expect(store.urls(SHELL_FILE_LISTS_CACHE)).toHaveLength(2);

    await store.open(PAGES_CACHE).delete(`${SITE}/legal`);
    await tidy(OWN_SHELL, SITE);
    expect(keptFiles()).toEqual([...OWN_SHELL].sort());
    expect(store.urls(SHELL_FILE_LISTS_CACHE)).toHaveLength(1);
  });

  it('keeps every shell file while a saved page starts with a shell release no known list names', async () => {
    await rememberShellFiles(OWN_SHELL, SITE);
    await savePage('/legal', at(1), { shellEntry: '/assets/index-Unkn0wn1.js' });
    const shellFiles = [...OWN_SHELL, ...OLD_SHELL, '/assets/index-Unkn0wn1.js'];
    for (const file of [...shellFiles, sectionEntry('personal-banking', 'bbbbbbbbbbb2')]) await keepFile(file);
    await tidy(OWN_SHELL, SITE);
    // Every shell file stays; a section's files are still judged by their release.
    expect(keptFiles()).toEqual([...shellFiles].sort());
  });

  it(`keeps pages and files within ${MAX_BYTES / 1024 / 1024} MB, evicting the page saved longest ago and the files only it needed`, async () => {
    const big = Math.ceil(MAX_BYTES * 0.6);
    await savePage('/personal-loans', at(1), { entryUrl: sectionEntry('personal-banking', 'aaaaaaaaaaa1') });
    await savePage('/business_loans', at(2), { entryUrl: sectionEntry('business-banking', 'ccccccccccc3') });
    await keepFile('/remotes/personal-banking/aaaaaaaaaaa1/assets/LoansPage-B1c2D3e4.js', big);
    await keepFile('/remotes/business-banking/ccccccccccc3/assets/LoansPage-B1c2D3e4.js', big);
    await tidy(OWN_SHELL, SITE);
    expect(savedPaths()).toEqual(['/business_loans']);
    expect(keptFiles()).toEqual(['/remotes/business-banking/ccccccccccc3/assets/LoansPage-B1c2D3e4.js']);
  });
});

describe('the saved manifest kept in step with the saved pages', () => {
  let store: ReturnType<typeof fakeCacheStorage>;
  const fresh = {
    timeoutMs: 120000,
    remotes: { 'personal-banking': '/remotes/personal-banking/bbbbbbbbbbb2/assets/remoteEntry.js' },
  };
  const network = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(
    async () => new Response(JSON.stringify(fresh), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  beforeEach(() => {
    store = fakeCacheStorage(SITE);
    vi.stubGlobal('caches', store.storage);
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    network.mockClear();
  });

  const factsWith = (entryUrl?: string) => pageFactsOf(composedPage({ entryUrl }), new URL(`${SITE}/savings_account`));
  const savedManifest = async () =>
    (await (await store.open(MANIFEST_CACHE).match(MANIFEST_PATH_ON_SITE))?.json()) as unknown;
  const old = {
    timeoutMs: 120000,
    remotes: { 'personal-banking': '/remotes/personal-banking/aaaaaaaaaaa1/assets/remoteEntry.js' },
  };

  it('saves the manifest again, asked afresh, when a page names a section release the saved one does not', async () => {
    await store.open(MANIFEST_CACHE).put(MANIFEST_PATH_ON_SITE, new Response(JSON.stringify(old)));
    await keepManifestInStep(factsWith(fresh.remotes['personal-banking']), SITE);
    expect(network).toHaveBeenCalledTimes(1);
    expect(new URL(String(network.mock.calls[0]?.[0]), SITE).pathname).toBe(MANIFEST_PATH_ON_SITE);
    expect(network.mock.calls[0]?.[1]?.cache).toBe('no-cache');
    expect(await savedManifest()).toEqual(fresh);
  });

  it('keeps the saved manifest when the one asked afresh may not be kept (a preview’s: no-store)', async () => {
    await store.open(MANIFEST_CACHE).put(MANIFEST_PATH_ON_SITE, new Response(JSON.stringify(old)));
    network.mockResolvedValueOnce(
      new Response(JSON.stringify(fresh), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' },
      }),
    );
    await keepManifestInStep(factsWith(fresh.remotes['personal-banking']), SITE);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await savedManifest()).toEqual(old);
  });

  it('asks nothing when the saved manifest names the page’s release, written relative or whole', async () => {
    await store.open(MANIFEST_CACHE).put(MANIFEST_PATH_ON_SITE, new Response(JSON.stringify(old)));
    await keepManifestInStep(factsWith(old.remotes['personal-banking']), SITE);
    await keepManifestInStep(factsWith(`${SITE}${old.remotes['personal-banking']}`), SITE);
    expect(network).not.toHaveBeenCalled();
    expect(await savedManifest()).toEqual(old);
  });

  it('asks nothing without a saved manifest, or for a page of the shell', async () => {
    await keepManifestInStep(factsWith(fresh.remotes['personal-banking']), SITE);
    await store.open(MANIFEST_CACHE).put(MANIFEST_PATH_ON_SITE, new Response(JSON.stringify(old)));
    await keepManifestInStep(factsWith(undefined), SITE);
    expect(network).not.toHaveBeenCalled();
  });
});

/** A worker's caches and network for the tests of one block: `answers` by URL, 404 for anything else. */
function workerCachesAndNetwork() {
  const worker = { store: fakeCacheStorage(SITE), answers: {} as Record<string, () => Response | Promise<Response>> };
  const network = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (input) => {
    const answer = worker.answers[new URL(String(input), SITE).href];
    return answer ? answer() : new Response('Not found', { status: 404 });
  });
  beforeEach(() => {
    worker.store = fakeCacheStorage(SITE);
    worker.answers = {};
    vi.stubGlobal('caches', worker.store.storage);
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    network.mockClear();
  });
  return Object.assign(worker, { network });
}

describe('what the page read before the worker was there, kept from the browser’s HTTP cache', () => {
  const manifest = {
    timeoutMs: 120000,
    remotes: { 'personal-banking': `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js` },
  };
  /** What the network (or the browser's HTTP cache) answers, by URL. */
  const worker = workerCachesAndNetwork();
  const { network } = worker;

  const json =
    (body: unknown, headers: Record<string, string> = {}) =>
    () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  const script =
    (headers: Record<string, string> = {}) =>
    () =>
      new Response('export const a=1;', { status: 200, headers: { 'Content-Type': 'text/javascript', ...headers } });
  const savedManifest = async () =>
    (await (await worker.store.open(MANIFEST_CACHE).match(MANIFEST_PATH_ON_SITE))?.json()) as unknown;
  const fetched = () => network.mock.calls.map(([input]) => new URL(String(input), SITE).href);

  it('keeps the manifest the page read', async () => {
    worker.answers[`${SITE}${MANIFEST_PATH_ON_SITE}`] = json(manifest, { 'Cache-Control': 'no-cache' });
    await keepManifestFromHttpCache();
    expect(network.mock.calls[0]?.[1]?.cache).toBe('force-cache');
    expect(await savedManifest()).toEqual(manifest);
  });

  it('never keeps a manifest the server says no one may keep (a preview’s: private, no-store)', async () => {
    worker.answers[`${SITE}${MANIFEST_PATH_ON_SITE}`] = json(manifest, { 'Cache-Control': 'private, no-store' });
    await keepManifestFromHttpCache();
    expect(worker.store.urls(MANIFEST_CACHE)).toEqual([]);
  });

  it('keeps a file of a section origin the saved manifest names, and neither asks for nor keeps one shaped the same on another origin', async () => {
    await worker.store.open(MANIFEST_CACHE).put(MANIFEST_PATH_ON_SITE, json(manifest)());
    const own = `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/SavingsPage-B1c2D3e4.js`;
    const foreign = 'https://evil.example/aaaaaaaaaaa1/assets/SavingsPage-B1c2D3e4.js';
    worker.answers[own] = script();
    worker.answers[foreign] = script();
    await keepReleaseFiles([own, foreign], 'default', SITE);
    expect(fetched()).toEqual([own]);
    expect(worker.store.urls(RELEASE_FILES_CACHE)).toEqual([own]);
  });

  it('keeps no section origin’s file while no manifest is saved, and the site’s own as ever', async () => {
    const own = `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/SavingsPage-B1c2D3e4.js`;
    const shellFile = `${SITE}/assets/index-Dg5fmowl.js`;
    worker.answers[own] = script();
    worker.answers[shellFile] = script();
    await keepReleaseFiles([own, shellFile], 'force-cache', SITE);
    expect(worker.store.urls(RELEASE_FILES_CACHE)).toEqual([shellFile]);
  });

  it('never keeps a release file the server says no one may keep (no-store)', async () => {
    const shellFile = `${SITE}/assets/index-Dg5fmowl.js`;
    worker.answers[shellFile] = script({ 'Cache-Control': 'no-store' });
    await keepReleaseFiles([shellFile], 'force-cache', SITE);
    expect(worker.store.urls(RELEASE_FILES_CACHE)).toEqual([]);
  });
});

describe('the search bundles kept with the saved pages (offline search)', () => {
  const worker = workerCachesAndNetwork();
  const { network } = worker;

  const SECTION_BUNDLE = `${SITE}/remotes/personal-banking/aaaaaaaaaaa1/pagefind/fr/`;
  const SHELL_BUNDLE = `${SITE}/pagefind/fr/`;
  const FILES = ['pagefind.js', 'pagefind-entry.json', 'wasm.fr.pagefind', 'index/fr_1a2b3c4d.pf_index'];
  /** A bundle the network serves: its list, and each file's body named after it and `version`. */
  function serveBundle(bundle: string, files: readonly string[], version = 'v1') {
    worker.answers[`${bundle}bundle-files.json`] = () => new Response(JSON.stringify(files));
    for (const file of files) worker.answers[`${bundle}${file}`] = () => new Response(`${version} ${file}`);
  }
  const fetched = () => network.mock.calls.map(([input]) => String(input));
  const kept = async (url: string) => (await worker.store.open(RELEASE_FILES_CACHE).match(url))?.text();

  it('are, for a page, the live shell’s bundle and its section release’s, in the page’s language', () => {
    const facts = (page: Parameters<typeof composedPage>[0], path = '/fr/epargne') =>
      pageFactsOf(composedPage(page), new URL(path, SITE));
    expect(searchBundlesOf(facts({ lang: 'fr' }), SITE).map(String)).toEqual([SHELL_BUNDLE]);
    expect(
      searchBundlesOf(
        facts({ lang: 'fr', entryUrl: '/remotes/personal-banking/aaaaaaaaaaa1/assets/remoteEntry.js' }),
        SITE,
      ).map(String),
    ).toEqual([SHELL_BUNDLE, SECTION_BUNDLE]);
    expect(
      searchBundlesOf(
        facts({ lang: 'en', entryUrl: `${SECTION_ORIGIN}/aaaaaaaaaaa1/assets/remoteEntry.js` }),
        SITE,
      ).map(String),
    ).toEqual([`${SITE}/pagefind/en/`, `${SECTION_ORIGIN}/aaaaaaaaaaa1/pagefind/en/`]);
  });

  it('keeps a section release’s bundle but the engine (the shell’s runs it), once: a second page of the release asks for nothing', async () => {
    serveBundle(SECTION_BUNDLE, [...FILES, 'pagefind-worker.js']);
    await keepSearchBundle(new URL(SECTION_BUNDLE), SITE);
    expect(await kept(`${SECTION_BUNDLE}pagefind-entry.json`)).toBe('v1 pagefind-entry.json');
    expect(await kept(`${SECTION_BUNDLE}index/fr_1a2b3c4d.pf_index`)).toBe('v1 index/fr_1a2b3c4d.pf_index');
    expect(fetched().filter((url) => /pagefind(-worker)?\.js$|\.pagefind$/.test(url))).toEqual([]);
    expect(JSON.parse((await kept(`${SECTION_BUNDLE}bundle-files.json`)) ?? '[]')).toEqual([
      ...FILES,
      'pagefind-worker.js',
    ]);
    network.mockClear();
    await keepSearchBundle(new URL(SECTION_BUNDLE), SITE);
    expect(fetched()).toEqual([]);
  });

  it('asks for the shell’s list each time: unchanged, nothing more; changed, its new files and those not named by their content', async () => {
    serveBundle(SHELL_BUNDLE, FILES);
    await keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    network.mockClear();
    await keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    expect(fetched()).toEqual([`${SHELL_BUNDLE}bundle-files.json`]);

    const deployed = [...FILES, 'fragment/fr_9f8e7d6c.pf_fragment'];
    serveBundle(SHELL_BUNDLE, deployed, 'v2');
    network.mockClear();
    await keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    expect(fetched().sort()).toEqual(
      [
        'bundle-files.json',
        'pagefind.js',
        'pagefind-entry.json',
        'wasm.fr.pagefind',
        'fragment/fr_9f8e7d6c.pf_fragment',
      ]
        .map((file) => `${SHELL_BUNDLE}${file}`)
        .sort(),
    );
    expect(await kept(`${SHELL_BUNDLE}pagefind-entry.json`)).toBe('v2 pagefind-entry.json');
    expect(await kept(`${SHELL_BUNDLE}index/fr_1a2b3c4d.pf_index`)).toBe('v1 index/fr_1a2b3c4d.pf_index');
  });

  it('keeps a bundle whole when the connection drops once it is kept, though another page asked for it meanwhile', async () => {
    const page = await stampedPage(htmlAnswer(composedPage({ lang: 'fr' })), new URL('/fr/epargne', SITE));
    await worker.store.open(PAGES_CACHE).put(`${SITE}/fr/epargne`, page!);
    serveBundle(SHELL_BUNDLE, FILES);
    const index = 'index/fr_1a2b3c4d.pf_index';
    let answerFirst: (() => void) | undefined;
    let dropLater: (() => void) | undefined;
    worker.answers[`${SHELL_BUNDLE}${index}`] = () =>
      answerFirst
        ? new Promise((_, reject) => (dropLater = () => reject(new TypeError('Failed to fetch'))))
        : new Promise((resolve) => (answerFirst = () => resolve(new Response(`v1 ${index}`))));
    const first = keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    const second = keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    await vi.waitFor(() => expect(answerFirst).toBeDefined());
    await new Promise((later) => setTimeout(later, 0));
    answerFirst?.();
    await first;
    for (const file of [...FILES, 'bundle-files.json']) delete worker.answers[`${SHELL_BUNDLE}${file}`];
    dropLater?.();
    await second.catch(() => undefined);
    await tidy([], SITE);
    expect(JSON.parse((await kept(`${SHELL_BUNDLE}bundle-files.json`)) ?? '[]')).toEqual(FILES);
    for (const file of FILES) expect(await kept(`${SHELL_BUNDLE}${file}`)).toBe(`v1 ${file}`);
  });

  it('keeps the shell’s bundle as it was when keeping a changed list is cut short', async () => {
    serveBundle(SHELL_BUNDLE, FILES);
    await keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    const deployed = [...FILES, 'fragment/fr_9f8e7d6c.pf_fragment'];
    worker.answers[`${SHELL_BUNDLE}bundle-files.json`] = () => new Response(JSON.stringify(deployed));
    await expect(keepSearchBundle(new URL(SHELL_BUNDLE), SITE)).rejects.toThrow();
    expect(JSON.parse((await kept(`${SHELL_BUNDLE}bundle-files.json`)) ?? '[]')).toEqual(FILES);
  });

  it('drops the list when a file cannot be had, so that the next page keeps the bundle again', async () => {
    serveBundle(SECTION_BUNDLE, FILES);
    delete worker.answers[`${SECTION_BUNDLE}index/fr_1a2b3c4d.pf_index`];
    await expect(keepSearchBundle(new URL(SECTION_BUNDLE), SITE)).rejects.toThrow();
    expect(await kept(`${SECTION_BUNDLE}bundle-files.json`)).toBeUndefined();
    serveBundle(SECTION_BUNDLE, FILES);
    await keepSearchBundle(new URL(SECTION_BUNDLE), SITE);
    expect(await kept(`${SECTION_BUNDLE}index/fr_1a2b3c4d.pf_index`)).toBe('v1 index/fr_1a2b3c4d.pf_index');
  });

  it('fetches nothing a list names outside its bundle, nor a bundle on an origin the saved manifest does not name', async () => {
    serveBundle(SECTION_BUNDLE, [
      'pagefind-entry.json',
      '../../../../../assets/index-Dg5fmowl.js',
      'https://evil.example/x.js',
    ]);
    await keepSearchBundle(new URL(SECTION_BUNDLE), SITE);
    expect(fetched()).toEqual([`${SECTION_BUNDLE}bundle-files.json`, `${SECTION_BUNDLE}pagefind-entry.json`]);
    network.mockClear();
    await keepSearchBundle(new URL('https://evil.example/aaaaaaaaaaa1/pagefind/fr/'), SITE);
    expect(fetched()).toEqual([]);
  });

  it('says the visitor has searched once the shell’s bundle is kept in a language, and not before', async () => {
    serveBundle(SECTION_BUNDLE, FILES);
    await keepSearchBundle(new URL(SECTION_BUNDLE), SITE);
    expect(await searchWasKept(SITE)).toBe(false);
    serveBundle(SHELL_BUNDLE, FILES);
    await keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    expect(await searchWasKept(SITE)).toBe(true);
  });

  it('keeps the shell’s bundle in a language while a page in it is saved, only the files its list names now', async () => {
    serveBundle(SHELL_BUNDLE, FILES);
    await keepSearchBundle(new URL(SHELL_BUNDLE), SITE);
    await worker.store
      .open(RELEASE_FILES_CACHE)
      .put(`${SHELL_BUNDLE}index/fr_0ld0ld00.pf_index`, (await stampedFile(new Response('old')))!);
    const page = await stampedPage(htmlAnswer(composedPage({ lang: 'fr' })), new URL('/fr/epargne', SITE));
    await worker.store.open(PAGES_CACHE).put(`${SITE}/fr/epargne`, page!);
    await tidy([], SITE);
    const listed = [...FILES, 'bundle-files.json'].map((file) => `${SHELL_BUNDLE}${file}`).sort();
    expect(worker.store.urls(RELEASE_FILES_CACHE)).toEqual(listed);
    await worker.store.open(PAGES_CACHE).delete(`${SITE}/fr/epargne`);
    await tidy([], SITE);
    expect(worker.store.urls(RELEASE_FILES_CACHE)).toEqual([]);
  });
});
