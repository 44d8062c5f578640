// What the host answers, at the HTTP level, run against each host (scripts/test/test-e2e.mjs): both
// must send the same caching, security headers and statement rules (hosting/lib/policy.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STATEMENT_RATE_LIMIT } from '../../hosting/lib/policy.mjs';
import { BOOT_SCRIPT_HASHES } from '../../shared/src/bootScript.mjs';
import { ROUTES, SITE_PAGES } from '../../shared/src/routes';
import { rawRequest } from '../support/rawHttp';
import { sameBuildAsNewRelease } from '../support/rebuild';
import { HOST, REMOTES, composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const STATEMENT =
  '/statements/Verified%20Statement%20TFMXJ0eLHiz-41twKSQPPA%20-%20MB-STM-2025-0042%20-%2037100012345.pdf';

const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, env.site.url), { redirect: 'manual', ...init });

/** The shell's entry script, as the prerendered home page's boot script names it (shell/src/start/boot.ts). */
async function shellEntryScript(): Promise<string> {
  const html = await (await get('/')).text();
  return /<script type="module" data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
}

/** The inline boot script of a page (shell/build/inlineBootScriptPlugin.ts); undefined when it holds none. */
const bootScriptIn = (html: string): string | undefined =>
  /<script type="module"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];

/** A page's own policy (its `<meta http-equiv="Content-Security-Policy">`), if it is the first after its charset. */
const pagePolicyIn = (html: string): string | undefined =>
  /<head>\s*<meta charset="[^"]*" \/>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(
    html,
  )?.[1];

/** The origins the embedded host serves the remotes from, as its policy lists them. */
const remoteOrigins = () => [...new Set(REMOTES.map((remote) => new URL(env.site.remoteFolderUrl(remote)).origin))];

/** A script's hash as a Content-Security-Policy source names it. */
const sha256Source = (source: string) => `sha256-${createHash('sha256').update(source).digest('base64')}`;

