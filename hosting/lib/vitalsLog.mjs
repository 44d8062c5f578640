// The field-speed log of a deploy root: one JSON line per accepted beacon
// (shared/src/vitalsBeacon.mjs), appended by the embedded host, or by nginx's own access log.
// It rotates at a size limit, or once its first line is older than the time field data is kept:
// `vitals.log` becomes `vitals.log.1`, `.1` becomes `.2`, and so on; the oldest beyond
// VITALS_LOG_KEEP goes, and every line older than VITALS_LOG_MAX_AGE_MS is dropped from the
// rotated files (a file left empty goes). The report (hosting/vitals/) reads the current file and
// the rotated ones.
import { open, appendFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';

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

/** The time a log line was received (its `time` field), in ms; NaN for a line without one. @param {string} line */
const timeOfLine = (line) => Date.parse(/"time":"([^"]+)"/.exec(line)?.[1] ?? '');

/** True when the first line of `log` was received before `time`. @param {string} log @param {number} time */
async function startsBefore(log, time) {
  const file = await open(log, 'r').catch(() => undefined);
  if (!file) return false;
  try {
    const { bytesRead, buffer } = await file.read({ buffer: Buffer.alloc(1024), position: 0 });
    return timeOfLine(buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '') < time;
  } finally {
    await file.close();
  }
}

/**
 * Rotates the log when it has reached `maxBytes`, or when its first line is older than `maxAgeMs`
 * (a quiet site's log would otherwise keep every line for ever): each rotated file moves one place
 * up, the current becomes `.1`, and whatever is beyond `keep` goes. True when it rotated: an nginx
 * writing the log must then reopen it (hosting/nginx/logs.mjs) before dropExpiredVitalsLines
 * rewrites `.1`.
 * @param {string} log the current log file
 * @param {{ maxBytes?: number, keep?: number, maxAgeMs?: number, now?: number }} [options]
 */
export async function rotateVitalsLogIfDue(log, { maxBytes = VITALS_LOG_MAX_BYTES, keep = VITALS_LOG_KEEP, maxAgeMs = VITALS_LOG_MAX_AGE_MS, now = clockNow() } = {}) {
  const size = await stat(log).then((stats) => stats.size, () => 0);
  if (size === 0 || (size < maxBytes && !(await startsBefore(log, now - maxAgeMs)))) return false;
  await rotateNumbered(log, keep);
  return true;
}

/**
 * `file` becomes `file.1`, each rotated file moves one place up, and the one beyond `keep` goes
 * (the field-speed log's and nginx's error log's rotation alike).
 * @param {string} file @param {number} keep
 */
export async function rotateNumbered(file, keep) {
  await rm(`${file}.${keep}`, { force: true });
  for (let index = keep - 1; index >= 1; index--) await rename(`${file}.${index}`, `${file}.${index + 1}`).catch(() => undefined);
  await rename(file, `${file}.1`);
}

/**
 * Drops every line older than `maxAgeMs` from the rotated files of `log` (nothing writes them
 * any more), each rewritten in one rename; a file left empty goes. The current file is left to
 * rotateVitalsLogIfDue, since a host is appending to it.
 * @param {string} log the current log file
 * @param {{ keep?: number, maxAgeMs?: number, now?: number, from?: number }} [options] `from`: the
 *   first rotated file to look at (2 to leave `.1`, which nginx may still be writing)
 * @returns {Promise<number>} the lines dropped
 */
export async function dropExpiredVitalsLines(log, { keep = VITALS_LOG_KEEP, maxAgeMs = VITALS_LOG_MAX_AGE_MS, now = clockNow(), from = 1 } = {}) {
  let dropped = 0;
  for (let index = from; index <= keep; index++) {
    const file = `${log}.${index}`;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const lines = text.split('\n').filter(Boolean);
    // A line without a time is kept: it says nothing of its age.
    const kept = lines.filter((line) => !(timeOfLine(line) < now - maxAgeMs));
    if (kept.length === lines.length) continue;
    dropped += lines.length - kept.length;
    if (kept.length === 0) {
      await rm(file, { force: true });
      continue;
    }
    await writeFile(`${file}.incoming`, kept.map((line) => `${line}\n`).join(''), { mode: 0o644 });
    await rename(`${file}.incoming`, file);
  }
  return dropped;
}

/**
 * The embedded host's writer: appends lines to a deploy root's log, one write at a time (lines
 * never interleave), rotating it first when it is full.
 * @param {string} root
 * @param {{ maxBytes?: number, keep?: number, maxAgeMs?: number }} [options]
 */
export function vitalsLogWriter(root, options = {}) {
  const log = vitalsLogOf(root);
  let queue = Promise.resolve();
  /** @param {() => Promise<void>} step one step at a time: lines never interleave with a rotation */
  const inTurn = (step) => {
    const done = queue.then(step);
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    /** Rotates and drops expired lines if due, with no line to write (a quiet site's log ages out too). */
    tidy() {
      return inTurn(async () => {
        if (await rotateVitalsLogIfDue(log, options)) await dropExpiredVitalsLines(log, options);
      });
    },
    /** @param {string} line without the newline */
    append(line) {
      return inTurn(async () => {
        await mkdir(join(root, VITALS_FOLDER), { recursive: true });
        // The embedded host opens the file for each line: nothing to reopen after a rotation.
        if (await rotateVitalsLogIfDue(log, options)) await dropExpiredVitalsLines(log, options);
        await appendFile(log, `${line}\n`);
      });
    },
  };
}
