// `npm start` and `npm run dev` as a developer or operator runs them: every process they start
// stops on Ctrl-C (SIGINT to the terminal's process group), on SIGTERM to npm and on SIGTERM to
// the script itself, with no orphan and no port left open; the hosts listen on this machine only
// unless HOST says otherwise. Host-independent, so it runs in the embedded host's pass only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOST, REMOTES, ROOT } from '../support/site';

// Ports of their own, so that a developer's `npm start` on the default ports is left alone.
const PORTS: Record<string, number> = {
  shell: 5150,
  ...Object.fromEntries(REMOTES.map((name, index) => [name, 5151 + index])),
};
/** `npm start`'s deploy service, on the loopback only. */
const DEPLOY_SERVICE_PORT = 5156;
const PORT_ENV = {
  ...Object.fromEntries(
    Object.entries(PORTS).map(([name, port]) => [`${name.toUpperCase().replace(/-/g, '_')}_PORT`, String(port)]),
  ),
  DEPLOY_SERVICE_PORT: String(DEPLOY_SERVICE_PORT),
};
const STOPPED_WITHIN_MS = 5_000;

interface Running {
  npm: ChildProcess;
  /** The process group npm leads (spawned detached, as a terminal runs a command). */
  group: number;
  output: () => string;
}

let running: Running | undefined;

function run(script: 'start' | 'dev', env: Record<string, string> = {}): Running {
  const npm = spawn('npm', ['run', script], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, ...PORT_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running = { npm, group: npm.pid ?? 0, output: () => output };
  return running;
}

/** Live (not zombie) processes of a process group, with their command lines. */
function processesOf(group: number): string[] {
  const listing = spawnSync('ps', ['-eo', 'pgid=,stat=,args='], { encoding: 'utf8' }).stdout;
  return listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pgid, stat]) => Number(pgid) === group && !stat?.startsWith('Z'))
    .map((fields) => fields.slice(2).join(' '));
}

const portOpen = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function openPorts(host?: string): Promise<number[]> {
  const open = await Promise.all(
    Object.values(PORTS).map(async (port) => ((await portOpen(port, host)) ? port : undefined)),
  );
  return open.filter((port): port is number => port !== undefined);
}

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectServing({ group, output }: Running, timeoutMs: number) {
  await waitUntil(
    async () => (await openPorts()).length === Object.keys(PORTS).length,
    timeoutMs,
    () => `not every port opened.\n${output()}`,
  );
  expect(processesOf(group).length).toBeGreaterThan(1);
}

/** Within 5 seconds: not one process of the group left, and no port open, the deploy service's included. */
async function expectAllStopped({ group, output }: Running) {
  const started = performance.now();
  await waitUntil(
    async () =>
      processesOf(group).length === 0 && (await openPorts()).length === 0 && !(await portOpen(DEPLOY_SERVICE_PORT)),
    STOPPED_WITHIN_MS,
    () => `still running: ${processesOf(group).join(' | ') || 'no process'}\n${output()}`,
  );
  return performance.now() - started;
}

/** The script's own process (npm runs it through `sh -c`). */
function scriptProcess(group: number, script: string): number {
  const listing = spawnSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' }).stdout;
  const line = listing.split('\n').find((entry) => {
    const [, pgid, command, file] = entry.trim().split(/\s+/);
    return Number(pgid) === group && command === 'node' && file === script;
  });
  return Number(line?.trim().split(/\s+/)[0]);
}

/** An address of this machine other than loopback, if it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

afterEach(() => {
  // A failed test must not leave its processes to the next one.
  if (running) {
    try {
      process.kill(-running.group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running = undefined;
});

describe.runIf(HOST === 'embedded')('npm start', () => {
  it('stops every process and frees every port within 5 seconds of a SIGTERM to npm', async () => {
    const site = run('start');
    await expectServing(site, 60_000);
    await waitUntil(
      () => portOpen(DEPLOY_SERVICE_PORT),
      10_000,
      () => `no deploy service.\n${site.output()}`,
    );
    site.npm.kill('SIGTERM');
    expect(await expectAllStopped(site)).toBeLessThan(STOPPED_WITHIN_MS);
  });

  it('stops the same way on Ctrl-C (SIGINT to the process group)', async () => {
    const site = run('start');
    await expectServing(site, 60_000);
    process.kill(-site.group, 'SIGINT');
    await expectAllStopped(site);
  });

  it('stops the same way on a SIGTERM to its own process', async () => {
    const site = run('start');
    await expectServing(site, 60_000);
    process.kill(scriptProcess(site.group, 'scripts/dev/start.mjs'), 'SIGTERM');
    await expectAllStopped(site);
  });

  const lanAddress = externalAddress();
  it.runIf(lanAddress)('listens on this machine only, unless HOST=0.0.0.0 opts in to every interface', async () => {
    const local = run('start');
    await expectServing(local, 60_000);
    expect(await openPorts(lanAddress)).toEqual([]);
    local.npm.kill('SIGTERM');
    await expectAllStopped(local);

    const everywhere = run('start', { HOST: '0.0.0.0' });
    await expectServing(everywhere, 60_000);
    expect(await openPorts(lanAddress)).toEqual(Object.values(PORTS));
    // The deploy service stays on the loopback: a team reaches it through TLS the operator puts in front.
    expect(await portOpen(DEPLOY_SERVICE_PORT)).toBe(true);
    expect(await portOpen(DEPLOY_SERVICE_PORT, lanAddress)).toBe(false);
    everywhere.npm.kill('SIGTERM');
    await expectAllStopped(everywhere);
  });
});

// `npm run dev` rebuilds the remotes into their dist folders (a watch build, whose chunk names
// differ from `npm run build`'s): the folders are put back as they were afterwards, so that the
// other browser tests deploy the production builds. Each test stops it as soon as every port is
// open, whether or not the remotes' first builds are done: no state of it may outlive a stop.
describe.runIf(HOST === 'embedded')('npm run dev', () => {
  const saved = mkdtempSync(join(tmpdir(), 'mboa-dists-'));
  beforeAll(() => {
    for (const remote of REMOTES) cpSync(join(ROOT, remote, 'dist'), join(saved, remote), { recursive: true });
  });
  afterAll(() => {
    for (const remote of REMOTES) {
      rmSync(join(ROOT, remote, 'dist'), { recursive: true, force: true });
      cpSync(join(saved, remote), join(ROOT, remote, 'dist'), { recursive: true });
    }
    rmSync(saved, { recursive: true, force: true });
  });

  async function startDev() {
    const dev = run('dev');
    await expectServing(dev, 180_000);
    return dev;
  }

  it(
    'stops its builds, its remote hosts and its dev server within 5 seconds of a SIGTERM to npm',
    { timeout: 240_000 },
    async () => {
      const dev = await startDev();
      dev.npm.kill('SIGTERM');
      await expectAllStopped(dev);
    },
  );

  it('stops the same way on Ctrl-C (SIGINT to the process group)', { timeout: 240_000 }, async () => {
    const dev = await startDev();
    process.kill(-dev.group, 'SIGINT');
    await expectAllStopped(dev);
  });

  it('stops the same way on a SIGTERM to its own process', { timeout: 240_000 }, async () => {
    const dev = await startDev();
    process.kill(scriptProcess(dev.group, 'scripts/dev/dev.mjs'), 'SIGTERM');
    await expectAllStopped(dev);
  });
});
