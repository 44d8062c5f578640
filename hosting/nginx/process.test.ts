// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { rotateLogsOfNginx } from './logs.mjs';
import { nginxAvailable, refreshNginxServing, startNginx } from './process.mjs';
import { beaconSite } from './testSites.testing';

const temp = temporaryFoldersForThisFile();

describe('the nginx process', () => {
  it.runIf(nginxAvailable())(
    'is reloaded after a shell switch only when the route list changed, and only where our scripts started nginx',
    async () => {
      const dir = temp('mboa-refresh-');
      const site = beaconSite(dir);
      const nginx = await startNginx({ root: site, port: 5098, prefix: join(dir, 'nginx') });
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
        expect(readFileSync(join(dir, 'nginx', 'site', 'routes.http.conf'), 'utf8')).toContain(
          '"~*^/legal/?$" "legal.html";',
        );
      } finally {
        await nginx.stop();
      }
    },
  );

  it('never signals the process that took the pid of a crashed nginx’s registration, and forgets the registration', async () => {
    const site = temp('mboa-stale-registration-');
    mkdirSync(join(site, 'running'), { recursive: true });
    mkdirSync(join(site, 'vitals'), { recursive: true });
    writeFileSync(join(site, 'vitals', 'vitals.log'), 'x'.repeat(64));
    // Any process of the machine, where the crashed nginx's master was.
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    const registration = join(site, 'running', 'nginx-5999.json');
    writeFileSync(
      registration,
      JSON.stringify({ pid: bystander.pid, options: { root: site, port: 5999, prefix: join(site, 'nginx') } }),
    );
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
});
