// nginx's logs kept within bounds, whoever started nginx: the deploy root's field-speed log
// (hosting/lib/vitalsLog.mjs: by size, and by the time field data is kept) and nginx's own
// error log in its prefix folder (by size). nginx keeps writing to a renamed or deleted file until
// it reopens its files (SIGUSR1, as `nginx -s reopen` sends it), so a rotation ends with every
// nginx serving the root told to: those recorded in the root, and the one of each prefix given
// (found by its pid file). Run every minute for an nginx started by process.mjs; `npm run logs --
// rotate` (from cron or logrotate) for one started any other way. A log that cannot be rotated
// safely (vitalsLog.mjs, assertRotatable) is refused and reported; the others still rotate.
import { lstat, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dropExpiredVitalsLines, rotateNumbered, rotateVitalsLogIfDue, vitalsLogFiles, vitalsLogOf } from '../lib/vitalsLog.mjs';
import { CSP_LOG_FILE } from '../lib/cspReports.mjs';
import { nginxServing, signalNginxMasters } from './registry.mjs';

/** nginx's error log in its prefix folder (site.conf.template). @param {string} prefix */
export const errorLogOf = (prefix) => join(prefix, 'error.log');
/** The error log rotates at this size; it holds nothing a visitor does (site.conf.template), so it grows slowly. */
const ERROR_LOG_MAX_BYTES = 10 * 1024 * 1024;
/** Rotated error logs kept. */
const ERROR_LOG_KEEP = 5;

/** @typedef {{ pid: number, prefix: string, reason: string }} SignalFailure */

/**
 * @param {string} root the deploy root
 * @param {{ prefixes?: string[], maxBytes?: number, maxAgeMs?: number, now?: number }} [options]
 *   `prefixes`: the folders of nginx instances not recorded in the root (a service manager's)
 * @returns {Promise<{ rotated: string[], reopened: number[], droppedLines: number, refused: string[], notReopened: SignalFailure[] }>}
 *   the logs rotated, the nginx masters told to reopen their files, the field-speed lines past
 *   their time; what was refused (why, for each), and the masters a signal did not reach
 */
export async function rotateLogsOfNginx(root, { prefixes = [], maxBytes, maxAgeMs, now } = {}) {
  const masters = nginxServing(root, prefixes);
  // The field-speed log, and the policy reports' kept by the same rules.
  const rootLogs = [vitalsLogOf(root), vitalsLogOf(root, CSP_LOG_FILE)];
  /** @type {string[]} */
  const rotated = [];
  /** @type {string[]} */
  const refused = [];
  /** @param {() => Promise<unknown>} step */
  const unlessRefused = (step) => step().catch((/** @type {unknown} */ error) => void refused.push(error instanceof Error ? error.message : String(error)));
  for (const log of rootLogs) await unlessRefused(async () => (await rotateVitalsLogIfDue(log, { maxBytes, maxAgeMs, now })) && rotated.push(log));
  for (const prefix of masters.keys()) {
    await unlessRefused(async () => (await rotateBySize(errorLogOf(prefix), maxBytes ?? ERROR_LOG_MAX_BYTES, ERROR_LOG_KEEP)) && rotated.push(errorLogOf(prefix)));
  }
  const { signalled: reopened, failed: notReopened } = rotated.length > 0 ? signalNginxMasters(masters, 'SIGUSR1') : { signalled: [], failed: [] };
  // Not the file just rotated: nginx may write a last line or two to it until it has reopened.
  // Its old lines go at the next run.
  let droppedLines = 0;
  for (const log of rootLogs) await unlessRefused(async () => (droppedLines += await dropExpiredVitalsLines(log, { maxAgeMs, now, from: rotated.includes(log) ? 2 : 1 })));
  return { rotated, reopened, droppedLines, refused, notReopened };
}

/** Rotates `file` once it has reached `maxBytes`; true when it rotated. @param {string} file @param {number} maxBytes @param {number} keep */
async function rotateBySize(file, maxBytes, keep) {
  const entry = await lstat(file).catch(() => undefined);
  // Anything but a regular file goes on to rotateNumbered, which refuses it.
  if (!entry || (entry.isFile() && (entry.size === 0 || entry.size < maxBytes))) return false;
  await rotateNumbered(file, keep);
  return true;
}

/**
 * Erases the field-speed log, current and rotated, and has every nginx serving the root reopen
 * its files, so the space is freed at once (a deleted file nginx still writes to keeps its space
 * and its lines until nginx reopens).
 * @param {string} root @param {{ prefixes?: string[] }} [options]
 * @returns {Promise<{ erased: string[], reopened: number[], notReopened: SignalFailure[] }>}
 */
export async function eraseVitalsLogs(root, { prefixes = [] } = {}) {
  const erased = await vitalsLogFiles(root);
  // rm removes a link itself, never what it points to.
  for (const file of erased) await rm(file, { force: true });
  const { signalled, failed } = signalNginxMasters(nginxServing(root, prefixes), 'SIGUSR1');
  return { erased, reopened: signalled, notReopened: failed };
}
