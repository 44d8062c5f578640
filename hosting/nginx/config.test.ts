// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { BOOT_SCRIPT_HASHES } from '../../shared/src/bootScript.mjs';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { STATEMENT_NOT_FOUND_RATE_LIMIT } from '../lib/policy.mjs';
import { BEACON_PATTERN } from '../../shared/src/vitalsBeacon.mjs';
import { NGINX_BINARY, renderNginxConfig, renderNginxTree, writeNginxConfig } from './config.mjs';
import { errorLogOf } from './logs.mjs';
import { nginxAvailable, startNginx } from './process.mjs';
import { beaconQuery, beaconSite, expectBundleFileAsWritten, writeSearchBundle } from './testSites.testing';

const temp = temporaryFoldersForThisFile();

describe('the nginx config', () => {
  it('is filled in from the policy, with no placeholder left', () => {
    const conf = renderNginxConfig({
      root: '/srv/mboa',
      port: 5000,
      prefix: '/srv/nginx',
      routes: ['/', '/njangie'],
      routeOwners: {},
    });
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(conf).toContain('root /srv/mboa/shell/current;');
    expect(conf).toContain('add_header Content-Security-Policy $mboa_content_security_policy always;');
    // Scripts from the site only, and the boot script by its pinned hash; an SVG or PDF sandboxed.
    expect(conf).toContain(`default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${BOOT_SCRIPT_HASHES.join(' ')};`);
    expect(conf).toContain("connect-src 'self';");
    expect(conf).not.toContain("'unsafe-inline'");
    expect(conf).toContain(`"~*^[01]?:(image\\/svg\\+xml|application\\/pdf)" "default-src 'none'; sandbox";`);
    // Policy reports named only while the root's setting is on.
    expect(conf).toMatch(/"~\*\^0\?:text\\\/html" "default-src 'self';[^"]*form-action 'self'";/);
    expect(conf).toMatch(
      /"~\*\^1:text\\\/html" "default-src 'self';[^"]*form-action 'self'; report-uri \/csp-report";/,
    );
    expect(conf).toContain('limit_req_zone $mboa_client zone=statements:1m rate=30r/m;');
    expect(conf).toContain('max_ranges 1;');
    expect(conf).toContain('disable_symlinks on from=$document_root;');
    // A page's headers by the type sent, not the path asked for.
    expect(conf).toContain('map "$mboa_csp_reports:$sent_http_content_type" $mboa_x_frame_options {');
    // Errors are never cached.
    expect(conf).toContain('"~^[45]" "no-store";');
    // No proxy is believed unless the operator names it.
    expect(conf).not.toContain('set_real_ip_from');
    expect(conf).toContain('limit_req zone=statements burst=10 nodelay;');
    expect(conf).not.toMatch(/listen .* ssl;/);
    // Each route to its composed page (hosting/deploy/compose.mjs).
    expect(conf).toContain('"~*^//?$" "index.html";');
    expect(conf).toContain('"~*^/njangie/?$" "njangie.html";');
    expect(conf).toContain('rewrite ^ /composed/$mboa_composed_file last;');
  });

  it('counts an IPv6 client by its /56 (the first 7 of its 16 bytes), and gives failed statement look-ups a budget of their own', () => {
    const conf = renderNginxConfig({
      root: '/srv/mboa',
      port: 5000,
      prefix: '/srv/nginx',
      routes: ['/'],
      routeOwners: {},
    });
    expect(conf).toContain('"~^(?s)(?<network>.{7}).{9}$" $network;');
    expect(conf).toContain('limit_req_zone $mboa_client zone=statements_not_found:1m rate=1r/m;');
    expect(conf).toContain('limit_req zone=statements_not_found burst=5 nodelay;');
  });

  it('believes X-Forwarded-For and X-Forwarded-Proto from the trusted proxies only', () => {
    const conf = renderNginxConfig({
      root: '/srv/mboa',
      port: 5000,
      prefix: '/srv/nginx',
      routes: ['/'],
      routeOwners: {},
      trustedProxies: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(conf).toContain(
      '\nset_real_ip_from 127.0.0.1;\nset_real_ip_from 10.0.0.0/8;\nreal_ip_header X-Forwarded-For;\nreal_ip_recursive on;',
    );
    expect(conf).toContain('\n  127.0.0.1 1;\n  10.0.0.0/8 1;');
  });

  it('reads the routes and their owners from the live shell release when not given them', () => {
    const site = temp('mboa-routes-');
    mkdirSync(join(site, 'shell', 'r1'), { recursive: true });
    writeFileSync(
      join(site, 'shell', 'r1', 'routes.json'),
      JSON.stringify({ routes: ['/', '/legal'], owners: { '/': 'shell', '/legal': 'shell' } }),
    );
    symlinkSync('r1', join(site, 'shell', 'current'));
    const conf = renderNginxConfig({ root: site, port: 5000, prefix: '/srv/nginx' });
    expect(conf).toContain('"~*^/legal/?$" "legal.html";');
    expect(conf).toContain('"~^shell /legal$" 1;');
  });

  it('is one tree: nginx.conf names each job’s file of site/ in one line with the module that owns its rule, and every file is included once', () => {
    const tree = renderNginxTree({
      root: '/srv/mboa',
      port: 5000,
      prefix: '/srv/nginx',
      routes: ['/'],
      routeOwners: {},
    });
    const included = [...tree.values()].flatMap((text) =>
      [...text.matchAll(/^\s*include (site\/\S+);/gm)].map((match) => match[1]),
    );
    expect(included.sort()).toEqual([...tree.keys()].filter((file) => file !== 'nginx.conf').sort());
    for (const line of tree
      .get('nginx.conf')!
      .split('\n')
      .filter((text) => /include site\/.*\.http\.conf;/.test(text))) {
      expect(line).toMatch(/# .+\(hosting\/(lib|embedded)\/\w+\.mjs[^)]*\)$/);
    }
  });

  it('puts each map beside the `set` of what it reads: in a file of the same job', () => {
    const tree = renderNginxTree({
      root: '/srv/mboa',
      port: 5000,
      prefix: '/srv/nginx',
      routes: ['/', '/njangie'],
      routeOwners: { '/': 'shell' },
    });
    const jobOf = (file: string) => file.replace(/^site\//, '').replace(/\..*$/, '');
    const setters = new Map<string, Set<string>>();
    for (const [file, text] of tree) {
      for (const [, name] of text.matchAll(/^\s*set \$(\w+)/gm))
        setters.set(name!, new Set([...(setters.get(name!) ?? []), jobOf(file)]));
    }
    const readingMaps: string[] = [];
    for (const [file, text] of tree) {
      const maps = [...text.matchAll(/^(?:map|geo|split_clients) ("[^"]*"|\S+) \$\w+ \{(?: +#.*)?$/gm)];
      expect(maps.length, file).toBe(text.match(/^(map|geo|split_clients) /gm)?.length ?? 0);
      for (const [, source] of maps) {
        for (const [, name] of source!.matchAll(/\$\{?(\w+)/g)) {
          if (!setters.has(name!)) continue;
          readingMaps.push(name!);
          expect([...setters.get(name!)!], `${file} reads $${name}`).toEqual([jobOf(file)]);
        }
      }
    }
    expect(new Set(readingMaps)).toEqual(
      new Set([
        'mboa_csp_reports',
        'mboa_canary_running',
        'mboa_previews_exist',
        'mboa_release_chosen',
        'mboa_preview_state',
        'mboa_not_found_of_route',
      ]),
    );
  });

  // CI installs nginx (.ci/run); elsewhere this runs when it is installed.

  it.runIf(nginxAvailable())('is written as a tree nginx -t accepts, every file of which nginx reads', () => {
    const dir = temp('mboa-tree-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    const conf = writeNginxConfig({
      root: site,
      port: 5000,
      prefix,
      routes: ['/', '/legal'],
      routeOwners: { '/': 'shell', '/legal': 'shell' },
      trustedProxies: ['127.0.0.1'],
    });
    expect(
      spawnSync(NGINX_BINARY, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-t', '-q']).status,
    ).toBe(0);
    const dump = spawnSync(NGINX_BINARY, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-T', '-q'], {
      encoding: 'utf8',
    }).stdout;
    const read = [...dump.matchAll(/^# configuration file (\S+):$/gm)]
      .map((match) => match[1])
      .filter((file) => file!.startsWith(prefix));
    const tree = renderNginxTree({
      root: site,
      port: 5000,
      prefix,
      routes: ['/', '/legal'],
      routeOwners: { '/': 'shell', '/legal': 'shell' },
      trustedProxies: ['127.0.0.1'],
    });
    expect(read.sort()).toEqual([...tree.keys()].map((file) => join(prefix, file)).sort());
  });

  it.runIf(nginxAvailable() && spawnSync('openssl', ['version']).status === 0)(
    'sends HSTS over https only',
    async () => {
      const dir = temp('mboa-tls-');
      chmodSync(dir, 0o755); // nginx's workers run unprivileged
      mkdirSync(join(dir, 'site', 'shell', 'r1'), { recursive: true });
      writeFileSync(join(dir, 'site', 'shell', 'r1', 'index.html'), '<!doctype html><title>Mboa</title>');
      writeFileSync(
        join(dir, 'site', 'shell', 'r1', 'routes.json'),
        JSON.stringify({ routes: ['/'], owners: { '/': 'shell' } }),
      );
      symlinkSync('r1', join(dir, 'site', 'shell', 'current'));
      const [certificate, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        certificate,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ]);
      expect(made.status).toBe(0);
      const nginx = await startNginx({
        root: join(dir, 'site'),
        port: 5093,
        prefix: join(dir, 'nginx'),
        tls: { port: 5493, certificate, key },
      });
      try {
        const overHttps = await new Promise<Record<string, unknown>>((resolve, reject) =>
          request(
            'https://localhost:5493/',
            { rejectUnauthorized: false },
            (res) => (res.resume(), resolve(res.headers)),
          )
            .on('error', reject)
            .end(),
        );
        expect(overHttps['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
        const overHttp = await fetch('http://localhost:5093/');
        expect(overHttp.status).toBe(200);
        expect(overHttp.headers.get('strict-transport-security')).toBeNull();
      } finally {
        await nginx.stop();
      }
    },
  );

  it('accepts field-speed beacons by the schema’s one pattern, GET only from the site’s own pages, naming a route with its owner in the route list’s spelling, about the releases on disk', () => {
    const site = temp('mboa-vitals-conf-');
    const routeOwners = { '/': 'shell', '/savings_account': 'personal-banking' };
    const conf = renderNginxConfig({
      root: site,
      port: 5000,
      prefix: '/srv/nginx',
      routes: ['/', '/savings_account', '/fr', '/fr/savings_account'],
      routeOwners,
    });
    expect(conf).toContain(`"~${BEACON_PATTERN}" 1;`);
    // Case-sensitive regexes (nginx compares a map's plain strings ignoring case).
    expect(conf).toContain('map "$vitals_section $vitals_route" $mboa_vitals_route {');
    expect(conf).toContain('\n  "~^personal-banking /savings_account$" 1;');
    expect(conf).toContain('\n  "~^shell /$" 1;');
    expect(conf).not.toContain('/fr/savings_account$" 1;');
    expect(conf).toMatch(
      /map \$http_sec_fetch_site \$mboa_vitals_from_site \{\n {2}"" 1;\n {2}"same-origin" 1;\n {2}default 0;/,
    );
    expect(conf).toContain('if ($request_method != GET) {');
    // Releases on disk, looked up for each beacon: a deploy needs no reload for its beacons.
    expect(conf).toContain(`if (!-d ${site}/shell/$vitals_shell) {`);
    expect(conf).toContain(`if (!-d ${site}/$vitals_section/$vitals_release) {`);
    expect(conf).toContain('limit_req_zone $mboa_client zone=vitals:1m rate=30r/m;');
    expect(conf).toContain('limit_req zone=vitals burst=20 nodelay;');
    expect(conf).toContain(`access_log ${site}/vitals/vitals.log mboa_vitals if=$mboa_vitals_logged;`);
    // No address, no header: the log line holds the beacon's checked values and the time only.
    const format = /log_format mboa_vitals escape=json '(.*)';/.exec(conf)?.[1] ?? '';
    expect(format).toMatch(/^\{"v":1,"time":"\$time_iso8601","route":"\$vitals_route",/);
    expect(format).not.toMatch(/remote_addr|http_|cookie|request_uri|args/);
  });

  it.runIf(nginxAvailable())(
    'serves the page of a route a later shell release adds at the route’s own spelling with no reload, and nothing else of the composed folder',
    async () => {
      const dir = temp('mboa-unlisted-');
      const site = beaconSite(dir);
      mkdirSync(join(site, 'composed', 'fr'), { recursive: true });
      for (const [file, text] of [
        ['index.html', 'Home'],
        ['404.html', 'Not found'],
        ['fr/404.html', 'Introuvable'],
        ['legal.html', 'Legal notice'],
      ]) {
        writeFileSync(join(site, 'composed', file!), `<!doctype html><title>${text}</title>`);
      }
      // Rendered when the live shell listed `/` alone; `/legal` is composed since.
      const nginx = await startNginx({ root: site, port: 5097, prefix: join(dir, 'nginx') });
      const get = async (path: string) => {
        const response = await fetch(`${nginx.url}${path}`);
        return {
          status: response.status,
          text: await response.text(),
          type: response.headers.get('content-type'),
          csp: response.headers.get('content-security-policy'),
          cache: response.headers.get('cache-control'),
        };
      };
      try {
        expect(await get('/legal')).toMatchObject({
          status: 200,
          text: '<!doctype html><title>Legal notice</title>',
          cache: 'no-cache',
        });
        expect((await get('/legal')).csp).toContain("script-src 'self'");
        // Other spellings wait for the config to be rendered again; the folder's other files are no routes.
        for (const path of [
          '/Legal',
          '/legal/',
          '/index',
          '/404',
          '/fr/404',
          '/legal.html',
          '/composed-unlisted/legal.html',
        ]) {
          const answer = await get(path);
          expect(answer.status, path).toBe(404);
          expect(answer.text, path).toMatch(/Not found|Introuvable/);
        }
        expect((await get('/fr/nothing')).text).toContain('Introuvable');
        expect(await get('/')).toMatchObject({ status: 200, text: '<!doctype html><title>Home</title>' });
      } finally {
        await nginx.stop();
      }
    },
  );

  it.runIf(nginxAvailable())(
    'gives failed statement look-ups a budget of their own per client (an IPv6 client is its /56): past it 429, while a statement the client knows is still served',
    async () => {
      const dir = temp('mboa-not-found-');
      const site = beaconSite(dir);
      mkdirSync(join(site, 'shell', 'current', 'statements'));
      writeFileSync(join(site, 'shell', 'current', 'statements', 'a.pdf'), '%PDF-1.4');
      const nginx = await startNginx({
        root: site,
        port: 5089,
        prefix: join(dir, 'nginx'),
        trustedProxies: ['127.0.0.1'],
      });
      const get = async (path: string, client = '203.0.113.7') => {
        const response = await fetch(`${nginx.url}${path}`, { headers: { 'X-Forwarded-For': client } });
        await response.arrayBuffer();
        return response;
      };
      try {
        const { burst } = STATEMENT_NOT_FOUND_RATE_LIMIT;
        // The folder itself and names of no file: each a 404 that counts, until the budget is spent.
        const misses = [
          '/statements/',
          '/statements/sub/',
          ...Array.from({ length: burst - 1 }, (_, guess) => `/statements/guess-${guess}.pdf`),
        ];
        for (const path of misses) {
          const missing = await get(path);
          expect(missing.status, path).toBe(404);
          expect(missing.headers.get('cache-control'), path).toBe('private, no-store');
        }
        for (const path of ['/statements/guess-9.pdf', '/%73tatements/other.pdf', '//statements/other.pdf']) {
          const refused = await get(path);
          expect(refused.status, path).toBe(429);
          expect(refused.headers.get('cache-control'), path).toBe('private, no-store');
          expect(refused.headers.get('x-robots-tag'), path).toBe('noindex');
        }
        const found = await get('/statements/a.pdf');
        expect(found.status).toBe(200);
        expect(found.headers.get('cache-control')).toBe('private, no-store');
        expect((await get('/statements/guess-0.pdf', '198.51.100.1')).status).toBe(404);
        for (let guess = 0; guess <= burst; guess++)
          await get(`/statements/guess-${guess}.pdf`, `2001:db8:5:${(0x500 + guess).toString(16)}::1`);
        expect((await get('/statements/guess.pdf', '2001:db8:5:5ff::1')).status).toBe(429);
        expect((await get('/statements/guess.pdf', '2001:db8:5:600::1')).status).toBe(404);
      } finally {
        await nginx.stop();
      }
    },
  );

  it.runIf(nginxAvailable())(
    'serves search bundles, the live shell’s under /pagefind/ (the previous one’s behind) and a section release’s under /remotes/, as Pagefind wrote them: never compressed again, never as a page',
    async () => {
      const dir = temp('mboa-search-');
      const site = beaconSite(dir);
      const shellBundle = writeSearchBundle(join(site, 'shell', '0123456789ab', 'pagefind', 'en'), 'en');
      const previousBundle = writeSearchBundle(join(site, 'shell', 'ba9876543210', 'pagefind', 'fr'), 'fr');
      symlinkSync('ba9876543210', join(site, 'shell', 'previous'));
      const sectionBundle = writeSearchBundle(join(site, 'personal-banking', '0123456789ab', 'pagefind', 'fr'), 'fr');
      writeFileSync(join(site, 'remotes.json'), JSON.stringify({ remotes: {}, padding: 'x'.repeat(2000) }));
      const nginx = await startNginx({ root: site, port: 5091, prefix: join(dir, 'nginx') });
      const get = async (path: string) => {
        const response = await fetch(`${nginx.url}${path}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
        return { response, body: Buffer.from(await response.arrayBuffer()) };
      };
      try {
        const bundles = [
          { base: '/pagefind/en/', files: shellBundle },
          { base: '/pagefind/fr/', files: previousBundle },
          { base: '/remotes/personal-banking/0123456789ab/pagefind/fr/', files: sectionBundle },
        ];
        for (const { base, files } of bundles) {
          for (const [file, bytes] of Object.entries(files)) {
            const path = base + file;
            const answer = await get(path);
            expectBundleFileAsWritten(answer, file, bytes, path);
            const { response } = answer;
            expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
          }
        }
        // JSON elsewhere is still compressed on the fly: what the bundle's is spared.
        expect((await get('/remotes.json')).response.headers.get('content-encoding')).toBe('gzip');
        for (const path of [
          '/pagefind/en/missing.pf_fragment',
          '/remotes/personal-banking/0123456789ab/pagefind/en/',
        ]) {
          const { response } = await get(path);
          expect(response.status, path).toBe(404);
          expect(response.headers.get('cache-control'), path).toBe('no-store');
        }
      } finally {
        await nginx.stop();
      }
    },
  );

  it.runIf(nginxAvailable())('logs nothing of a rate-limited flood, and no client address at all', async () => {
    const dir = temp('mboa-flood-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    const nginx = await startNginx({ root: site, port: 5095, prefix, trustedProxies: ['127.0.0.1'] });
    try {
      const sizeBefore = statSync(errorLogOf(prefix)).size;
      const statuses: number[] = [];
      // 300 beacons and 300 statement requests past the limit, with a long request line each.
      for (let request = 0; request < 300; request++) {
        const headers = { 'X-Forwarded-For': '203.0.113.9' };
        statuses.push((await fetch(`${nginx.url}${beaconQuery(900)}&padding=${'x'.repeat(1500)}`, { headers })).status);
        statuses.push((await fetch(`${nginx.url}/statements/${'y'.repeat(1500)}.pdf`, { headers })).status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(500);
      const errorLog = readFileSync(errorLogOf(prefix), 'utf8');
      expect(errorLog.length - sizeBefore).toBe(0);
      expect(errorLog).not.toMatch(/203\.0\.113\.9|127\.0\.0\.1|client:/);
    } finally {
      await nginx.stop();
    }
  });
});
