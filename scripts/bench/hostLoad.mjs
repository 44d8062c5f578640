// Load on a host while every package is deployed and rolled back in a loop (docs/hosting.md, "Under load").
//   npm run bench:load [-- --host nginx --seconds 60 --connections 200]
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { oneOriginLayout, portPerRemoteLayout, REMOTES, SHELL } from '../../hosting/lib/deployRoot.mjs';
import { serverBuildOf } from '../../hosting/lib/builds.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { readState } from '../../hosting/deploy/releases.mjs';
import { nginxAvailable, startNginx } from '../../hosting/nginx/process.mjs';
import { ROOT, distOf } from '../lib/packages.mjs';

const PACKAGES = [SHELL, ...REMOTES];

const WARM_UP_REQUESTS = 10_000;
const MAX_SECONDS = 600;

/** @typedef {{ host: 'embedded' | 'nginx', seconds: number, connections: number, requestsPerSecond: number, p50: number, p99: number, statuses: Record<string, number>, requests: number, errors: number, deploys: number, memoryBeforeMb: number, memoryAfterMb: number }} LoadResult */

/**
 * At least `seconds`, and until every package has been deployed and rolled back `rounds` times;
 * `rate`: all connections' requests a second, by default as many as the host answers.
 * @param {{ host: 'embedded' | 'nginx', seconds: number, rounds?: number, connections: number, port: number, rate?: number, warmUpRequests?: number }} options @returns {Promise<LoadResult>}
 */