/** Every response: no type sniffing; plain http: HSTS is for https only. */
function expectHeadersOfEveryResponse(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** A file that is not a page carries no page headers (0.5 KB each, on every script of a visit). */
function expectNoPageHeaders(headers: Headers) {
  expectHeadersOfEveryResponse(headers);
  expect(headers.get('content-security-policy')).toBeNull();
}

/** A page (the shell's HTML). */
function expectPageHeaders(headers: Headers) {
  expectHeadersOfEveryResponse(headers);
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  // Site search compiles WebAssembly ('wasm-unsafe-eval'); nothing may evaluate a string as script.
  expect(csp).not.toMatch(/'unsafe-eval'/);
  // Strict on its own: the boot script by its pinned hash, nothing else inline.
  expect(csp).not.toContain("'unsafe-inline'");
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe(`the ${HOST} host`, () => {
  it('sends the security headers and no-cache with the home page and every deep link', async () => {
    for (const path of ['/', '/njangie', '/student-account']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectPageHeaders(response.headers);
    }
  });

  it('answers every route of the ownership table, in any case, with 200 and the shell’s page', async () => {
    const variants = ROUTES.flatMap(({ path }) => [
      path,
      path.toUpperCase(),
      path === '/' ? '/' : `${path.toLowerCase()}/`,
    ]);
    for (const path of variants) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('answers any other path that is no file with 404 and the shell’s page, which shows its not-found page', async () => {
    for (const path of [
      '/does-not-exist',
      '/business-online-banking-sign-up',
      '/njangie/extra',
      '/savings_account.php',
      '/assets',
      '/remotes',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      // An error is never kept by a cache: the path may be a page tomorrow.
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expectPageHeaders(response.headers);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    // A missing script or chunk stays a plain 404: no page where a script was expected.
    expect((await get('/assets/missing-12345678.js')).status).toBe(404);
    expect(await (await get('/assets/missing-12345678.js')).text()).not.toContain('<div id="root">');
  });

  it('still answers files with 200', async () => {
    const entry = await shellEntryScript();
    for (const path of [
      '/index.html',
      '/robots.txt',
      '/sitemap.xml',
      '/routes.json',
      '/remotes.json',
      entry,
      env.site.manifest().remotes['personal-banking'] ?? '',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('revalidates remotes.json and every remote entry, and caches hashed files for a year', async () => {
    const manifest = await get('/remotes.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { remotes } = (await manifest.json()) as { remotes: Record<string, string> };
    expect(Object.keys(remotes)).toHaveLength(4);
    for (const entry of Object.values(remotes)) {
      const response = await get(entry);
      expect(response.status, entry).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectNoPageHeaders(response.headers);
    }
    const asset = await get(await shellEntryScript());
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectNoPageHeaders(asset.headers);
  });

  it('serves the build’s precompressed copies as they are', async () => {
    const script = await shellEntryScript();
    const response = await get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    // Node's fetch decodes the body: it equals the file, and the bytes sent were the .gz file's.
    const gz = readFileSync(join(env.site.liveRelease('shell').folder, `${script}.gz`));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(gunzipSync(gz));
    const bytesOnTheWire = await new Promise<number>((resolve) =>
      httpGet(new URL(script, env.site.url), { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => (length += chunk.length));
        res.on('end', () => resolve(length));
      }),
    );
    expect(bytesOnTheWire).toBe(gz.length);
  });

  it('answers 405 to every method but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/', '/remotes.json', STATEMENT]) {
        const response = await get(path, { method, body: method === 'DELETE' ? undefined : 'x' });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      }
    }
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('tells crawlers what to index: robots.txt, a sitemap of every route, never /statements/', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/statements\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await (await get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    // Every route in both languages.
    expect(paths.sort()).toEqual(SITE_PAGES.map((page) => page.path).sort());
  });

  it('keeps the previous shell release’s files reachable after a shell deploy', async () => {
    const current = env.site.liveRelease('shell').folder;
    const script = await shellEntryScript();
    // A next release without this file: the visitor's page, loaded before the deploy, still gets it.
    const next = sameBuildAsNewRelease(current, 'without-old-entry');
    rmSync(join(next, script));
    for (const suffix of ['.gz', '.br'])
      if (existsSync(join(next, script + suffix))) rmSync(join(next, script + suffix));
    await env.site.deploy('shell', next);
    expect((await get(script)).status).toBe(200);
    await env.site.rollback('shell');
    rmSync(next, { recursive: true, force: true });
  });

  it('sends every page, through a shell deploy and its rollback, under one strict policy that allows its boot script by the pinned hash; a shell built with a page policy of its own stays strict', async () => {
    // The next release as a shell built before the header was strict: its pages carry their own <meta> policy.
    const current = env.site.liveRelease('shell').folder;
    const boot = bootScriptIn(readFileSync(join(current, 'index.html'), 'utf8'));
    expect(boot, 'the page holds its boot script').toBeDefined();
    expect(BOOT_SCRIPT_HASHES).toContain(`'${sha256Source(boot!)}'`);
    const next = sameBuildAsNewRelease(current, 'with-own-policy');
    const html = readFileSync(join(next, 'index.html'), 'utf8');
    writeFileSync(
      join(next, 'index.html'),
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="script-src * '${sha256Source(boot!)}'" />`,
      ),
    );
    for (const suffix of ['.gz', '.br']) rmSync(join(next, `index.html${suffix}`), { force: true });

    // Four visitors loading pages one after another, the whole time the shell switches and switches back.
    const seen: { path: string; status: number; boot: string; ownPolicy: string; header: string }[] = [];
    let sampling = true;
    const visitor = async (paths: string[]) => {
      for (let i = 0; sampling; i++) {
        const path = paths[i % paths.length]!;
        const response = await rawRequest(env.site.url, path);
        const page = response.body.toString();
        seen.push({
          path,
          status: response.status,
          boot: bootScriptIn(page) ?? '(none)',
          ownPolicy: pagePolicyIn(page) ?? '(none)',
          header: response.headers['content-security-policy'] ?? '',
        });
      }
    };
    const visitors = [
      ['/', '/njangie'],
      ['/savings_account', '/legal'],
      ['/help-center', '/'],
      ['/business_loans', '/faqs'],
    ].map(visitor);
    await env.site.deploy('shell', next);
    await expect.poll(() => seen.some((page) => page.ownPolicy !== '(none)'), { timeout: 10_000 }).toBe(true);
    await env.site.rollback('shell');
    const pagesBeforeRollbackServed = seen.length;
    await expect
      .poll(() => seen.slice(pagesBeforeRollbackServed).some((page) => page.ownPolicy === '(none)'), {
        timeout: 10_000,
      })
      .toBe(true);
    sampling = false;
    await Promise.all(visitors);
    rmSync(next, { recursive: true, force: true });

    // Every page: its boot script, pinned; the header alone is strict, whichever release is live.
    expect(
      seen.filter((page) => page.status !== 200 || page.boot !== boot).map((page) => `${page.path}: ${page.status}`),
    ).toEqual([]);
    const scriptSources = (header: string) =>
      (/script-src ([^;]+)/.exec(header)?.[1] ?? '').split(' ').sort().join(' ');
    const expected = [
      "'self'",
      "'wasm-unsafe-eval'",
      ...BOOT_SCRIPT_HASHES,
      ...(HOST === 'embedded' ? remoteOrigins() : []),
    ]
      .sort()
      .join(' ');
    expect(new Set(seen.map((page) => scriptSources(page.header)))).toEqual(new Set([expected]));
    expect(new Set(seen.map((page) => (page.ownPolicy === '(none)' ? 'live' : 'with its own policy')))).toEqual(
      new Set(['live', 'with its own policy']),
    );
  });

  it('refuses to deploy a shell whose page runs an inline script the policy does not allow, and keeps the live one', async () => {
    const live = env.site.liveRelease('shell');
    const changed = sameBuildAsNewRelease(live.folder, 'another-inline-script');
    const html = readFileSync(join(changed, 'index.html'), 'utf8');
    writeFileSync(join(changed, 'index.html'), html.replace('</head>', '<script>document.title = "x"</script></head>'));
    await expect(env.site.deploy('shell', changed)).rejects.toThrow(/the hosts' policy does not allow/);
    expect(env.site.liveRelease('shell').buildId).toBe(live.buildId);
    rmSync(changed, { recursive: true, force: true });
  });

  it('sandboxes an SVG opened as a document: nothing in it runs or loads (a PDF: below)', async () => {
    // The statement's own answer is checked in the statement test below (it counts against the client's limit).
    const response = await rawRequest(env.site.url, '/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('lets no other site embed the site’s files (Cross-Origin-Resource-Policy; a statement: below)', async () => {
    const script = await shellEntryScript();
    expect((await rawRequest(env.site.url, script)).headers['cross-origin-resource-policy']).toBe('same-origin');
    // A remote's file: same origin on nginx; on the embedded host's own port, the same site.
    const remoteEntry = `${env.site.remoteAssetsUrl(REMOTES[0])}remoteEntry.js`;
    expect((await fetch(remoteEntry)).headers.get('cross-origin-resource-policy')).toBe(
      HOST === 'nginx' ? 'same-origin' : 'same-site',
    );
  });

  it('never lets a statement be cached or indexed, and limits how fast one client asks for them', async () => {
    const first = await get(STATEMENT);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    // Opened as a document, nothing in it runs; no other site may embed it.
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(first.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expectHeadersOfEveryResponse(first.headers);
    // Guesses at other file names count against the same limit. Sent at once, so that no time
    // passes between them for the bucket to drain (0.5 a second), however busy the machine.
    const guesses = Array.from({ length: STATEMENT_RATE_LIMIT.burst + 5 }, (_, i) =>
      i % 2
        ? STATEMENT
        : `/statements/Verified%20Statement%20-%20MB-STM-2025-${String(i).padStart(4, '0')}%20-%2037100012345.pdf`,
    );
    const responses = await Promise.all(
      guesses.map(async (path) => {
        const response = await get(path);
        await response.arrayBuffer();
        return response;
      }),
    );
    const statuses = responses.map((response) => response.status);
    // The first and the burst of 10 after it are answered; every request beyond is refused.
    expect(statuses.filter((status) => status === 200 || status === 404)).toHaveLength(STATEMENT_RATE_LIMIT.burst);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const limited = responses.find((response) => response.status === 429)!;
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    // Other files are not limited.
    expect((await get('/')).status).toBe(200);
  });

  it('serves a route that a new shell release adds, and answers 404 for one it removes, with no step by hand; a rollback undoes both', async () => {
    const next = sameBuildAsNewRelease(env.site.liveRelease('shell').folder, 'new-routes');
    const routesFile = join(next, 'routes.json');
    const { routes, owners } = JSON.parse(readFileSync(routesFile, 'utf8')) as {
      routes: string[];
      owners: Record<string, string>;
    };
    const nextOwners = Object.fromEntries([
      ...Object.entries(owners).filter(([route]) => route !== '/press'),
      ['/open-day', 'shell'],
    ]);
    writeFileSync(
      routesFile,
      JSON.stringify({ routes: [...routes.filter((route) => route !== '/press'), '/open-day'], owners: nextOwners }),
    );
    // A connection of its own for each request: a reloaded nginx closes its idle ones (a
    // browser sends the request again on a new one; a test client need not).
    const status = async (path: string) => (await rawRequest(env.site.url, path)).status;
    expect(await status('/open-day')).toBe(404);
    expect(await status('/press')).toBe(200);

    await env.site.deploy('shell', next);
    const added = await rawRequest(env.site.url, '/Open-Day/');
    expect(added.status).toBe(200);
    expect(added.body.toString()).toContain('<div id="root">');
    const removed = await rawRequest(env.site.url, '/press');
    expect(removed.status).toBe(404);
    expect(removed.headers['cache-control']).toBe('no-store');

    await env.site.rollback('shell');
    expect(await status('/open-day')).toBe(404);
    expect(await status('/press')).toBe(200);
    rmSync(next, { recursive: true, force: true });
  });

  it('believes no X-Forwarded-For or X-Forwarded-Proto unless the operator trusts the proxy', async () => {
    expect(
      (await get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security'),
    ).toBeNull();
    // A client that makes up a new address for each request is still one client.
    const statuses = await Promise.all(
      Array.from({ length: STATEMENT_RATE_LIMIT.burst + 5 }, async (_, i) => {
        const response = await get(STATEMENT, { headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses).toContain(429);
  });
});
