// Which nginx serves a deploy root: recorded in it by process.mjs, or found by a prefix's pid file.
// A pid is signalled only while /proc shows it is that nginx's master: after a crash it may be any process's.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const RUNNING_FOLDER = 'running';

export const registrationFileOf = (/** @type {string} */ root, /** @type {number} */ port) =>
  join(root, RUNNING_FOLDER, `nginx-${port}.json`);

/** @template {{ prefix: string }} Options Those recorded and running; a stale registration is removed. @returns {{ pid: number, options: Options }[]} */
export function registeredNginxOf(/** @type {string} */ root) {
  const folder = join(root, RUNNING_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^nginx-\d+\.json$/.test(name))
    .flatMap((name) => {
      const file = join(folder, name);
      const registration = /** @type {{ pid: number, options: Options }} */ (JSON.parse(readFileSync(file, 'utf8')));
      if (isNginxOf(registration.pid, registration.options.prefix)) return [registration];
      rmSync(file, { force: true });
      return [];
    });
}

export function nginxPidOfPrefix(/** @type {string} */ prefix) {
  const pid = Number(readFileSafely(join(prefix, 'nginx.pid')).trim());
  return Number.isInteger(pid) && pid > 0 && isNginxOf(pid, prefix) ? pid : undefined;
}

/** nginx rewrites its master's command line: "nginx: master process nginx -p <prefix> …". */
export function isNginxOf(/** @type {number} */ pid, /** @type {string} */ prefix) {
  const commandLine = readFileSafely(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
  return commandLine.startsWith('nginx: master process ') && commandLine.includes(` ${prefix} `);
}

/** The masters serving the root by prefix: recorded in it, or of `prefixes` (a service manager's). */
export function nginxServing(/** @type {string} */ root, /** @type {string[]} */ prefixes = []) {
  const masters = new Map(registeredNginxOf(root).map(({ pid, options }) => [options.prefix, pid]));
  for (const prefix of prefixes) {
    const pid = nginxPidOfPrefix(prefix);
    if (pid !== undefined) masters.set(prefix, pid);
  }
  return masters;
}

/** A signal not sent (the pid is another's now, or kill fails) is reported; the others still go. */
export function signalNginxMasters(/** @type {Map<string, number>} */ masters, /** @type {NodeJS.Signals} */ signal) {
  const signalled = /** @type {number[]} */ ([]);
  const failed = /** @type {{ pid: number, prefix: string, reason: string }[]} */ ([]);
  for (const [prefix, pid] of masters) {
    if (!isNginxOf(pid, prefix)) {
      failed.push({ pid, prefix, reason: `pid ${pid} is no longer the nginx master of ${prefix}` });
      continue;
    }
    try {
      process.kill(pid, signal);
      signalled.push(pid);
    } catch (error) {
      failed.push({
        pid,
        prefix,
        reason: `${signal} to pid ${pid} failed: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)}`,
      });
    }
  }
  return { signalled, failed };
}

function readFileSafely(/** @type {string} */ file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
