// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { nginxAvailable, renderNginxConfig, startNginx } from './nginx.mjs';

const temp = temporaryFoldersForThisFile();
const BOOT_HASH = 'sha256-siNY54uV1pv6mPOn/4K6Jo0zM/Hu9RKaiER0asbH5oo=';

describe('the nginx config', () => {
  it('is filled in from the policy, with no placeholder left', () => {
    const conf = renderNginxConfig({ siteRoot: '/srv/mboa', port: 5000, prefix: '/srv/nginx', routes: ['/', '/njangie'], inlineScriptHashes: [BOOT_HASH] });
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(conf).toContain('root /srv/mboa/shell/current;');
    expect(conf).toContain('add_header Content-Security-Policy $mboa_content_security_policy always;');
    // The one inline script, each page's boot script, by its hash (hosting/lib/routes.mjs).
    expect(conf).toContain(`default-src 'self'; script-src 'self' '${BOOT_HASH}';`);
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
    const conf = renderNginxConfig({ siteRoot: '/srv/mboa', port: 5000, prefix: '/srv/nginx', routes: ['/'], inlineScriptHashes: [], trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });
    expect(conf).toContain('  set_real_ip_from 127.0.0.1;\n  set_real_ip_from 10.0.0.0/8;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;');
    expect(conf).toContain('    127.0.0.1 1;\n    10.0.0.0/8 1;');
  });

  it('reads the routes and the boot script’s hash from the live shell release when not given them', () => {
    const site = temp('mboa-routes-');
    mkdirSync(join(site, 'shell', 'r1'), { recursive: true });
    writeFileSync(join(site, 'shell', 'r1', 'routes.json'), JSON.stringify({ routes: ['/', '/legal'], inlineScriptHashes: [BOOT_HASH] }));
    symlinkSync('r1', join(site, 'shell', 'current'));
    const conf = renderNginxConfig({ siteRoot: site, port: 5000, prefix: '/srv/nginx' });
    expect(conf).toContain('"~*^/legal/?$" "legal.html";');
    expect(conf).toContain(`script-src 'self' '${BOOT_HASH}';`);
  });

  it('allows the previous shell release’s boot script too: its pages are served until a deploy rewrites them', () => {
    const site = temp('mboa-routes-');
    const previousHash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
    for (const [release, hash] of [['r1', previousHash], ['r2', BOOT_HASH]]) {
      mkdirSync(join(site, 'shell', release!), { recursive: true });
      writeFileSync(join(site, 'shell', release!, 'routes.json'), JSON.stringify({ routes: ['/'], inlineScriptHashes: [hash] }));
    }
    symlinkSync('r2', join(site, 'shell', 'current'));
    symlinkSync('r1', join(site, 'shell', 'previous'));
    const conf = renderNginxConfig({ siteRoot: site, port: 5000, prefix: '/srv/nginx' });
    expect(conf).toContain(`script-src 'self' '${BOOT_HASH}' '${previousHash}';`);
  });

  // CI installs nginx (.ci/run); elsewhere this runs when it is installed.
  it.runIf(nginxAvailable() && spawnSync('openssl', ['version']).status === 0)('sends HSTS over https only', async () => {
    const dir = temp('mboa-tls-');
    chmodSync(dir, 0o755); // nginx's workers run unprivileged
    mkdirSync(join(dir, 'site', 'shell', 'r1'), { recursive: true });
    writeFileSync(join(dir, 'site', 'shell', 'r1', 'index.html'), '<!doctype html><title>Mboa</title>');
    writeFileSync(join(dir, 'site', 'shell', 'r1', 'routes.json'), JSON.stringify({ routes: ['/'] }));
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
});
