// Which nginx serves a deploy root. One started by process.mjs is recorded in the root
// (`running/nginx-<port>.json`: its pid and options), so a deploy can reload it and a log rotation
// can have it reopen its files; one started any other way (a service manager) is found by its
// prefix folder, from the pid file nginx writes there. A pid is signalled only once it is known
// to be that nginx: after a crash the pid may belong to any other process.
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
 * ("nginx: master process nginx -p <prefix> …").
 * @param {number} pid @param {string} prefix
 */
export function isNginxOf(pid, prefix) {
  const commandLine = readFileSafely(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
  return /^nginx\b|\/nginx\b/.test(commandLine) && commandLine.includes(` ${prefix} `);
}

/** @param {string} file */
function readFileSafely(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
