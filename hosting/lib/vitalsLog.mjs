// The field-speed log, rotated by size or age, never in a folder others can write (docs/decisions/two-hosts-one-policy.md).
import { constants } from 'node:fs';
import { open, appendFile, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';

const { O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW, O_RDONLY, O_WRONLY } = constants;

export const VITALS_FOLDER = 'vitals';
const VITALS_LOG_FILE = 'vitals.log';
const VITALS_LOG_MAX_BYTES = 10 * 1024 * 1024;
const VITALS_LOG_KEEP = 5;
const VITALS_LOG_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

export const vitalsLogOf = (/** @type {string} */ root, name = VITALS_LOG_FILE) => join(root, VITALS_FOLDER, name);

/** Oldest first: `.5` … `.1`, then the current. */
export async function vitalsLogFiles(/** @type {string} */ root, logName = VITALS_LOG_FILE) {
  const folder = join(root, VITALS_FOLDER);
  const names = await readdir(folder).catch(() => /** @type {string[]} */ ([]));
  const rotation = (/** @type {string} */ name) => (name === logName ? 0 : Number(name.slice(logName.length + 1)));
  return names
    .filter((name) => name === logName || new RegExp(`^${logName.replace('.', '\\.')}\\.[1-9][0-9]*$`).test(name))
    .sort((a, b) => rotation(b) - rotation(a))
    .map((name) => join(folder, name));
}

const timeOfLine = (/** @type {string} */ line) => Date.parse(/"time":"([^"]+)"/.exec(line)?.[1] ?? '');

async function startsBefore(/** @type {string} */ log, /** @type {number} */ time) {
  const file = await open(log, O_RDONLY | O_NOFOLLOW).catch(() => undefined);
  if (!file) return false;
  try {
    const { bytesRead, buffer } = await file.read({ buffer: Buffer.alloc(1024), position: 0 });
    return timeOfLine(buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '') < time;
  } finally {
    await file.close();
  }
}

/** True when it rotated: an nginx writing the log must then reopen it before dropExpiredVitalsLines. */
export async function rotateVitalsLogIfDue(
  /** @type {string} */ log,
  /** @type {{ maxBytes?: number, keep?: number, maxAgeMs?: number, now?: number }} */ {
    maxBytes = VITALS_LOG_MAX_BYTES,
    keep = VITALS_LOG_KEEP,
    maxAgeMs = VITALS_LOG_MAX_AGE_MS,
    now = clockNow(),
  } = {},
) {
  const entry = await lstat(log).catch(() => undefined);
  if (!entry) return false;
  if (!entry.isFile()) throw notRegularFile(log);
  if (entry.size === 0 || (entry.size < maxBytes && !(await startsBefore(log, now - maxAgeMs)))) return false;
  await rotateNumbered(log, keep);
  return true;
}

export async function rotateNumbered(/** @type {string} */ file, /** @type {number} */ keep) {
  await assertRotatable(file, keep);
  await rm(`${file}.${keep}`, { force: true });
  for (let index = keep - 1; index >= 1; index--)
    await rename(`${file}.${index}`, `${file}.${index + 1}`).catch(() => undefined);
  await rename(file, `${file}.1`);
}

/** From the rotated files (`from`: 2 leaves `.1`, which nginx may still write), in one rename each; resolves with the lines dropped. */
export async function dropExpiredVitalsLines(
  /** @type {string} */ log,
  /** @type {{ keep?: number, maxAgeMs?: number, now?: number, from?: number }} */ {
    keep = VITALS_LOG_KEEP,
    maxAgeMs = VITALS_LOG_MAX_AGE_MS,
    now = clockNow(),
    from = 1,
  } = {},
) {
  if (!(await lstat(dirname(log)).catch(() => undefined))) return 0;
  await assertRotatable(log, keep);
  let dropped = 0;
  for (let index = from; index <= keep; index++) {
    const file = `${log}.${index}`;
    const text = await readRegularFile(file);
    if (text === undefined) continue;
    const lines = text.split('\n').filter(Boolean);
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

export async function assertRotatable(/** @type {string} */ file, /** @type {number} */ keep) {
  const folder = dirname(file);
  const stats = await lstat(folder);
  if (!stats.isDirectory()) throw new Error(`Not rotated: ${folder} is not a folder (a symbolic link?).`);
  const user = process.getuid?.();
  if (user !== undefined && stats.uid !== user)
    throw new Error(
      `Not rotated: ${folder} belongs to user ${stats.uid}, not to this one (${user}); rotate as its owner.`,
    );
  if ((stats.mode & 0o022) !== 0) {
    throw new Error(
      `Not rotated: ${folder} can be written by others than its owner (mode ${(stats.mode & 0o777).toString(8)}); chmod go-w ${folder}.`,
    );
  }
  for (const name of [file, ...Array.from({ length: keep }, (_, index) => `${file}.${index + 1}`)]) {
    const entry = await lstat(name).catch(() => undefined);
    if (entry && !entry.isFile()) throw notRegularFile(name);
  }
}

const notRegularFile = (/** @type {string} */ file) =>
  new Error(`Not rotated: ${file} is not a regular file (a symbolic link?).`);

async function readRegularFile(/** @type {string} */ file) {
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

/** A regular file already there is a crashed rotation's. */
async function writeNewFile(/** @type {string} */ file, /** @type {string} */ text) {
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

/** The embedded host's: one line at a time, a rotation first when one is due. */
export function vitalsLogWriter(
  /** @type {string} */ root,
  /** @type {{ maxBytes?: number, keep?: number, maxAgeMs?: number }} */ options = {},
  logName = VITALS_LOG_FILE,
) {
  const log = vitalsLogOf(root, logName);
  let queue = Promise.resolve();
  const inTurn = (/** @type {() => Promise<void>} */ step) => {
    const done = queue.then(step);
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    tidy() {
      return inTurn(async () => {
        if (await rotateVitalsLogIfDue(log, options)) await dropExpiredVitalsLines(log, options);
      });
    },
    append(/** @type {string} */ line) {
      return inTurn(async () => {
        await mkdir(join(root, VITALS_FOLDER), { recursive: true, mode: 0o755 });
        // Opened for each line: nothing to reopen after a rotation.
        if (await rotateVitalsLogIfDue(log, options)) await dropExpiredVitalsLines(log, options);
        await appendFile(log, `${line}\n`, { flag: O_APPEND | O_CREAT | O_WRONLY | O_NOFOLLOW, mode: 0o644 });
      });
    },
  };
}
