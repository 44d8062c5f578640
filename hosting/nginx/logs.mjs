// nginx's logs within bounds: the root's field-speed and policy-report logs (vitalsLog.mjs) and its
// error log, by size. nginx writes to a renamed file until it reopens its files (SIGUSR1): every
// nginx serving the root is told to after a rotation (docs/hosting.md, "Logs").
import { lstat, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  dropExpiredVitalsLines,
  rotateNumbered,
  rotateVitalsLogIfDue,
  vitalsLogFiles,
  vitalsLogOf,
} from '../lib/vitalsLog.mjs';
import { CSP_LOG_FILE } from '../lib/cspReports.mjs';
import { nginxServing, signalNginxMasters } from './registry.mjs';

export const errorLogOf = (/** @type {string} */ prefix) => join(prefix, 'error.log');
const ERROR_LOG_MAX_BYTES = 10 * 1024 * 1024;
const ERROR_LOG_KEEP = 5;

/** `prefixes`: nginx folders not recorded in the root (a service manager's). A log refused is reported, the others rotate. */
export async function rotateLogsOfNginx(
  /** @type {string} */ root,
  /** @type {{ prefixes?: string[], maxBytes?: number, maxAgeMs?: number, now?: number }} */ {
    prefixes = [],
    maxBytes,
    maxAgeMs,
    now,
  } = {},
) {
  const masters = nginxServing(root, prefixes);
  const rootLogs = [vitalsLogOf(root), vitalsLogOf(root, CSP_LOG_FILE)];
  const rotated = /** @type {string[]} */ ([]);
  const refused = /** @type {string[]} */ ([]);
  const unlessRefused = (/** @type {() => Promise<unknown>} */ step) =>
    step().catch(
      (/** @type {unknown} */ error) => void refused.push(error instanceof Error ? error.message : String(error)),
    );
  for (const log of rootLogs)
    await unlessRefused(
      async () => (await rotateVitalsLogIfDue(log, { maxBytes, maxAgeMs, now })) && rotated.push(log),
    );
  for (const prefix of masters.keys()) {
    await unlessRefused(
      async () =>
        (await rotateBySize(errorLogOf(prefix), maxBytes ?? ERROR_LOG_MAX_BYTES, ERROR_LOG_KEEP)) &&
        rotated.push(errorLogOf(prefix)),
    );
  }
  const { signalled: reopened, failed: notReopened } =
    rotated.length > 0 ? signalNginxMasters(masters, 'SIGUSR1') : { signalled: [], failed: [] };
  // Not the file just rotated: nginx may still write to it until it has reopened.
  let droppedLines = 0;
  for (const log of rootLogs)
    await unlessRefused(
      async () =>
        (droppedLines += await dropExpiredVitalsLines(log, { maxAgeMs, now, from: rotated.includes(log) ? 2 : 1 })),
    );
  return { rotated, reopened, droppedLines, refused, notReopened };
}

/** True when it rotated; anything but a regular file goes on to rotateNumbered, which refuses it. */
async function rotateBySize(/** @type {string} */ file, /** @type {number} */ maxBytes, /** @type {number} */ keep) {
  const entry = await lstat(file).catch(() => undefined);
  if (!entry || (entry.isFile() && (entry.size === 0 || entry.size < maxBytes))) return false;
  await rotateNumbered(file, keep);
  return true;
}

/** The field-speed log, current and rotated; nginx reopens its files, so the space is freed at once. */
export async function eraseVitalsLogs(
  /** @type {string} */ root,
  /** @type {{ prefixes?: string[] }} */ { prefixes = [] } = {},
) {
  const erased = await vitalsLogFiles(root);
  for (const file of erased) await rm(file, { force: true });
  const { signalled, failed } = signalNginxMasters(nginxServing(root, prefixes), 'SIGUSR1');
  return { erased, reopened: signalled, notReopened: failed };
}
