// Requests an attacker, a broken client or a confused proxy sends, against each host (both run
// it: scripts/test/test-e2e.mjs). After every one the host must still answer, every HTML response
// must carry the page's security headers, and an error is never cacheable. The site here sits
// behind a trusted proxy on 127.0.0.1 (TRUSTED_PROXIES), so each test can speak for clients of
// its own through X-Forwarded-For.
import { readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HSTS, STATEMENT_NOT_FOUND_RATE_LIMIT, STATEMENT_RATE_LIMIT } from '../../hosting/lib/policy.mjs';
import { rawRequest, type RawResponse } from '../support/rawHttp';
import { HOST, REMOTES, composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile({ trustedProxies: ['127.0.0.1'] });
// The sample statement's file, under its own prefix (shared/spec/decisions.md).
const STATEMENT_FILE = 'Verified%20Statement%20TFMXJ0eLHiz-41twKSQPPA%20-%20MB-STM-2025-0042%20-%2037100012345.pdf';
/** Where every statement was while all shared one prefix: the reference and account numbers alone named it. */
const SHARED_PREFIX_FILE = (reference: string) => `Verified%20Statement%20-%20${reference}%20-%2037100012345.pdf`;
const REMOTE = REMOTES[0];

/** Every response the tests saw, checked after each test. */
const seen: { target: string; response: RawResponse }[] = [];

/** One request, as written, to the shell's origin (or `origin`). */
async function probe(
  target: string,
  options: Parameters<typeof rawRequest>[2] & { origin?: string } = {},
): Promise<RawResponse> {
  const response = await rawRequest(options.origin ?? env.site.url, target, options);
  seen.push({ target, response });
  return response;
}

/** A client of its own, as the trusted proxy reports it. */
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;
const asClient = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'X-Forwarded-For': address, ...headers },
});

