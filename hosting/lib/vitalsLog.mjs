// The field-speed log of a deploy root: one JSON line per accepted beacon
// (shared/src/vitalsBeacon.mjs), appended by the embedded host, or by nginx's own access log.
// It rotates at a size limit: `vitals.log` becomes `vitals.log.1`, `.1` becomes `.2`, and so on;
// the oldest beyond VITALS_LOG_KEEP, and any rotated file older than VITALS_LOG_MAX_AGE_MS, go.
// The report (hosting/vitals/) reads the current file and the rotated ones.
import { appendFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder of a deploy root that holds the log, outside every folder a host serves. */
export const VITALS_FOLDER = 'vitals';
const VITALS_LOG_FILE = 'vitals.log';
/** A log rotates once it has reached this size (about 30,000 page views). */
const VITALS_LOG_MAX_BYTES = 10 * 1024 * 1024;
/** Rotated files kept: with the current one, at most 60 MB. */
const VITALS_LOG_KEEP = 5;
/** A rotated file older than this is deleted at the next rotation: field data is kept 90 days at most. */
const VITALS_LOG_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

/** The log a deploy root's hosts append to. @param {string} root */
export const vitalsLogOf = (root) => join(root, VITALS_FOLDER, VITALS_LOG_FILE);

/**
 * The log files of a deploy root, oldest first: the rotated ones (`.5` … `.1`), then the current.
 * Only those that exist.
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function vitalsLogFiles(root) {
  const folder = join(root, VITALS_FOLDER);
  const names = await readdir(folder).catch(() => /** @type {string[]} */ ([]));
  const rotation = (/** @type {string} */ name) => (name === VITALS_LOG_FILE ? 0 : Number(name.slice(VITALS_LOG_FILE.length + 1)));
  return names
    .filter((name) => name === VITALS_LOG_FILE || new RegExp(`^${VITALS_LOG_FILE.replace('.', '\\.')}\\.[1-9][0-9]*$`).test(name))
    .sort((a, b) => rotation(b) - rotation(a))
    .map((name) => join(folder, name));
}

/**
 * Rotates the log when it has reached `maxBytes`: each rotated file moves one place up, the
 * current becomes `.1`, and whatever is beyond `keep` or older than `maxAgeMs` goes. True when it
 * rotated (nginx must then be told to reopen its log: hosting/nginx/nginx.mjs).
 * @param {string} log the current log file
 * @param {{ maxBytes?: number, keep?: number, maxAgeMs?: number, now?: number }} [options]
 */
export async function rotateVitalsLogIfFull(log, { maxBytes = VITALS_LOG_MAX_BYTES, keep = VITALS_LOG_KEEP, maxAgeMs = VITALS_LOG_MAX_AGE_MS, now = Date.now() } = {}) {
  const size = await stat(log).then((stats) => stats.size, () => 0);
  if (size < maxBytes) return false;
  await rm(`${log}.${keep}`, { force: true });
  for (let index = keep - 1; index >= 1; index--) await rename(`${log}.${index}`, `${log}.${index + 1}`).catch(() => undefined);
  await rename(log, `${log}.1`);
  for (let index = 2; index <= keep; index++) {
    const file = `${log}.${index}`;
    const modified = await stat(file).then((stats) => stats.mtimeMs, () => undefined);
    if (modified !== undefined && now - modified > maxAgeMs) await rm(file, { force: true });
  }
  return true;
}

/**
 * The embedded host's writer: appends lines to a deploy root's log, one write at a time (lines
 * never interleave), rotating it first when it is full.
 * @param {string} root
 * @param {{ maxBytes?: number, keep?: number }} [options]
 */
export function vitalsLogWriter(root, options = {}) {
  const log = vitalsLogOf(root);
  let queue = Promise.resolve();
  return {
    /** @param {string} line without the newline */
    append(line) {
      const write = queue.then(async () => {
        await mkdir(join(root, VITALS_FOLDER), { recursive: true });
        await rotateVitalsLogIfFull(log, options);
        await appendFile(log, `${line}\n`);
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