export async function loadHostWhileDeploying({
  host,
  seconds,
  rounds = 1,
  connections,
  port,
  rate,
  warmUpRequests = WARM_UP_REQUESTS,
}) {
  const root = mkdtempSync(join(tmpdir(), `mboa-load-${host}-`));
  chmodSync(root, 0o755); // nginx's workers run unprivileged
  const portOf = (/** @type {string} */ name) => (name === SHELL ? port : port + 1 + REMOTES.indexOf(name));
  const nextBuilds = /** @type {Map<string, string>} */ (new Map());
  try {
    await deployEveryPackage(root, host === 'nginx' ? oneOriginLayout() : portPerRemoteLayout(portOf), distOf);
    const served = await serve(host, root, port, portOf);
    try {
      const origin = `http://localhost:${port}`;
      const requests = await requestMix(origin, root);
      for (const pkg of PACKAGES) nextBuilds.set(pkg, copyAsNewRelease(distOf(pkg), `load-${pkg}`));
      const options = { url: origin, connections, requests, headers: { 'accept-encoding': 'br, gzip' } };
      // Memory is measured once the host has grown to what serving takes, so that what grows after is kept.
      await autocannon({ ...options, amount: warmUpRequests });
      const memoryBeforeMb = residentMegabytes(served.pid);

      // The shell's next release has the same routes: no nginx reload closes a connection under the load tool.
      let deploys = 0;
      let roundsDone = 0;
      let finished = /** @type {(result: autocannon.Result) => void} */ (() => undefined);
      let failed = /** @type {(error: unknown) => void} */ (() => undefined);
      const result = /** @type {Promise<autocannon.Result>} */ (
        new Promise((resolve, reject) => ((finished = resolve), (failed = reject)))
      );
      const instance = autocannon(
        { ...options, duration: MAX_SECONDS, ...(rate ? { overallRate: rate } : {}) },
        (error, done) => (error ? failed(error) : finished(done)),
      );
      const started = performance.now();
      try {
        while (roundsDone < rounds || performance.now() - started < seconds * 1000) {
          for (const pkg of PACKAGES) {
            await runDeployCommand(pkg, [
              'deploy',
              '--root',
              root,
              '--from',
              /** @type {string} */ (nextBuilds.get(pkg)),
            ]);
            await runDeployCommand(pkg, ['rollback', '--root', root]);
            deploys += 2;
          }
          roundsDone++;
        }
      } finally {
        instance.stop();
      }
      const measured = await result;
      const memoryAfterMb = residentMegabytes(served.pid);
      const statuses = Object.fromEntries(
        Object.entries(measured.statusCodeStats ?? {}).map(([status, stats]) => [status, stats?.count ?? 0]),
      );
      return {
        host,
        seconds: Math.round((performance.now() - started) / 1000),
        connections,
        requestsPerSecond: measured.requests.average,
        p50: measured.latency.p50,
        p99: measured.latency.p99,
        statuses,
        requests: measured.requests.total,
        errors: measured.errors + measured.timeouts,
        deploys,
        memoryBeforeMb,
        memoryAfterMb,
      };
    } finally {
      await served.stop();
    }
  } finally {
    for (const build of nextBuilds.values()) rmSync(join(build, '..'), { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
}

/** As a team runs it, in a process of its own. */
async function runDeployCommand(/** @type {string} */ pkg, /** @type {string[]} */ args) {
  const child = spawn(process.execPath, [join(ROOT, 'hosting', 'cli', 'deploy.mjs'), ...args], {
    cwd: join(ROOT, pkg),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let failure = '';
  child.stderr.on('data', (data) => (failure += data));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${pkg} ${args[0]} failed: ${failure}`);
}

async function requestMix(/** @type {string} */ origin, /** @type {string} */ root) {
  const home = await (await fetch(`${origin}/`)).text();
  const entry = /<script type="module" data-entry="([^"]+)"/.exec(home)?.[1];
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+)"/.exec(home)?.[1];
  if (!entry || !stylesheet) throw new Error('The home page names no entry script or stylesheet.');
  const shell = readState(root, SHELL).history.at(-1);
  const personalBanking = readState(root, 'personal-banking').history.at(-1);
  // About releases that stay on disk throughout. One client sends them all: past the limit, 429.
  const beacon = `/vitals?v=1&route=/savings_account&lang=en&shell=${shell}&section=personal-banking&release=${personalBanking}&connection=4g&device=phone&fcp=900&lcp=1400`;
  return [
    '/',
    '/savings_account',
    '/fr/njangie',
    '/business_loans',
    entry,
    stylesheet,
    '/robots.txt',
    '/remotes.json',
    beacon,
  ].map((path) => ({ method: /** @type {const} */ ('GET'), path }));
}

/** One more file makes the same code a new release. */
function copyAsNewRelease(/** @type {string} */ dist, /** @type {string} */ marker) {
  const folder = mkdtempSync(join(tmpdir(), `mboa-${marker}-`));
  cpSync(dist, join(folder, 'dist'), { recursive: true });
  cpSync(serverBuildOf(dist), join(folder, 'dist-server'), { recursive: true });
  writeFileSync(join(folder, 'dist', `release-${marker}.txt`), marker);
  return join(folder, 'dist');
}

/** The embedded host in a process of its own, so that its memory is its own.
 * @param {'embedded' | 'nginx'} host @param {string} root @param {number} port @param {(name: string) => number} portOf @returns {Promise<{ pid: number, stop: () => Promise<void> }>} */
async function serve(host, root, port, portOf) {
  if (host === 'nginx') {
    const prefix = mkdtempSync(join(tmpdir(), 'mboa-load-nginx-'));
    const nginx = await startNginx({ root, port, prefix, trustedProxies: [] });
    return {
      pid: nginx.pid,
      stop: async () => {
        await nginx.stop();
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  }
  const env = {
    ...process.env,
    ...Object.fromEntries(
      [SHELL, ...REMOTES].map((name) => [`${name.toUpperCase().replace(/-/g, '_')}_PORT`, String(portOf(name))]),
    ),
  };
  const child = spawn(process.execPath, [join(ROOT, 'hosting', 'embedded', 'serveDeployRoot.mjs'), root], {
    env,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (
    const deadline = performance.now() + 60_000;
    !(await fetch(`http://localhost:${port}/`).then(
      (response) => response.ok,
      () => false,
    ));
  ) {
    if (performance.now() > deadline || child.exitCode !== null)
      throw new Error(`The embedded host did not answer on port ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** With its children: nginx's workers. */
function residentMegabytes(/** @type {number} */ pid) {
  const rss = (/** @type {number} */ id) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return rss(pid) + children.reduce((sum, child) => sum + rss(child), 0);
}

export function describeLoad(/** @type {LoadResult} */ result) {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return (
    `${result.host}: ${result.seconds} s at ${result.connections} connections, ${Math.round(result.requestsPerSecond)} requests/s, ` +
    `latency p50 ${result.p50} ms, p99 ${result.p99} ms; ${statuses}; ${result.errors} errors; ${result.deploys} deploys and rollbacks; ` +
    `memory ${result.memoryBeforeMb.toFixed(1)} -> ${result.memoryAfterMb.toFixed(1)} MB`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      seconds: { type: 'string', default: '30' },
      connections: { type: 'string', default: '100' },
    },
  });
  const hosts = values.host ? [values.host] : nginxAvailable() ? ['embedded', 'nginx'] : ['embedded'];
  for (const host of hosts) {
    if (host !== 'embedded' && host !== 'nginx') throw new Error(`--host is embedded or nginx, not ${host}`);
    console.log(
      describeLoad(
        await loadHostWhileDeploying({
          host,
          seconds: Number(values.seconds),
          connections: Number(values.connections),
          port: 5700,
        }),
      ),
    );
  }
}
