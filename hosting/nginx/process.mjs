// nginx on the tree config.mjs renders, unprivileged and in the foreground: started and recorded
// in the deploy root (registry.mjs), its logs kept within bounds (logs.mjs), reloaded when a shell
// switch changes its config (docs/decisions/nginx-includes.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { writeFileAtomically } from '../lib/deployRoot.mjs';
import { trustedProxiesFromEnvironment } from '../lib/clients.mjs';
import {
  CLIENT_HEADER_TIMEOUT_SECONDS,
  NGINX_BINARY,
  argumentsOf,
  nginxConfigChanged,
  writeNginxConfig,
} from './config.mjs';
import { rotateLogsOfNginx } from './logs.mjs';
import {
  RUNNING_FOLDER,
  nginxServing,
  registeredNginxOf,
  registrationFileOf,
  signalNginxMasters,
} from './registry.mjs';

/** @typedef {import('./config.mjs').NginxOptions} NginxOptions */

export const nginxAvailable = () => spawnSync(NGINX_BINARY, ['-v'], { stdio: 'ignore' }).status === 0;

/** Writes the config and starts nginx on it; resolves once it accepts connections. */
export async function startNginx(/** @type {NginxOptions} */ givenOptions) {
  // Settled now: a reload from a deploy's own process renders the same config.
  const options = { ...givenOptions, trustedProxies: givenOptions.trustedProxies ?? trustedProxiesFromEnvironment() };
  const { port, prefix, root } = options;
  writeNginxConfig(options);

  const child = spawn(NGINX_BINARY, [...argumentsOf(prefix), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, exited);
  const pid = /** @type {number} */ (child.pid);
  const registration = registrationFileOf(root, port);
  mkdirSync(join(root, RUNNING_FOLDER), { recursive: true });
  // Without a fixed route list: a reload reads the live shell release's.
  writeFileAtomically(
    registration,
    JSON.stringify({ pid, options: { ...options, routes: undefined, routeOwners: undefined } }, null, 2) + '\n',
  );
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

const ROTATION_CHECK_MS = 60_000;

/** Each nginx our scripts started renders its config again (a shell switch), reloaded if it changed. */
export async function refreshNginxServing(/** @type {string} */ root) {
  const reloaded = /** @type {number[]} */ ([]);
  for (const { pid, options } of registeredNginxOf(root)) {
    const nginxOptions = /** @type {NginxOptions} */ (options);
    if (!nginxConfigChanged(nginxOptions)) continue;
    const workersBefore = workersOf(pid);
    writeNginxConfig(nginxOptions);
    const { signalled } = signalNginxMasters(new Map([[nginxOptions.prefix, pid]]), 'SIGHUP');
    if (signalled.length === 0) continue;
    await untilNewWorkers(pid, workersBefore);
    reloaded.push(pid);
  }
  return reloaded;
}

/** Each nginx serving the root reloads, as `nginx -s reload` does (a new preview key). */
export async function reloadNginxServing(/** @type {string} */ root, /** @type {string[]} */ prefixes = []) {
  const masters = nginxServing(root, prefixes);
  const workersBefore = new Map([...masters.values()].map((pid) => [pid, workersOf(pid)]));
  const { signalled, failed } = signalNginxMasters(masters, 'SIGHUP');
  for (const pid of signalled) await untilNewWorkers(pid, workersBefore.get(pid) ?? []);
  return { reloaded: signalled, failed };
}

/** Until only new workers are left, or a while after the last unused connection of an old one timed out. */
async function untilNewWorkers(/** @type {number} */ pid, /** @type {number[]} */ workersBefore) {
  // An old worker answers, with the old config, a request on a connection it accepted before the
  // reload (a browser opens some ahead of need); it exits once those time out and its answers end.
  for (
    const deadline = performance.now() + (CLIENT_HEADER_TIMEOUT_SECONDS + 10) * 1000;
    performance.now() < deadline && existsSync(`/proc/${pid}`);
  ) {
    const workers = workersOf(pid);
    if (workers.length > 0 && workers.every((worker) => !workersBefore.includes(worker))) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An nginx master's children: its workers. */
export function workersOf(/** @type {number} */ pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

async function waitForPort(/** @type {number} */ port, /** @type {Promise<unknown>} */ exited) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  // A busy machine may take a while to start it.
  for (const deadline = performance.now() + 30_000; performance.now() < deadline;) {
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
