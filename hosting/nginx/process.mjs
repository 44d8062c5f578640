// Runs nginx as the production host, unprivileged and in the foreground, on the config of
// config.mjs: starts it and waits for its port, records it in the deploy root (registry.mjs),
// keeps its logs within bounds while it runs (logs.mjs), and reloads it when a shell switch
// changes its config, waiting until only new workers are left (read from /proc).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { writeFileAtomically } from '../lib/deployRoot.mjs';
import { trustedProxiesFromEnvironment } from '../lib/clients.mjs';
import { NGINX_BINARY, argumentsOf, renderNginxConfig, writeNginxConfig } from './config.mjs';
import { rotateLogsOfNginx } from './logs.mjs';
import { RUNNING_FOLDER, nginxServing, registeredNginxOf, registrationFileOf, signalNginxMasters } from './registry.mjs';

/** @typedef {import('./config.mjs').NginxOptions} NginxOptions */

/** True when an nginx binary can be run here. */
export function nginxAvailable() {
  return spawnSync(NGINX_BINARY, ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * Writes the config into `prefix` and starts nginx on it; resolves once it accepts connections.
 * The running nginx is recorded in the deploy root (`running/nginx-<port>.json`), so that a
 * shell deploy or rollback renders its config again, and reloads it if the routes changed
 * (refreshNginxServing).
 * @param {NginxOptions} givenOptions
 */
export async function startNginx(givenOptions) {
  // Settled now, so that a reload from a deploy's own process renders the same config.
  const options = { ...givenOptions, trustedProxies: givenOptions.trustedProxies ?? trustedProxiesFromEnvironment() };
  const { port, prefix, root } = options;
  writeNginxConfig(options);

  const child = spawn(NGINX_BINARY, [...argumentsOf(prefix), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, exited);
  const pid = /** @type {number} */ (child.pid);
  const registration = registrationFileOf(root, port);
  mkdirSync(join(root, RUNNING_FOLDER), { recursive: true });
  // Without a fixed route list: a reload reads the live shell release's.
  writeFileAtomically(registration, JSON.stringify({ pid, options: { ...options, routes: undefined, routeOwners: undefined } }, null, 2) + '\n');
  // While this process runs nginx, its logs are kept within their limits (logs.mjs).
  const rotation = setInterval(() => void rotateLogsOfNginx(root).catch(() => undefined), ROTATION_CHECK_MS);
  rotation.unref();
  return {
    url: `http://localhost:${port}`,
    pid,
    /** Graceful stop: nginx finishes the requests in flight. */
    stop: async () => {
      clearInterval(rotation);
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(registration, { force: true });
    },
  };
}

/** How often a running nginx's logs are checked for their limits. */
const ROTATION_CHECK_MS = 60_000;

/**
 * Every nginx our scripts started for the deploy root (registered in its `running` folder) renders its
 * config again from the live shell release, and is reloaded only if the config changed: called
 * once a shell deploy or rollback is live, so that other spellings of a route the new release
 * adds, and its field-speed beacons, are taken too. A release with the same route list changes
 * nothing here. An nginx the operator runs is never signalled: it serves a new route's page at
 * the route's own spelling at once (the template's `composed-unlisted` location), and the rest
 * once its config is rendered again (docs/hosting.md). Resolves once each reloaded nginx runs only
 * new workers.
 * @param {string} root
 * @returns {Promise<number[]>} the pids of the nginx masters reloaded
 */
export async function refreshNginxServing(root) {
  /** @type {number[]} */
  const reloaded = [];
  for (const { pid, options } of registeredNginxOf(root)) {
    const nginxOptions = /** @type {NginxOptions} */ (options);
    const running = readFileSync(join(nginxOptions.prefix, 'nginx.conf'), 'utf8');
    if (renderNginxConfig(nginxOptions) === running) continue;
    const workersBefore = workersOf(pid);
    writeNginxConfig(nginxOptions);
    const { signalled } = signalNginxMasters(new Map([[nginxOptions.prefix, pid]]), 'SIGHUP');
    if (signalled.length === 0) continue;
    await untilNewWorkers(pid, workersBefore);
    reloaded.push(pid);
  }
  return reloaded;
}

/**
 * Every nginx serving the root (recorded in it, or found by the pid file of a prefix given) reloads
 * the config on disk, as `nginx -s reload` does: what a new preview key needs, since nginx reads
 * it when it loads its config. Resolves once each one signalled runs only new workers.
 * @param {string} root @param {string[]} [prefixes]
 * @returns {Promise<{ reloaded: number[], failed: { pid: number, prefix: string, reason: string }[] }>}
 */
export async function reloadNginxServing(root, prefixes = []) {
  const masters = nginxServing(root, prefixes);
  const workersBefore = new Map([...masters.values()].map((pid) => [pid, workersOf(pid)]));
  const { signalled, failed } = signalNginxMasters(masters, 'SIGHUP');
  for (const pid of signalled) await untilNewWorkers(pid, workersBefore.get(pid) ?? []);
  return { reloaded: signalled, failed };
}

/**
 * After a reload: done when only new workers are left (an old one would still take a connection
 * now and then), when the master is gone, or after 10 s.
 * @param {number} pid @param {number[]} workersBefore
 */
async function untilNewWorkers(pid, workersBefore) {
  for (const deadline = performance.now() + 10_000; performance.now() < deadline && existsSync(`/proc/${pid}`); ) {
    const workers = workersOf(pid);
    if (workers.length > 0 && workers.every((worker) => !workersBefore.includes(worker))) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}


/** nginx's worker processes (the master's children). @param {number} pid @returns {number[]} */
function workersOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * @param {number} port
 * @param {Promise<unknown>} exited
 */
async function waitForPort(port, exited) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  // A busy machine may take a while to start it.
  for (const deadline = performance.now() + 30_000; performance.now() < deadline; ) {
    if (stopped) throw new Error(`nginx exited on start (port ${port} busy?)`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on port ${port}`);
}
