// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { writeNginxConfig } from './config.mjs';
import { eraseVitalsLogs, errorLogOf, rotateLogsOfNginx } from './logs.mjs';
import { nginxAvailable, startNginx } from './process.mjs';
import { beaconQuery, beaconSite } from './testSites.testing';

const temp = temporaryFoldersForThisFile();

describe('the nginx logs', () => {
  it.runIf(nginxAvailable())('logs accepted beacons to the deploy root, and reopens the log once it is rotated', async () => {
    const dir = temp('mboa-vitals-nginx-');
    const site = beaconSite(dir);
    const nginx = await startNginx({ root: site, port: 5094, prefix: join(dir, 'nginx') });
    const beacon = (lcp: number) => fetch(`${nginx.url}${beaconQuery(lcp)}`);
    const log = join(site, 'vitals', 'vitals.log');
    /** The LCP of each line of a log file: nginx writes a request's line just after it answers. */
    const logged = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { lcp: number }).lcp) : []);
    const until = async (done: () => boolean) => {
      for (const deadline = performance.now() + 10_000; !done() && performance.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
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

  it.runIf(nginxAvailable())('under an nginx a service manager started (recorded nowhere): a rotated log gets no more lines and new ones go to a new file; an erased log frees its space at once', async () => {
    const dir = temp('mboa-logs-by-hand-');
    const site = beaconSite(dir);
    const prefix = join(dir, 'nginx');
    const config = writeNginxConfig({ root: site, port: 5096, prefix });
    const nginx = spawn(process.env.NGINX_BINARY ?? 'nginx', ['-p', prefix, '-c', config, '-e', errorLogOf(prefix), '-g', 'daemon off;'], { stdio: 'ignore' });
    const log = join(site, 'vitals', 'vitals.log');
    const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0);
    const until = async (done: () => boolean) => {
      for (const deadline = performance.now() + 10_000; !done() && performance.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    /** Files nginx's processes hold open that were deleted: their space is not freed. */
    const deletedFilesHeld = () =>
      [nginx.pid!, ...readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)].flatMap((pid) =>
        readdirSync(`/proc/${pid}/fd`).map((fd) => { try { return readlinkSync(`/proc/${pid}/fd/${fd}`); } catch { return ''; } }).filter((target) => target.endsWith('(deleted)')),
      );
    try {
      for (const deadline = performance.now() + 30_000; !(await fetch('http://localhost:5096/').then(() => true, () => false)) && performance.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
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
