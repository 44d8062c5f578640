// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { vitalsLogOf } from '../lib/vitalsLog.mjs';
import { writeNginxConfig } from './config.mjs';
import { eraseVitalsLogs, errorLogOf, rotateLogsOfNginx } from './logs.mjs';
import { nginxAvailable, startNginx } from './process.mjs';
import { beaconQuery, beaconSite, endingSignal, fakeNginxMaster, untilCommandLine } from './testSites.testing';

const temp = temporaryFoldersForThisFile();

describe('a log rotation no one else can aim', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    // Each leads a process group of its own (detached): a shell's sleep goes with it.
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  });

  /** A deploy root whose field-speed log is due for rotation (folders only their owner can write). */
  const dueRoot = () => {
    const root = join(temp('mboa-aim-'), 'site');
    mkdirSync(join(root, 'vitals'), { recursive: true, mode: 0o755 });
    writeFileSync(vitalsLogOf(root), 'x'.repeat(64));
    return root;
  };
  /** An nginx prefix with a full error log, its pid file naming a process /proc shows as its master. */
  const servedPrefix = async () => {
    const prefix = join(temp('mboa-aim-nginx-'), 'nginx');
    mkdirSync(prefix, { mode: 0o755 });
    writeFileSync(errorLogOf(prefix), 'e'.repeat(64));
    const master = await fakeNginxMaster(prefix);
    children.push(master);
    writeFileSync(join(prefix, 'nginx.pid'), `${master.pid}\n`);
    return { prefix, master };
  };

  it('refuses nginx’s error log in a prefix its group or others can write, and one that is a link; rotates the rest, reopens, and says what it refused', async () => {
    const root = dueRoot();
    const open = await servedPrefix();
    chmodSync(open.prefix, 0o775);
    const linked = await servedPrefix();
    const victim = join(temp('mboa-victim-'), 'shadow');
    writeFileSync(victim, 'secret\n');
    symlinkSync(victim, `${errorLogOf(linked.prefix)}.1`);

    const result = await rotateLogsOfNginx(root, { prefixes: [open.prefix, linked.prefix], maxBytes: 1 });
    expect(result.rotated).toEqual([vitalsLogOf(root)]);
    expect(result.refused).toEqual([
      expect.stringMatching(
        new RegExp(`^Not rotated: ${open.prefix} can be written by others than its owner \\(mode 775\\)`),
      ),
      `Not rotated: ${errorLogOf(linked.prefix)}.1 is not a regular file (a symbolic link?).`,
    ]);
    expect(readFileSync(errorLogOf(open.prefix), 'utf8')).toBe('e'.repeat(64));
    expect(existsSync(`${errorLogOf(open.prefix)}.1`)).toBe(false);
    expect(readFileSync(errorLogOf(linked.prefix), 'utf8')).toBe('e'.repeat(64));
    expect(lstatSync(`${errorLogOf(linked.prefix)}.1`).isSymbolicLink()).toBe(true);
    expect(readFileSync(victim, 'utf8')).toBe('secret\n');
    // The field-speed log did rotate: both nginx reopen their files.
    expect(result.reopened).toEqual([open.master.pid, linked.master.pid]);
    expect(await endingSignal(open.master)).toBe('SIGUSR1');
  });

  it('never signals a pid /proc does not show as that prefix’s nginx master: a process that only names nginx and the prefix, or the test’s own', async () => {
    const root = dueRoot();
    const prefix = join(temp('mboa-aim-nginx-'), 'nginx');
    mkdirSync(prefix);
    // `nginx -c … -p <prefix>` in /proc, as a command someone runs (not the master): a shell, which SIGUSR1 would end.
    const poser = spawn('sh', ['-c', 'sleep 60; :', 'sh', '-p', prefix], {
      argv0: 'nginx',
      stdio: 'ignore',
      detached: true,
    });
    children.push(poser);
    await untilCommandLine(poser.pid!, (line) => line.startsWith('nginx -c'));
    mkdirSync(join(root, 'running'));
    writeFileSync(
      join(root, 'running', 'nginx-5999.json'),
      JSON.stringify({ pid: poser.pid, options: { root, port: 5999, prefix } }),
    );
    const own = join(temp('mboa-aim-nginx-'), 'nginx');
    mkdirSync(own);
    writeFileSync(join(own, 'nginx.pid'), `${process.pid}\n`);

    const result = await rotateLogsOfNginx(root, { prefixes: [own], maxBytes: 1 });
    expect(result.rotated).toEqual([vitalsLogOf(root)]);
    expect(result.reopened).toEqual([]);
    expect(await endingSignal(poser)).toBeNull();
    expect(existsSync(join(root, 'running', 'nginx-5999.json'))).toBe(false);
  });

  it('reports a signal that fails (the master gone between the check and the signal) and still tells the others', async () => {
    const root = dueRoot();
    const gone = await servedPrefix();
    const other = await servedPrefix();
    const kill = process.kill.bind(process);
    vi.spyOn(process, 'kill').mockImplementation((pid, signal) => {
      if (pid === gone.master.pid) throw Object.assign(new Error(`kill ESRCH`), { code: 'ESRCH' });
      return kill(pid, signal);
    });

    const result = await rotateLogsOfNginx(root, { prefixes: [gone.prefix, other.prefix], maxBytes: 1 });
    expect(result.rotated).toEqual([vitalsLogOf(root), errorLogOf(gone.prefix), errorLogOf(other.prefix)]);
    expect(result.reopened).toEqual([other.master.pid]);
    expect(result.notReopened).toEqual([
      { pid: gone.master.pid, prefix: gone.prefix, reason: `SIGUSR1 to pid ${gone.master.pid} failed: ESRCH` },
    ]);
    expect(await endingSignal(other.master)).toBe('SIGUSR1');
  });
});

