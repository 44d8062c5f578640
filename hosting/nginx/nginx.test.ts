// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { BEACON_PATTERN } from '../../shared/src/vitalsBeacon.mjs';
import { nginxAvailable, refreshNginxServing, renderNginxConfig, startNginx, writeNginxConfig } from './nginx.mjs';
import { eraseVitalsLogs, errorLogOf, rotateLogsOfNginx } from './nginxLogs.mjs';

const temp = temporaryFoldersForThisFile();

/** A deploy root nginx can serve beacons for: a shell release with one route, `/`, which it owns. */
const beaconSite = (dir: string) => {
  chmodSync(dir, 0o755); // nginx's workers run unprivileged
  const site = join(dir, 'site');
  mkdirSync(join(site, 'shell', '0123456789ab'), { recursive: true });
  writeFileSync(join(site, 'shell', '0123456789ab', 'index.html'), '<!doctype html><title>Mboa</title>');
  writeFileSync(join(site, 'shell', '0123456789ab', 'routes.json'), JSON.stringify({ routes: ['/'], owners: { '/': 'shell' } }));
  symlinkSync('0123456789ab', join(site, 'shell', 'current'));
  return site;
};
const beaconQuery = (lcp: number) => `/vitals?v=1&route=/&lang=en&shell=0123456789ab&section=shell&release=0123456789ab&connection=&device=larger&lcp=${lcp}`;

