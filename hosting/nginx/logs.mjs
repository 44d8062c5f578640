// nginx's logs kept within bounds, whoever started nginx: the deploy root's field-speed log
// (hosting/lib/vitalsLog.mjs: by size, and by the time field data is kept) and nginx's own
// error log in its prefix folder (by size). nginx keeps writing to a renamed or deleted file until
// it reopens its files (SIGUSR1, as `nginx -s reopen` sends it), so a rotation ends with every
// nginx serving the root told to: those recorded in the root, and the one of each prefix given
// (found by its pid file). Run every minute for an nginx started by process.mjs; `npm run logs --
// rotate` (from cron or logrotate) for one started any other way.
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dropExpiredVitalsLines, rotateNumbered, rotateVitalsLogIfDue, vitalsLogFiles, vitalsLogOf } from '../lib/vitalsLog.mjs';
import { nginxPidOfPrefix, registeredNginxOf } from './registry.mjs';

/** nginx's error log in its prefix folder (site.conf.template). @param {string} prefix */
export const errorLogOf = (prefix) => join(prefix, 'error.log');
/** The error log rotates at this size; it holds nothing a visitor does (site.conf.template), so it grows slowly. */
const ERROR_LOG_MAX_BYTES = 10 * 1024 * 1024;
/** Rotated error logs kept. */
const ERROR_LOG_KEEP = 5;

/**
 * @param {string} root the deploy root
 * @param {{ prefixes?: string[], maxBytes?: number, maxAgeMs?: number, now?: number }} [options]
 *   `prefixes`: the folders of nginx instances not recorded in the root (a service manager's)
 * @returns {Promise<{ rotated: string[], reopened: number[], droppedLines: number }>} the logs
 *   rotated, the nginx masters told to reopen their files, the field-speed lines past their time
 */
export async function rotateLogsOfNginx(root, { prefixes = [], maxBytes, maxAgeMs, now } = {}) {
  const masters = nginxServing(root, prefixes);
  const vitalsLog = vitalsLogOf(root);
  /** @type {string[]} */
  const rotated = [];
  if (await rotateVitalsLogIfDue(vitalsLog, { maxBytes, maxAgeMs, now })) rotated.push(vitalsLog);
  for (const prefix of masters.keys()) {
    if (await rotateBySize(errorLogOf(prefix), maxBytes ?? ERROR_LOG_MAX_BYTES, ERROR_LOG_KEEP)) rotated.push(errorLogOf(prefix));
  }
  /** @type {number[]} */
  const reopened = [];
  if (rotated.length > 0) reopened.push(...reopenFiles(masters));
  // Not the file just rotated: nginx may write a last line or two to it until it has reopened.
  // Its old lines go at the next run.
  const droppedLines = await dropExpiredVitalsLines(vitalsLog, { maxAgeMs, now, from: rotated.includes(vitalsLog) ? 2 : 1 });
  return { rotated, reopened, droppedLines };
}

/** Rotates `file` once it has reached `maxBytes`; true when it rotated. @param {string} file @param {number} maxBytes @param {number} keep */
async function rotateBySize(file, maxBytes, keep) {
  const size = await stat(file).then((stats) => stats.size, () => 0);
  if (size === 0 || size < maxBytes) return false;
  await rotateNumbered(file, keep);
  return true;
}

/**
 * Erases the field-speed log, current and rotated, and has every nginx serving the root reopen
 * its files, so the space is freed at once (a deleted file nginx still writes to keeps its space
 * and its lines until nginx reopens).
 * @param {string} root @param {{ prefixes?: string[] }} [options]
 * @returns {Promise<{ erased: string[], reopened: number[] }>}
 */
export async function eraseVitalsLogs(root, { prefixes = [] } = {}) {
  const erased = await vitalsLogFiles(root);
  for (const file of erased) await rm(file, { force: true });
  return { erased, reopened: reopenFiles(nginxServing(root, prefixes)) };
}

/** The nginx masters serving a root, by prefix: those recorded in it and those of `prefixes` that run. @param {string} root @param {string[]} prefixes */
function nginxServing(root, prefixes) {
  const masters = new Map(registeredNginxOf(root).map(({ pid, options }) => [options.prefix, pid]));
  for (const prefix of prefixes) {
    const pid = nginxPidOfPrefix(prefix);
    if (pid !== undefined) masters.set(prefix, pid);
  }
  return masters;
}

/** Tells each nginx master to reopen its log files (SIGUSR1: `nginx -s reopen`). @param {Map<string, number>} masters */
function reopenFiles(masters) {
  for (const pid of masters.values()) process.kill(pid, 'SIGUSR1');
  return [...masters.values()];
}