describe('the nginx logs', () => {
  it.runIf(nginxAvailable())(
    'logs accepted beacons to the deploy root, and reopens the log once it is rotated',
    async () => {
      const dir = temp('mboa-vitals-nginx-');
      const site = beaconSite(dir);
      const nginx = await startNginx({ root: site, port: 5094, prefix: join(dir, 'nginx') });
      const beacon = (lcp: number) => fetch(`${nginx.url}${beaconQuery(lcp)}`);
      const log = join(site, 'vitals', 'vitals.log');
      /** The LCP of each line of a log file: nginx writes a request's line just after it answers. */
      const logged = (file: string) =>
        existsSync(file)
          ? readFileSync(file, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map((line) => (JSON.parse(line) as { lcp: number }).lcp)
          : [];
      const until = async (done: () => boolean) => {
        for (const deadline = performance.now() + 10_000; !done() && performance.now() < deadline;)
          await new Promise((resolve) => setTimeout(resolve, 20));
      };
      try {
        expect((await beacon(900)).status).toBe(204);
        await until(() => logged(log).length > 0);
        expect(JSON.parse(readFileSync(log, 'utf8'))).toMatchObject({
          route: '/',
          section: 'shell',
          lcp: 900,
          fcp: null,
        });
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
    },
  );

  it.runIf(nginxAvailable())(
    'under an nginx a service manager started (recorded nowhere): a rotated log gets no more lines and new ones go to a new file; an erased log frees its space at once',
    async () => {
      const dir = temp('mboa-logs-by-hand-');
      const site = beaconSite(dir);
      const prefix = join(dir, 'nginx');
      const config = writeNginxConfig({ root: site, port: 5096, prefix });
      const nginx = spawn(
        process.env.NGINX_BINARY ?? 'nginx',
        ['-p', prefix, '-c', config, '-e', errorLogOf(prefix), '-g', 'daemon off;'],
        { stdio: 'ignore' },
      );
      const log = join(site, 'vitals', 'vitals.log');
      const lines = (file: string) =>
        existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
      const until = async (done: () => boolean) => {
        for (const deadline = performance.now() + 10_000; !done() && performance.now() < deadline;)
          await new Promise((resolve) => setTimeout(resolve, 20));
      };
      /** Files nginx's processes hold open that were deleted: their space is not freed. */
      const deletedFilesHeld = () =>
        [
          nginx.pid!,
          ...readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8')
            .trim()
            .split(/\s+/)
            .filter(Boolean)
            .map(Number),
        ].flatMap((pid) =>
          readdirSync(`/proc/${pid}/fd`)
            .map((fd) => {
              try {
                return readlinkSync(`/proc/${pid}/fd/${fd}`);
              } catch {
                return '';
              }
            })
            .filter((target) => target.endsWith('(deleted)')),
        );
      try {
        for (
          const deadline = performance.now() + 30_000;
          !(await fetch('http://localhost:5096/').then(
            () => true,
            () => false,
          )) && performance.now() < deadline;
        )
          await new Promise((resolve) => setTimeout(resolve, 50));
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
    },
  );
});
