// Which nginx serves a deploy root. One started by process.mjs is recorded in the root
// (`running/nginx-<port>.json`: its pid and options), so a deploy can reload it and a log rotation
// can have it reopen its files; one started any other way (a service manager) is found by its
// prefix folder, from the pid file nginx writes there. A pid is signalled only once /proc shows it
// is that nginx's master, read again just before each signal: after a crash the pid may belong to
// any other process.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where a deploy root records the nginx instances serving it. */
export const RUNNING_FOLDER = 'running';

/** @param {string} root @param {number} port */
export const registrationFileOf = (root, port) => join(root, RUNNING_FOLDER, `nginx-${port}.json`);

/**
 * The nginx instances recorded as serving a deploy root and running; a registration whose pid is
 * no longer that nginx is removed.
 * @template {{ prefix: string }} Options
 * @param {string} root
 * @returns {{ pid: number, options: Options }[]}
 */
export function registeredNginxOf(root) {
  const folder = join(root, RUNNING_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^nginx-\d+\.json$/.test(name))
    .flatMap((name) => {
      const file = join(folder, name);
      /** @type {{ pid: number, options: Options }} */
      const registration = JSON.parse(readFileSync(file, 'utf8'));
      if (isNginxOf(registration.pid, registration.options.prefix)) return [registration];
      rmSync(file, { force: true });
      return [];
    });
}

/** The pid of the nginx running with `prefix` (its pid file), or undefined. @param {string} prefix */
export function nginxPidOfPrefix(prefix) {
  const pid = Number(readFileSafely(join(prefix, 'nginx.pid')).trim());
  return Number.isInteger(pid) && pid > 0 && isNginxOf(pid, prefix) ? pid : undefined;
}

/**
 * True when `pid` is an nginx master run with `prefix`. nginx rewrites its master's command line
 * ("nginx: master process nginx -p <prefix> …"; a worker's is "nginx: worker process").
 * @param {number} pid @param {string} prefix
 */
export function isNginxOf(pid, prefix) {
  const commandLine = readFileSafely(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
  return commandLine.startsWith('nginx: master process ') && commandLine.includes(` ${prefix} `);
}

/**
 * The nginx masters serving a deploy root, by prefix: those recorded in it, and those of
 * `prefixes` (a service manager's) found running by their pid file.
 * @param {string} root @param {string[]} [prefixes]
 * @returns {Map<string, number>}
 */
export function nginxServing(root, prefixes = []) {
  const masters = new Map(registeredNginxOf(root).map(({ pid, options }) => [options.prefix, pid]));
  for (const prefix of prefixes) {
    const pid = nginxPidOfPrefix(prefix);
    if (pid !== undefined) masters.set(prefix, pid);
  }
  return masters;
}

/**
 * Sends `signal` to each nginx master once /proc shows, just before, that its pid is still that
 * nginx. A signal that is not sent (the pid is another process's now, or kill fails: ESRCH, EPERM)
 * is reported, and the others still go.
 * @param {Map<string, number>} masters pid by prefix (nginxServing)
 * @param {NodeJS.Signals} signal
 * @returns {{ signalled: number[], failed: { pid: number, prefix: string, reason: string }[] }}
 */
export function signalNginxMasters(masters, signal) {
  /** @type {number[]} */
  const signalled = [];
  /** @type {{ pid: number, prefix: string, reason: string }[]} */
  const failed = [];
  for (const [prefix, pid] of masters) {
    if (!isNginxOf(pid, prefix)) {
      failed.push({ pid, prefix, reason: `pid ${pid} is no longer the nginx master of ${prefix}` });
      continue;
    }
    try {
      process.kill(pid, signal);
      signalled.push(pid);
    } catch (error) {
      failed.push({ pid, prefix, reason: `${signal} to pid ${pid} failed: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)}` });
    }
  }
  return { signalled, failed };
}

/** @param {string} file */
function readFileSafely(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
