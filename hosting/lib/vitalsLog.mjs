// The field-speed log of a deploy root: one JSON line per accepted beacon
// (shared/src/vitalsBeacon.mjs), appended by the embedded host, or by nginx's own access log.
// It rotates at a size limit, or once its first line is older than the time field data is kept:
// `vitals.log` becomes `vitals.log.1`, `.1` becomes `.2`, and so on; the oldest beyond
// VITALS_LOG_KEEP goes, and every line older than VITALS_LOG_MAX_AGE_MS is dropped from the
// rotated files (a file left empty goes). The report (hosting/vitals/) reads the current file and
// the rotated ones. A rotation may run with more rights than whoever can write the log's folder
// (root's logrotate or cron), so it refuses a folder others can write and anything in it that is
// not a regular file, and creates its files exclusively, never through a link.
import { constants } from 'node:fs';
import { open, appendFile, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';

const { O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW, O_RDONLY, O_WRONLY } = constants;

/** The folder of a deploy root that holds the log, outside every folder a host serves. */
export const VITALS_FOLDER = 'vitals';
const VITALS_LOG_FILE = 'vitals.log';
/** A log rotates once it has reached this size (about 30,000 page views). */
const VITALS_LOG_MAX_BYTES = 10 * 1024 * 1024;
/** Rotated files kept: with the current one, at most 60 MB. */
const VITALS_LOG_KEEP = 5;
/** A rotated file older than this is deleted at the next rotation: field data is kept 90 days at most. */
const VITALS_LOG_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

/**
 * The log a deploy root's hosts append to: the field-speed one, or another kept by the same rules
 * (the policy reports', hosting/lib/cspReports.mjs). @param {string} root @param {string} [name]
 */
export const vitalsLogOf = (root, name = VITALS_LOG_FILE) => join(root, VITALS_FOLDER, name);

/**
 * The log files of a deploy root, oldest first: the rotated ones (`.5` … `.1`), then the current.
 * Only those that exist.
 * @param {string} root @param {string} [logName]
 * @returns {Promise<string[]>}
 */
export async function vitalsLogFiles(root, logName = VITALS_LOG_FILE) {
  const folder = join(root, VITALS_FOLDER);
  const names = await readdir(folder).catch(() => /** @type {string[]} */ ([]));
  const rotation = (/** @type {string} */ name) => (name === logName ? 0 : Number(name.slice(logName.length + 1)));
  return names
    .filter((name) => name === logName || new RegExp(`^${logName.replace('.', '\\.')}\\.[1-9][0-9]*$`).test(name))
    .sort((a, b) => rotation(b) - rotation(a))
    .map((name) => join(folder, name));
}

/** The time a log line was received (its `time` field), in ms; NaN for a line without one. @param {string} line */
const timeOfLine = (line) => Date.parse(/"time":"([^"]+)"/.exec(line)?.[1] ?? '');

/** True when the first line of `log` was received before `time`. @param {string} log @param {number} time */
async function startsBefore(log, time) {
  const file = await open(log, O_RDONLY | O_NOFOLLOW).catch(() => undefined);
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
  const entry = await lstat(log).catch(() => undefined);
  if (!entry) return false;
  if (!entry.isFile()) throw notRegularFile(log);
  if (entry.size === 0 || (entry.size < maxBytes && !(await startsBefore(log, now - maxAgeMs)))) return false;
  await rotateNumbered(log, keep);
  return true;
}

/**
 * `file` becomes `file.1`, each rotated file moves one place up, and the one beyond `keep` goes
 * (the field-speed log's and nginx's error log's rotation alike). Refuses, with nothing moved, when
 * assertRotatable does.
 * @param {string} file @param {number} keep
 */
export async function rotateNumbered(file, keep) {
  await assertRotatable(file, keep);
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
  if (!(await lstat(dirname(log)).catch(() => undefined))) return 0;
  await assertRotatable(log, keep);
  let dropped = 0;
  for (let index = from; index <= keep; index++) {
    const file = `${log}.${index}`;
    const text = await readRegularFile(file);
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
    await writeNewFile(`${file}.incoming`, kept.map((line) => `${line}\n`).join(''));
    await rename(`${file}.incoming`, file);
  }
  return dropped;
}

/**
 * Refuses to rotate `file` unless only this process's user could have put anything in its folder:
 * the folder is a folder (not a link) of this user that neither group nor others can write, and
 * the log and its rotated files (`.1` … `.keep`) are regular files where they exist.
 * @param {string} file @param {number} keep
 */
export async function assertRotatable(file, keep) {
  const folder = dirname(file);
  const stats = await lstat(folder);
  if (!stats.isDirectory()) throw new Error(`Not rotated: ${folder} is not a folder (a symbolic link?).`);
  const user = process.getuid?.();
  if (user !== undefined && stats.uid !== user) throw new Error(`Not rotated: ${folder} belongs to user ${stats.uid}, not to this one (${user}); rotate as its owner.`);
  if ((stats.mode & 0o022) !== 0) {
    throw new Error(`Not rotated: ${folder} can be written by others than its owner (mode ${(stats.mode & 0o777).toString(8)}); chmod go-w ${folder}.`);
  }
  for (const name of [file, ...Array.from({ length: keep }, (_, index) => `${file}.${index + 1}`)]) {
    const entry = await lstat(name).catch(() => undefined);
    if (entry && !entry.isFile()) throw notRegularFile(name);
  }
}

/** @param {string} file */
const notRegularFile = (file) => new Error(`Not rotated: ${file} is not a regular file (a symbolic link?).`);

/** A regular file's text, read without following a link; undefined when there is none. @param {string} file */
async function readRegularFile(file) {
  const handle = await open(file, O_RDONLY | O_NOFOLLOW).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'ENOENT') return undefined;
    throw error.code === 'ELOOP' ? notRegularFile(file) : error;
  });
  if (!handle) return undefined;
  try {
    if (!(await handle.stat()).isFile()) throw notRegularFile(file);
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * Writes a file that this call creates (O_EXCL), never through a link (O_NOFOLLOW). A regular file
 * already there is a crashed rotation's (the folder is the owner's alone): it goes first.
 * @param {string} file @param {string} text
 */
async function writeNewFile(file, text) {
  const leftover = await lstat(file).catch(() => undefined);
  if (leftover && !leftover.isFile()) throw notRegularFile(file);
  if (leftover) await rm(file);
  const handle = await open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/**
 * The embedded host's writer: appends lines to a deploy root's log, one write at a time (lines
 * never interleave), rotating it first when it is full.
 * @param {string} root
 * @param {{ maxBytes?: number, keep?: number, maxAgeMs?: number }} [options]
 * @param {string} [logName] the field-speed log by default
 */
export function vitalsLogWriter(root, options = {}, logName = VITALS_LOG_FILE) {
  const log = vitalsLogOf(root, logName);
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
        await mkdir(join(root, VITALS_FOLDER), { recursive: true, mode: 0o755 });
        // The embedded host opens the file for each line: nothing to reopen after a rotation.
        if (await rotateVitalsLogIfDue(log, options)) await dropExpiredVitalsLines(log, options);
        await appendFile(log, `${line}\n`, { flag: O_APPEND | O_CREAT | O_WRONLY | O_NOFOLLOW, mode: 0o644 });
      });
    },
  };
}