describe('the nginx config', () => {
  it('is filled in from the policy, with no placeholder left', () => {
    const conf = renderNginxConfig({ siteRoot: '/srv/mboa', port: 5000, prefix: '/srv/nginx', routes: ['/', '/njangie'], routeOwners: {} });
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(conf).toContain('root /srv/mboa/shell/current;');
    expect(conf).toContain('add_header Content-Security-Policy $mboa_content_security_policy always;');
    // Scripts from the site only; inline ones are left to each page's own policy (hosting/lib/policy.mjs).
    expect(conf).toContain("default-src 'self'; script-src 'self' 'unsafe-inline';");
    expect(conf).toContain('limit_req_zone $mboa_client zone=statements:1m rate=30r/m;');
    expect(conf).toContain('max_ranges 1;');
    expect(conf).toContain('disable_symlinks on from=$document_root;');
    // A page's headers by the type sent, not the path asked for.
    expect(conf).toContain('map $sent_http_content_type $mboa_x_frame_options {');
    // Errors are never cached.
    expect(conf).toContain('"~^[45]" "no-store";');
    // No proxy is believed unless the operator names it.
    expect(conf).not.toContain('set_real_ip_from');
    expect(conf).toContain('limit_req zone=statements burst=10 nodelay;');
    expect(conf).not.toMatch(/listen .* ssl;/);
    // Each route to its composed page (hosting/lib/compose.mjs).
    expect(conf).toContain('"~*^//?$" "index.html";');
    expect(conf).toContain('"~*^/njangie/?$" "njangie.html";');
    expect(conf).toContain('rewrite ^ /composed/$mboa_composed_file last;');
  });

  it('believes X-Forwarded-For and X-Forwarded-Proto from the trusted proxies only', () => {
    const conf = renderNginxConfig({ siteRoot: '/srv/mboa', port: 5000, prefix: '/srv/nginx', routes: ['/'], routeOwners: {}, trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });
    expect(conf).toContain('  set_real_ip_from 127.0.0.1;\n  set_real_ip_from 10.0.0.0/8;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;');
    expect(conf).toContain('    127.0.0.1 1;\n    10.0.0.0/8 1;');
  });

  it('reads the routes and their owners from the live shell release when not given them', () => {
    const site = temp('mboa-routes-');
    mkdirSync(join(site, 'shell', 'r1'), { recursive: true });
    writeFileSync(join(site, 'shell', 'r1', 'routes.json'), JSON.stringify({ routes: ['/', '/legal'], owners: { '/': 'shell', '/legal': 'shell' } }));
    symlinkSync('r1', join(site, 'shell', 'current'));
    const conf = renderNginxConfig({ siteRoot: site, port: 5000, prefix: '/srv/nginx' });
    expect(conf).toContain('"~*^/legal/?$" "legal.html";');
    expect(conf).toContain('"~^shell /legal$" 1;');
  });

  // CI installs nginx (.ci/run); elsewhere this runs when it is installed.
  it.runIf(nginxAvailable() && spawnSync('openssl', ['version']).status === 0)('sends HSTS over https only', async () => {
    const dir = temp('mboa-tls-');
    chmodSync(dir, 0o755); // nginx's workers run unprivileged
    mkdirSync(join(dir, 'site', 'shell', 'r1'), { recursive: true });
    writeFileSync(join(dir, 'site', 'shell', 'r1', 'index.html'), '<!doctype html><title>Mboa</title>');
    writeFileSync(join(dir, 'site', 'shell', 'r1', 'routes.json'), JSON.stringify({ routes: ['/'], owners: { '/': 'shell' } }));
    symlinkSync('r1', join(dir, 'site', 'shell', 'current'));
    const [certificate, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=localhost']);
    expect(made.status).toBe(0);
    const nginx = await startNginx({ siteRoot: join(dir, 'site'), port: 5093, prefix: join(dir, 'nginx'), tls: { port: 5493, certificate, key } });
    try {
      const overHttps = await new Promise<Record<string, unknown>>((resolve, reject) =>
        request('https://localhost:5493/', { rejectUnauthorized: false }, (res) => (res.resume(), resolve(res.headers))).on('error', reject).end(),
      );
      expect(overHttps['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const overHttp = await fetch('http://localhost:5093/');
      expect(overHttp.status).toBe(200);
      expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await nginx.stop();
    }
  });

  it('accepts field-speed beacons by the schema’s one pattern, GET only from the site’s own pages, naming a route with its owner in the route list’s spelling, about the releases on disk', () => {
    const site = temp('mboa-vitals-conf-');
    const routeOwners = { '/': 'shell', '/savings_account': 'personal-banking' };
    const conf = renderNginxConfig({ siteRoot: site, port: 5000, prefix: '/srv/nginx', routes: ['/', '/savings_account', '/fr', '/fr/savings_account'], routeOwners });
    expect(conf).toContain(`"~${BEACON_PATTERN}" 1;`);
    // Case-sensitive regexes (nginx compares a map's plain strings ignoring case).
    expect(conf).toContain('map "$vitals_section $vitals_route" $mboa_vitals_route {');
    expect(conf).toContain('    "~^personal-banking /savings_account$" 1;');
    expect(conf).toContain('    "~^shell /$" 1;');
    expect(conf).not.toContain('/fr/savings_account$" 1;');
    expect(conf).toMatch(/map \$http_sec_fetch_site \$mboa_vitals_from_site \{\n {4}"" 1;\n {4}"same-origin" 1;\n {4}default 0;/);
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

  it.runIf(nginxAvailable())('logs accepted beacons to the deploy root, and reopens the log once it is rotated', async () => {
    const dir = temp('mboa-vitals-nginx-');
    const site = beaconSite(dir);
    const nginx = await startNginx({ siteRoot: site, port: 5094, prefix: join(dir, 'nginx') });
    const beacon = (lcp: number) => fetch(`${nginx.url}${beaconQuery(lcp)}`);
    const log = join(site, 'vitals', 'vitals.log');
    /** The LCP of each line of a log file: nginx writes a request's line just after it answers. */
    const logged = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { lcp: number }).lcp) : []);
    const until = async (done: () => boolean) => {
      for (const deadline = Date.now() + 10_000; !done() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      expect((await beacon(900)).status).toBe(204);
      await until(() => logged(log).length > 0);
      expect(JSON.parse(readFileSync(log, 'utf8'))).toMatchObject({ route: '/', section: 'shell', lcp: 900, fcp: null });
      expect((await rotateLogsOfNginx(site, { maxBytes: 1 })).rotated).toContain(log);
      // nginx reopens its log (SIGUSR1) in its own time: until it has, a worker writes to the
      // rotated file. Beacons go on until one lands in the new file; none is lost on the way.
      const sent: number[] = [];
      for (let lcp = 1200; logged(log).length === 0 && lcp < 1400; lcp++) {
        expect((await beacon(lcp)).status).toBe(204);
        sent.push(lcp);
        await until(() => logged(log).length + logged(`${log}.1`).length === sent.length + 1);
      }
      expect(logged(log)).toEqual([sent.at(-1)]);
      expect(logged(`${log}.1`)).toEqual([900, ...sent.slice(0, -1)]);
    } finally {
      await nginx.stop();
    }
  });

  it.runIf(nginxAvailable())('serves the page of a route a later shell release adds at the route’s own spelling with no reload, and nothing else of the composed folder', async () => {
    const dir = temp('mboa-unlisted-');
    const site = beaconSite(dir);
    mkdirSync(join(site, 'composed', 'fr'), { recursive: true });
    for (const [file, text] of [['index.html', 'Home'], ['404.html', 'Not found'], ['fr/404.html', 'Introuvable'], ['legal.html', 'Legal notice']]) {
      writeFileSync(join(site, 'composed', file!), `<!doctype html><title>${text}</title>`);
    }
    // Rendered when the live shell listed `/` alone; `/legal` is composed since.
    const nginx = await startNginx({ siteRoot: site, port: 5097, prefix: join(dir, 'nginx') });
    const get = async (path: string) => {
      const response = await fetch(`${nginx.url}${path}`);
      return { status: response.status, text: await response.text(), type: response.headers.get('content-type'), csp: response.headers.get('content-security-policy'), cache: response.headers.get('cache-control') };
    };
    try {
      expect(await get('/legal')).toMatchObject({ status: 200, text: '<!doctype html><title>Legal notice</title>', cache: 'no-cache' });
      expect((await get('/legal')).csp).toContain("script-src 'self'");
      // Other spellings wait for the config to be rendered again; the folder's other files are no routes.
      for (const path of ['/Legal', '/legal/', '/index', '/404', '/fr/404', '/legal.html', '/composed-unlisted/legal.html']) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.text, path).toMatch(/Not found|Introuvable/);
      }
      expect((await get('/fr/nothing')).text).toContain('Introuvable');
      expect(await get('/')).toMatchObject({ status: 200, text: '<!doctype html><title>Home</title>' });
    } finally {
      await nginx.stop();
    }
  });

  it.runIf(nginxAvailable())('is reloaded after a shell switch only when the route list changed, and only where our scripts started nginx', async () => {
    const dir = temp('mboa-refresh-');
    const site = beaconSite(dir);
    const nginx = await startNginx({ siteRoot: site, port: 5098, prefix: join(dir, 'nginx') });
    const release = (name: string, routeList: object) => {
      mkdirSync(join(site, 'shell', name));
      writeFileSync(join(site, 'shell', name, 'index.html'), '<!doctype html><title>Mboa</title>');
      writeFileSync(join(site, 'shell', name, 'routes.json'), JSON.stringify(routeList));
      rmSync(join(site, 'shell', 'current'));
      symlinkSync(name, join(site, 'shell', 'current'));
    };
    try {
      // Another boot script, the same routes: nothing to reload.
      release('1111111111aa', { routes: ['/'], owners: { '/': 'shell' } });
      expect(await refreshNginxServing(site)).toEqual([]);
      // A route more: its other spellings and its beacons need the config rendered again.
      release('2222222222bb', { routes: ['/', '/legal'], owners: { '/': 'shell', '/legal': 'shell' } });
      expect(await refreshNginxServing(site)).toEqual([nginx.pid]);
      expect(readFileSync(join(dir, 'nginx', 'nginx.conf'), 'utf8')).toContain('"~*^/legal/?$" "legal.html";');
    } finally {
      await nginx.stop();
    }
  });

  it('never signals the process that took the pid of a crashed nginx’s registration, and forgets the registration', async () => {
    const site = temp('mboa-stale-registration-');
    mkdirSync(join(site, 'running'), { recursive: true });
    mkdirSync(join(site, 'vitals'), { recursive: true });
    writeFileSync(join(site, 'vitals', 'vitals.log'), 'x'.repeat(64));
    // Any process of the machine, where the crashed nginx's master was.
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    const registration = join(site, 'running', 'nginx-5999.json');
    writeFileSync(registration, JSON.stringify({ pid: bystander.pid, options: { siteRoot: site, port: 5999, prefix: join(site, 'nginx') } }));
    try {
      // A log rotation would send SIGUSR1, a shell deploy's reload SIGHUP: either ends a process that does not expect it.
      expect((await rotateLogsOfNginx(site, { maxBytes: 1 })).reopened).toEqual([]);
      await refreshNginxServing(site);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bystander.exitCode).toBeNull();
      expect(bystander.signalCode).toBeNull();
      expect(existsSync(registration)).toBe(false);
    } finally {
      bystander.kill();
    }
  });

  it.runIf(nginxAvailable())('logs nothing of a rate-limited flood, and no client address at all', async () => {
    const dir = temp('mboa-flood-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    const nginx = await startNginx({ siteRoot: site, port: 5095, prefix, trustedProxies: ['127.0.0.1'] });
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

  it.runIf(nginxAvailable())('under an nginx a service manager started (recorded nowhere): a rotated log gets no more lines and new ones go to a new file; an erased log frees its space at once', async () => {
    const dir = temp('mboa-logs-by-hand-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    const config = writeNginxConfig({ siteRoot: site, port: 5096, prefix });
    const nginx = spawn(process.env.NGINX_BINARY ?? 'nginx', ['-p', prefix, '-c', config, '-e', errorLogOf(prefix), '-g', 'daemon off;'], { stdio: 'ignore' });
    const log = join(site, 'vitals', 'vitals.log');
    const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0);
    const until = async (done: () => boolean) => {
      for (const deadline = Date.now() + 10_000; !done() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    /** Files nginx's processes hold open that were deleted: their space is not freed. */
    const deletedFilesHeld = () =>
      [nginx.pid!, ...readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)].flatMap((pid) =>
        readdirSync(`/proc/${pid}/fd`).map((fd) => { try { return readlinkSync(`/proc/${pid}/fd/${fd}`); } catch { return ''; } }).filter((target) => target.endsWith('(deleted)')),
      );
    try {
      for (const deadline = Date.now() + 30_000; !(await fetch('http://localhost:5096/').then(() => true, () => false)) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await fetch(`http://localhost:5096${beaconQuery(901)}`)).status).toBe(204);
      await until(() => lines(log) === 1);
      // Rotated by the one command, found by its prefix: nginx reopens, and the next line goes to a new file.
      const { rotated, reopened } = await rotateLogsOfNginx(site, { prefixes: [prefix], maxBytes: 1 });
      expect(rotated).toContain(log);
      expect(reopened).toEqual([nginx.pid]);
      // nginx reopens in its own time (its master, then its worker): until then a line goes to
      // the rotated file. Beacons go on until one lands in the new file; none is lost on the way.
      let sent = 1;
      for (let lcp = 902; lines(log) === 0 && lcp < 1100; lcp++) {
        expect((await fetch(`http://localhost:5096${beaconQuery(lcp)}`)).status).toBe(204);
        sent++;
        await until(() => lines(log) + lines(`${log}.1`) === sent);
      }
      expect(lines(log)).toBe(1);
      expect(lines(`${log}.1`)).toBe(sent - 1);
      // Erased: nothing of it held open, and the next line in a new file.
      const { erased } = await eraseVitalsLogs(site, { prefixes: [prefix] });
      expect(erased.sort()).toEqual([log, `${log}.1`]);
      await until(() => deletedFilesHeld().length === 0);
      expect(deletedFilesHeld()).toEqual([]);
      expect((await fetch(`http://localhost:5096${beaconQuery(903)}`)).status).toBe(204);
      await until(() => lines(log) === 1);
      expect(readFileSync(log, 'utf8')).toContain('"lcp":903');
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
  });
});