afterEach(async () => {
  // The host still answers, and no HTML response lacked the page's headers.
  expect((await rawRequest(env.site.url, '/')).status).toBe(200);
  for (const { target, response } of seen.splice(0)) {
    if (!/^text\/html/i.test(response.headers['content-type'] ?? '')) continue;
    expect(response.headers['content-security-policy'], `CSP of ${target.slice(0, 80)} (${response.status})`).toContain(
      "frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options'], `X-Frame-Options of ${target.slice(0, 80)}`).toBe('DENY');
  }
});

/** Errors are kept by no cache: a 404 for a file a rollout is about to publish must not stick. */
function expectNotCacheable(response: RawResponse, what: string) {
  expect(response.headers['cache-control'], what).toMatch(/(^|, )no-store$/);
}

describe(`the ${HOST} host, asked for byte ranges`, () => {
  const robots = () => readFileSync(join(env.site.liveRelease('shell').folder, 'robots.txt'));
  const ranged = (range: string) => probe('/robots.txt', { headers: { Range: range, 'Accept-Encoding': 'identity' } });

  it('answers a range with 206 and exactly its bytes, a suffix range included', async () => {
    const file = robots();
    const first = await ranged('bytes=0-4');
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-4/${file.length}`);
    expect(first.body).toEqual(file.subarray(0, 5));
    // The answer to a range request is never stored (nginx decides 206 or 416 after its headers).
    expectNotCacheable(first, 'a 206');
    const last = await ranged('bytes=-5');
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${file.length - 5}-${file.length - 1}/${file.length}`);
    expect(last.body).toEqual(file.subarray(file.length - 5));
  });

  it('answers an unsatisfiable or unreadable byte range with 416, and stays up (bytes=5-2 once stopped the embedded host)', async () => {
    const file = robots();
    for (const range of ['bytes=5-2', `bytes=${file.length + 100}-`, 'bytes=abc', 'bytes=-']) {
      const response = await ranged(range);
      expect(response.status, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${file.length}`);
      expectNotCacheable(response, range);
    }
  });

  it('answers several ranges, or a range in another unit, with the whole file', async () => {
    const file = robots();
    for (const range of ['bytes=0-1,4-6', 'bytes=0-1, 0-1', 'items=0-4', 'bytes=']) {
      const response = await ranged(range);
      expect(response.status, range).toBe(200);
      expect(response.body, range).toEqual(file);
    }
  });
});

describe(`the ${HOST} host, asked for paths in disguise`, () => {
  const SPELLINGS = [
    `/statements/${STATEMENT_FILE}`,
    `//statements/${STATEMENT_FILE}`,
    `/%73tatements/${STATEMENT_FILE}`,
    `/statements/./${STATEMENT_FILE}`,
    `/x/../statements/${STATEMENT_FILE}`,
    `/statements//${STATEMENT_FILE}`,
  ];

  it('applies the statement rules to every spelling of /statements/: never cached, never indexed, one rate limit', async () => {
    const client = newClient();
    for (const spelling of SPELLINGS) {
      const response = await probe(spelling, asClient(newClient()));
      expect(response.status, spelling).toBe(200);
      expect(response.headers['content-type'], spelling).toBe('application/pdf');
      expect(response.headers['cache-control'], spelling).toBe('private, no-store');
      expect(response.headers['x-robots-tag'], spelling).toBe('noindex');
    }
    // One client, every spelling at once: the burst is answered, every request beyond it refused.
    const attempts = STATEMENT_RATE_LIMIT.burst + 5;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        probe(SPELLINGS[i % SPELLINGS.length]!, asClient(client)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(STATEMENT_RATE_LIMIT.burst + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(attempts - STATEMENT_RATE_LIMIT.burst - 1);
  });

  it('sends the page’s headers with every HTML response, however the path was spelled', async () => {
    for (const target of [
      '/index.htm%6c',
      '//index.html',
      '/./index.html',
      '/assets/../index.html',
      '/%69ndex.html',
      '/INDEX.HTML',
      '/njangie/.',
      '//njangie',
    ]) {
      const response = await probe(target);
      expect(response.status, target).toBeLessThan(500);
      expect(response.headers['content-type'], target).toMatch(/^text\/html/);
    }
  });

  it('never serves a precompressed copy asked for by name (it would be HTML without the page’s headers)', async () => {
    const releaseFolder = env.site.liveRelease('shell').folder;
    const script = readdirSync(join(releaseFolder, 'assets')).find((file) => file.endsWith('.js.gz'))!;
    for (const target of [
      '/index.html.gz',
      '/index.html.br',
      `/assets/${script}`,
      `/assets/${script.replace(/\.gz$/, '.br')}`,
    ]) {
      const response = await probe(target);
      expect(response.status, target).toBe(404);
      expect(response.headers['content-encoding'], target).toBeUndefined();
    }
  });

  it('refuses with 400 what cannot name a file: a NUL, an encoded slash or backslash, a climb above the root, a broken escape', async () => {
    for (const target of [
      `/statements%2F${STATEMENT_FILE}`,
      `/statements%2f${STATEMENT_FILE}`,
      '/%5c..%5cetc/passwd',
      '/index.html%00.js',
      '/%00',
      '/../etc/passwd',
      '/assets/../../etc/passwd',
      '/%zz',
    ]) {
      const response = await probe(target);
      expect(response.status, target).toBe(400);
      expectNotCacheable(response, target);
    }
  });

  it('answers a backslash, an overlong path and oversized headers without falling over', async () => {
    expect((await probe('/\\statements\\x.pdf')).status).toBe(404);
    expect((await probe(`/${'a'.repeat(9000)}`)).status).toBe(414);
    const oversized = await probe('/', { headers: { 'X-Padding': 'x'.repeat(20_000) } });
    expect([400, 431]).toContain(oversized.status);
    const manyHeaders = await probe('/', {
      headers: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-Header-${i}`, 'y'.repeat(100)])),
    });
    expect([400, 431]).toContain(manyHeaders.status);
  });

  it('answers any method but GET and HEAD with 405', async () => {
    for (const method of ['OPTIONS', 'TRACE', 'PROPFIND', 'DELETE', 'PATCH']) {
      const response = await probe('/', { method });
      expect(response.status, method).toBe(405);
      expectNotCacheable(response, method);
    }
  });
});

describe(`the ${HOST} host, asked to redirect`, () => {
  // `?preview=end` needs no secret: its 303 must never lead off the site nor write what was asked.
  const offSite = [
    '/%09/evil.example/login',
    '/%0a/evil.example/login',
    '/%0d%0aSet-Cookie:%20mboa_bucket=7/x',
    '/%5C/evil.example/login',
    '//evil.example/login',
    '/%2F/evil.example/login',
    '/%7f/evil.example',
  ];

  it('refuses with 400 a path holding a control character or DEL, before anything else, and writes nothing of it into a header', async () => {
    for (const path of [
      '/%09/evil.example/login',
      '/%0a/evil.example/login',
      '/%0d%0aSet-Cookie:%20mboa_bucket=7/x',
      '/savings_account%0d%0aX-Injected:%20yes',
      '/%7f',
      '/%1b[31m',
      '/statements/%0d%0ax.pdf',
    ]) {
      for (const query of ['?preview=end', '']) {
        const response = await probe(path + query);
        expect(response.status, path + query).toBe(400);
        expect(response.headers.location, path + query).toBeUndefined();
        expect(response.headers['x-injected'], path + query).toBeUndefined();
        expect(response.headers['set-cookie'] ?? '', path + query).not.toMatch(/mboa_bucket=7/);
        expectNotCacheable(response, path + query);
      }
    }
  });

  it('answers ?preview= on a path that is no route with 404 and no redirect, however it is spelled', async () => {
    for (const path of [...offSite, '/evil.example/login', '/assets/x.js', '/no-such-page']) {
      const response = await probe(`${path}?preview=end`);
      expect([400, 404], path).toContain(response.status);
      expect(response.headers.location, path).toBeUndefined();
      expect(response.headers['set-cookie'] ?? '', path).toBe('');
    }
  });

  it('redirects ?preview=end on a route to its spelling in the route list, never to what was asked', async () => {
    for (const [asked, canonical] of [
      ['/Savings_Account/', '/savings_account'],
      ['/FR/SAVINGS_ACCOUNT', '/fr/savings_account'],
      ['/student-account', '/student-Account'],
      ['/', '/'],
      ['/fr/', '/fr'],
    ] as const) {
      const response = await probe(`${asked}?preview=end`);
      expect(response.status, asked).toBe(303);
      expect(response.headers.location, asked).toBe(canonical);
    }
  });
});

describe(`the ${HOST} host, asked for what is not public`, () => {
  it('never serves dot-files and dot-folders, the deploy root’s bookkeeping or a server build', async () => {
    const shellBuildId = env.site.liveRelease('shell').buildId;
    for (const target of [
      '/.vite/manifest.json',
      '/.%76ite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/.deploy.lock',
      '/releases.json',
      '/hosting.json',
      '/running/',
      `/server/shell/${shellBuildId}/render.mjs`,
      `/shell/${shellBuildId}/index.html`,
      '/composed/index.html',
    ]) {
      const response = await probe(target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).not.toMatch(/"history"|"remoteEntryUrl"|"file":|renderDocument/);
    }
  });

  it('never serves a remote’s bookkeeping, nor a deploy’s unfinished or temporary copies', async () => {
    const folder = join(env.site.root, REMOTE);
    const live = env.site.liveRelease(REMOTE);
    // What a deploy in progress leaves beside the releases for a moment.
    mkdirSync(join(folder, '.incoming-0123456789ab-42', 'assets'), { recursive: true });
    writeFileSync(join(folder, '.incoming-0123456789ab-42', 'assets', 'remoteEntry.js'), 'unfinished');
    writeFileSync(join(folder, 'releases.json.42.1764000000000.tmp'), '{"history":[]}');
    const { pathname, origin } = new URL(env.site.remoteFolderUrl(REMOTE));
    try {
      for (const path of [
        'releases.json',
        '.incoming-0123456789ab-42/assets/remoteEntry.js',
        'releases.json.42.1764000000000.tmp',
        `${live.buildId}/../releases.json`,
        `${live.buildId}/assets/remoteEntry.js.gz`,
      ]) {
        const response = await probe(pathname + path, { origin });
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).not.toMatch(/"history"|unfinished/);
      }
      expect((await probe(`${pathname}${live.buildId}/assets/remoteEntry.js`, { origin })).status).toBe(200);
    } finally {
      rmSync(join(folder, '.incoming-0123456789ab-42'), { recursive: true, force: true });
      rmSync(join(folder, 'releases.json.42.1764000000000.tmp'), { force: true });
    }
  });

  it('serves nothing through a symbolic link inside a release', async () => {
    const shell = env.site.liveRelease('shell').folder;
    const remote = env.site.liveRelease(REMOTE);
    const secret = join(env.site.root, 'hosting.json');
    symlinkSync(secret, join(shell, 'leak.json'));
    symlinkSync(join(env.site.root, 'server'), join(shell, 'assets', 'server-builds'));
    symlinkSync(secret, join(remote.folder, 'assets', 'leak.json'));
    const { pathname, origin } = new URL(env.site.remoteFolderUrl(REMOTE));
    try {
      for (const [target, at] of [
        ['/leak.json', env.site.url],
        [`/assets/server-builds/shell/${env.site.liveRelease('shell').buildId}/render.mjs`, env.site.url],
        [`${pathname}${remote.buildId}/assets/leak.json`, origin],
      ] as const) {
        const response = await probe(target, { origin: at });
        expect(response.status, target).toBe(404);
        expect(response.body.toString(), target).not.toContain('remoteEntryUrl');
      }
    } finally {
      for (const link of [
        join(shell, 'leak.json'),
        join(shell, 'assets', 'server-builds'),
        join(remote.folder, 'assets', 'leak.json'),
      ])
        rmSync(link, { force: true });
    }
  });
});

describe(`the ${HOST} host, asked for statements by someone who knows an account number`, () => {
  it('answers 404 at the old shared-prefix address: the reference and account numbers alone name no file', async () => {
    const old = await probe(`/statements/${SHARED_PREFIX_FILE('MB-STM-2025-0042')}`, asClient(newClient()));
    expect(old.status).toBe(404);
    expect(old.headers['cache-control']).toBe('private, no-store');
    expect((await probe(`/statements/${STATEMENT_FILE}`, asClient(newClient()))).status).toBe(200);
  });

  it('gives failed look-ups a budget of their own: walking the references gets 429 past it, while the statement the visitor holds is still served', async () => {
    const walker = newClient();
    const { burst } = STATEMENT_NOT_FOUND_RATE_LIMIT;
    // Sent at once: no time passes for the budget to refill between them.
    const walk = Array.from(
      { length: burst + 4 },
      (_, i) => `/statements/${SHARED_PREFIX_FILE(`MB-STM-2025-${String(i + 1).padStart(4, '0')}`)}`,
    );
    const answers = await Promise.all(walk.map((target) => probe(target, asClient(walker))));
    const statuses = answers.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 404),
      'failed look-ups answered',
    ).toHaveLength(burst + 1);
    expect(
      statuses.filter((status) => status === 429),
      'refused',
    ).toHaveLength(3);
    for (const refused of answers.filter((response) => response.status === 429))
      expect(refused.headers['cache-control']).toBe('private, no-store');
    // Far below the statements' own limit: the file the walker holds the address of is still served.
    expect(burst + 1).toBeLessThan(STATEMENT_RATE_LIMIT.burst);
    expect((await probe(`/statements/${STATEMENT_FILE}`, asClient(walker))).status).toBe(200);
    expect((await probe(walk[0]!, asClient(newClient()))).status, 'another visitor').toBe(404);
  });
});

describe(`the ${HOST} host, on errors and encodings`, () => {
  it('never lets an error be cached, by a browser, a proxy or a CDN', async () => {
    for (const target of [
      '/assets/nope-ABCDEFGH.js',
      '/no-such-page',
      `/remotes/${REMOTE}/0123456789ab/assets/remoteEntry.js`,
      '/%zz',
    ]) {
      const response = await probe(target);
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expectNotCacheable(response, target);
      expect(response.headers['cache-control'], target).not.toContain('immutable');
    }
    const missingStatement = await probe('/statements/nope.pdf', asClient(newClient()));
    expect(missingStatement.status).toBe(404);
    expect(missingStatement.headers['cache-control']).toBe('private, no-store');
  });

  it('respects q=0 in Accept-Encoding', async () => {
    const html = (await rawRequest(env.site.url, '/')).body.toString();
    const script = /data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/assets\//);
    const noBrotli = await probe(script, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const noGzip = await probe(script, { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(noGzip.headers['content-encoding']).toBeUndefined();
    const page = await probe('/njangie', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
  });
});

describe(`the ${HOST} host behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)`, () => {
  const statement = `/statements/${STATEMENT_FILE}`;
  /** Statuses of requests sent at once (no time for the limit's bucket to drain between them), one per address. */
  const atOnce = (addresses: string[]) =>
    Promise.all(addresses.map((address) => probe(statement, asClient(address)).then((r) => r.status)));
  const answered = (statuses: number[]) => statuses.filter((status) => status === 200).length;

  it('limits each visitor, not the proxy: one visitor at its limit leaves the others their own', async () => {
    const greedy = newClient();
    const others = [newClient(), newClient()];
    const statuses = await atOnce([...Array.from({ length: STATEMENT_RATE_LIMIT.burst + 5 }, () => greedy), ...others]);
    expect(answered(statuses.slice(0, -2)), 'the greedy visitor').toBe(STATEMENT_RATE_LIMIT.burst + 1);
    expect(statuses.slice(-2), 'the other visitors').toEqual([200, 200]);
  });

  it('counts an IPv6 visitor by its /56 network, a home connection’s share: its 256 /64s are one visitor', async () => {
    const sameNetwork = Array.from(
      { length: STATEMENT_RATE_LIMIT.burst + 5 },
      (_, i) => `2001:db8:aa:${(0x100 + i * 16).toString(16)}::${i + 1}`,
    );
    const statuses = await atOnce([...sameNetwork, '2001:db8:aa:200::1']);
    expect(answered(statuses.slice(0, -1)), 'one /56, many /64s').toBe(STATEMENT_RATE_LIMIT.burst + 1);
    expect(statuses.at(-1), 'the next /56').toBe(200);
  });

  it('sends HSTS (a year at least, subdomains included) when the visitor’s connection to the proxy is https', async () => {
    const https = await probe('/', asClient(newClient(), { 'X-Forwarded-Proto': 'https' }));
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    expect(Number(/max-age=(\d+)/.exec(HSTS)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(HSTS).toContain('includeSubDomains');
    expect(
      (await probe('/', asClient(newClient(), { 'X-Forwarded-Proto': 'http' }))).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await probe('/')).headers['strict-transport-security']).toBeUndefined();
  });
});
