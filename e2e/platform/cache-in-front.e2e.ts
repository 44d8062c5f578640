// The site behind a cache, as a CDN puts one before the origin: nginx's proxy_cache, started here,
// in front of the production host (nginx; the embedded host serves each remote from a port of its
// own, which no single cache fronts). The cache does what the site's headers tell it
// (hosting/lib/policy.mjs): it keeps the hashed files, which never change, and revalidates or
// never keeps the pages, remotes.json and remoteEntry.js, which a deploy changes. So through the
// cache, during and after section deploys, a shell deploy, rollbacks and pruning, every page names
// files that are there, and a deploy shows at the next request (docs/hosting.md, "Behind a cache").
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameBuildAsNewRelease } from '../support/rebuild';
import { HOST, SHELL_PORT, composedSiteForThisFile, distOf } from '../support/site';

const env = composedSiteForThisFile();
const CACHE_PORT = SHELL_PORT + 7;

/** nginx as a caching proxy in front of the site (a CDN's stand-in), honouring its headers. */
async function cacheInFront() {
  const dir = mkdtempSync(join(tmpdir(), 'mboa-cache-'));
  chmodSync(dir, 0o755); // nginx's workers run unprivileged: they keep the cache here
  mkdirSync(join(dir, 'temp'));
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=cdn:2m max_size=200m inactive=1h use_temp_path=off;
  server {
    listen 127.0.0.1:${CACHE_PORT};
    location / {
      proxy_pass http://127.0.0.1:${SHELL_PORT};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache cdn;
      proxy_cache_revalidate on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`,
  );
  const cache = spawn(
    process.env.NGINX_BINARY ?? 'nginx',
    ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const url = `http://localhost:${CACHE_PORT}`;
  let last = '';
  for (
    const deadline = performance.now() + 30_000;
    !(await fetch(`${url}/robots.txt`).then(
      (response) => ((last = String(response.status)), response.ok),
      (error: Error) => ((last = String(error.cause ?? error)), false),
    ));
  ) {
    if (performance.now() > deadline || cache.exitCode !== null) {
      cache.kill('SIGQUIT');
      throw new Error(`the cache in front did not start: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => cache.once('exit', resolve));
      cache.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file a composed page names: its stylesheets, the entry and chunks its boot script and data block name, and the section's remoteEntry.js. */
function filesNamedBy(html: string): string[] {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const boot = /<script type="module" data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  const pageData = /<script type="application\/json" id="mboa-page"(?: data-preload="([^"]*)")?>([^<]*)<\/script>/.exec(
    html,
  );
  const preload = pageData?.[1]?.split(' ') ?? [];
  const { entryUrl } = pageData ? (JSON.parse(pageData[2]!) as { entryUrl?: string }) : {};
  return [
    ...attribute(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
    ...(boot ? [boot[1]!, ...boot[2]!.split(' ').filter(Boolean)] : []),
    ...preload,
    ...(entryUrl ? [entryUrl] : []),
  ];
}

/** Pages the visitors load through the cache in each state the site goes through. */
const VISITS_PER_STATE = 4;

describe.runIf(HOST === 'nginx')('the site behind a cache in front of nginx (a CDN’s stand-in)', () => {
  it('never gives a visitor a page whose files are missing, through section deploys, a shell deploy, rollbacks and pruning, and shows each deploy at the next request', async () => {
    const cache = await cacheInFront();
    try {
      const get = async (path: string) => {
        const response = await fetch(new URL(path, cache.url), { headers: { 'Accept-Encoding': 'br, gzip' } });
        return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() };
      };
      // Visitors through the cache: a page, then every file it names, at once, as a browser would.
      const problems: string[] = [];
      const pagesSeen: string[] = [];
      let visiting = true;
      const visitor = async (paths: string[]) => {
        for (let i = 0; visiting; i++) {
          const path = paths[i % paths.length]!;
          const page = await get(path);
          if (page.status !== 200) problems.push(`${path}: ${page.status}`);
          else if (!page.body.includes(' data-entry="')) problems.push(`${path}: names no entry script`);
          pagesSeen.push(page.body);
          for (const file of filesNamedBy(page.body)) {
            const answer = await get(file);
            if (answer.status !== 200) problems.push(`${file} named by ${path}: ${answer.status} (${answer.cache})`);
          }
        }
      };
      const visitors = [
        visitor(['/savings_account', '/', '/fr/student-Account']),
        visitor(['/business_loans', '/njangie', '/verify-statement']),
      ];

      /** The next page through the cache names `wanted` (a build id in a file's path): a deploy shows at once.
       * Then the visitors come through in that state, whatever the machine's speed, before the next step. */
      const nextPageNames = async (path: string, wanted: string) => {
        expect((await get(path)).body).toContain(wanted);
        const target = pagesSeen.length + VISITS_PER_STATE;
        await expect.poll(() => pagesSeen.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(target);
      };
      const steps: string[] = [];
      let pruned = 0;
      const shellNext = sameBuildAsNewRelease(distOf('shell'), 'behind-cache');
      try {
        for (let round = 0; round < 2; round++) {
          // A section deploys, every release it may prune pruned (all but the live, the one before
          // and the one rolled away from), then rolls back.
          const build = sameBuildAsNewRelease(distOf('personal-banking'), `behind-cache-${round}`);
          const deployed = await env.site.deploy('personal-banking', build, { keep: 0, retentionMs: 0 });
          pruned += deployed.prunedBuildIds.length;
          rmSync(build, { recursive: true, force: true });
          await nextPageNames('/savings_account', `/${deployed.buildId}/`);
          steps.push(`personal-banking ${deployed.buildId}, pruned ${deployed.prunedBuildIds.length}`);
          const rolledBack = await env.site.rollback('personal-banking');
          await nextPageNames('/savings_account', `/${rolledBack.buildId}/`);
          // The shell deploys (every page recomposed) and rolls back.
          const shell = await env.site.deploy('shell', shellNext, { keep: 0, retentionMs: 0 });
          await nextPageNames('/legal', JSON.stringify({ shell: shell.buildId }).slice(1, -1));
          await env.site.rollback('shell');
          steps.push(`shell ${shell.buildId} and back`);
        }
      } finally {
        visiting = false;
        await Promise.all(visitors);
        rmSync(shellNext, { recursive: true, force: true });
      }

      expect(problems).toEqual([]);
      expect(pruned, 'releases were pruned while visitors came through the cache').toBeGreaterThan(0);
      // The cache did keep what never changes, and never a page.
      const [asset] = filesNamedBy((await get('/savings_account')).body).filter((file) =>
        /\/assets\/.+-[\w-]{8}\.(js|css)$/.test(file),
      );
      await get(asset!);
      expect((await get(asset!)).cache).toBe('HIT');
      expect((await get('/savings_account')).cache).not.toBe('HIT');
      expect((await get('/remotes.json')).cache).not.toBe('HIT');
      console.log(`Through the cache: ${pagesSeen.length} pages and their files while ${steps.join('; ')}.`);
    } finally {
      await cache.stop();
    }
  });
});
