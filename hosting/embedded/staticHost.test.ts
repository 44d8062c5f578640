// @vitest-environment node
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStaticHost } from './staticHost.mjs';
import { serveDeployRoot } from './serveDeployRoot.mjs';
import { REMOTES, SHELL, portPerRemoteLayout, writeLayout } from '../lib/deployRoot.mjs';
import { STATEMENT_NOT_FOUND_RATE_LIMIT } from '../lib/policy.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { expectBundleFileAsWritten, writeSearchBundle } from '../nginx/testSites.testing';

const temp = temporaryFoldersForThisFile();

describe('the embedded host', () => {
  it('answers a request that throws with a 500 for that request alone, logged once with its request line', async () => {
    const root = temp('mboa-host-');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app.js'), 'export {};');
    const logged: string[] = [];
    // A lookup that throws stands for any bug in the handler.
    const broken = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the lookup broke');
        },
      },
    );
    const host = await startStaticHost({ root, port: 0, mappedFiles: broken, log: (line) => logged.push(line) });
    try {
      const failed = await fetch(`${host.url}/remotes.json?x=1`);
      expect(failed.status).toBe(500);
      expect(failed.headers.get('cache-control')).toBe('no-store');
      expect(await failed.text()).toBe('The site could not answer this request. Please try again.');
      expect(logged).toEqual(['GET /remotes.json?x=1: the lookup broke']);
      // The host goes on answering.
      expect((await fetch(`${host.url}/assets/app.js`)).status).toBe(500);
      expect(logged).toHaveLength(2);
    } finally {
      await host.close();
    }
  });

  it('serves a file, by its normalised path, with the rules of that path', async () => {
    const root = temp('mboa-host-');
    mkdirSync(join(root, 'statements'));
    writeFileSync(join(root, 'statements', 'a.pdf'), '%PDF-1.4');
    const host = await startStaticHost({ root, port: 0, log: () => undefined });
    try {
      const response = await fetch(`${host.url}/%73tatements/./a.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(await response.text()).toBe('%PDF-1.4');
    } finally {
      await host.close();
    }
  });

  it('gives failed statement look-ups a budget of their own: past it 429, while a statement the client knows is still served', async () => {
    const root = temp('mboa-host-');
    mkdirSync(join(root, 'statements'));
    writeFileSync(join(root, 'statements', 'a.pdf'), '%PDF-1.4');
    const host = await startStaticHost({ root, port: 0, trustedProxies: ['127.0.0.1'], log: () => undefined });
    const get = async (path: string, client = '203.0.113.7') => {
      const response = await fetch(`${host.url}${path}`, { headers: { 'X-Forwarded-For': client } });
      await response.arrayBuffer();
      return response;
    };
    try {
      const { burst } = STATEMENT_NOT_FOUND_RATE_LIMIT;
      const statuses: number[] = [];
      for (let guess = 0; guess < burst + 3; guess++)
        statuses.push((await get(`/statements/guess-${guess}.pdf`)).status);
      expect(statuses).toEqual([...Array.from({ length: burst + 1 }, () => 404), 429, 429]);
      // Every spelling of the path, and a name that cannot be a file, spends the same budget.
      for (const path of ['/%73tatements/other.pdf', '//statements/other.pdf', '/statements/', '/statements/sub/']) {
        const refused = await get(path);
        expect(refused.status, path).toBe(429);
        expect(refused.headers.get('retry-after'), path).toBe('60');
        expect(refused.headers.get('cache-control'), path).toBe('private, no-store');
        expect(refused.headers.get('x-robots-tag'), path).toBe('noindex');
      }
      // A statement the client holds the address of is still served: the budget is for failures alone.
      expect((await get('/statements/a.pdf')).status).toBe(200);
      // Other clients keep theirs; an IPv6 client is its /56, so another /64 of it is no new client.
      expect((await get('/statements/guess-0.pdf', '198.51.100.1')).status).toBe(404);
      for (let guess = 0; guess <= burst; guess++)
        await get(`/statements/guess-${guess}.pdf`, `2001:db8:5:${(0x500 + guess).toString(16)}::1`);
      expect((await get('/statements/guess.pdf', '2001:db8:5:5ff::1')).status).toBe(429);
      expect((await get('/statements/guess.pdf', '2001:db8:5:600::1')).status).toBe(404);
    } finally {
      await host.close();
    }
  });

  it('finds a file in one release while a deploy switches the folder it serves: never a 404 for a file both releases hold', async () => {
    const site = temp('mboa-switching-');
    for (const release of ['r1', 'r2']) {
      mkdirSync(join(site, release, 'assets'), { recursive: true });
      writeFileSync(join(site, release, 'robots.txt'), 'User-agent: *\n');
      writeFileSync(join(site, release, 'assets', 'app-AAAA1111.js'), 'export {};');
    }
    symlinkSync('r1', join(site, 'current'));
    // As a deploy switches `current`: a new link renamed over the old one.
    let switching = true;
    let switches = 0;
    const switchLoop = (async () => {
      while (switching) {
        const next = switches++ % 2 ? 'r1' : 'r2';
        symlinkSync(next, join(site, 'current.next'));
        renameSync(join(site, 'current.next'), join(site, 'current'));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const host = await startStaticHost({ root: join(site, 'current'), port: 0, log: () => undefined });
    try {
      const statuses = new Map<number, number>();
      await Promise.all(
        Array.from({ length: 20 }, async (_, client) => {
          for (let i = 0; i < 50; i++) {
            const response = await fetch(`${host.url}/${(client + i) % 2 ? 'robots.txt' : 'assets/app-AAAA1111.js'}`);
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }
        }),
      );
      expect(switches, 'the folder was switched while the requests ran').toBeGreaterThan(10);
      expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    } finally {
      switching = false;
      await switchLoop;
      await host.close();
    }
  });

  it('serves search bundles as Pagefind wrote them, never compressed again, never as a page; a section’s on its own port readable by the shell’s origin', async () => {
    const root = temp('mboa-host-search-');
    const portOf = (name: string) => 5471 + [SHELL, ...REMOTES].indexOf(name);
    writeLayout(root, portPerRemoteLayout(portOf));
    const shellRelease = join(root, 'shell', '0123456789ab');
    mkdirSync(shellRelease, { recursive: true });
    writeFileSync(join(shellRelease, 'index.html'), '<!doctype html><title>Mboa</title>');
    writeFileSync(join(shellRelease, 'routes.json'), JSON.stringify({ routes: ['/'], owners: { '/': 'shell' } }));
    symlinkSync('0123456789ab', join(root, 'shell', 'current'));
    const shellBundle = writeSearchBundle(join(shellRelease, 'pagefind', 'en'), 'en');
    const previousBundle = writeSearchBundle(join(root, 'shell', 'ba9876543210', 'pagefind', 'fr'), 'fr');
    symlinkSync('ba9876543210', join(root, 'shell', 'previous'));
    const sectionBundle = writeSearchBundle(join(root, 'personal-banking', '0123456789ab', 'pagefind', 'fr'), 'fr');
    const site = await serveDeployRoot(root, portOf, 'localhost', []);
    const shellOrigin = `http://localhost:${portOf(SHELL)}`;
    const get = async (url: string) => {
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, br', Origin: shellOrigin } });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };
    try {
      const bundles = [
        { base: `${site.url}/pagefind/en/`, files: shellBundle, cors: false },
        { base: `${site.url}/pagefind/fr/`, files: previousBundle, cors: false },
        {
          base: `http://localhost:${portOf('personal-banking')}/0123456789ab/pagefind/fr/`,
          files: sectionBundle,
          cors: true,
        },
      ];
      for (const { base, files, cors } of bundles) {
        for (const [file, bytes] of Object.entries(files)) {
          const url = base + file;
          const answer = await get(url);
          expectBundleFileAsWritten(answer, file, bytes, url);
          const { response } = answer;
          expect(response.headers.get('access-control-allow-origin'), url).toBe(cors ? '*' : null);
          expect(response.headers.get('cross-origin-resource-policy'), url).toBe(cors ? 'same-site' : 'same-origin');
        }
      }
      const missing = await get(`${site.url}/pagefind/en/missing.pf_fragment`);
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      // A page may compile the search engine and fetch the sections' bundles from their origins.
      const csp = (await get(`${site.url}/`)).response.headers.get('content-security-policy') ?? '';
      const sections = REMOTES.map((name) => `http://localhost:${portOf(name)}`);
      expect(/(?:^|; )script-src ([^;]+)/.exec(csp)?.[1]?.split(' ')).toContain("'wasm-unsafe-eval'");
      expect(/(?:^|; )connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", ...sections]);
    } finally {
      await site.close();
    }
  });
});
