// @vitest-environment node
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixClockAt } from '../../shared/src/testing/fixedClock';
import { temporaryFoldersForThisFile } from './temporaryFolders.testing';
import {
  dropExpiredVitalsLines,
  rotateNumbered,
  rotateVitalsLogIfDue,
  vitalsLogFiles,
  vitalsLogOf,
  vitalsLogWriter,
} from './vitalsLog.mjs';

const temp = temporaryFoldersForThisFile();
const DAY = 86_400_000;
const read = (file: string) => readFileSync(file, 'utf8');

describe('the field-speed log', () => {
  it('appends one line per record, in the order given, however many are written at once', async () => {
    const root = temp('mboa-log-');
    const writer = vitalsLogWriter(root);
    await Promise.all(Array.from({ length: 50 }, (_, index) => writer.append(`{"n":${index}}`)));
    expect(read(vitalsLogOf(root)).split('\n').slice(0, -1)).toEqual(
      Array.from({ length: 50 }, (_, index) => `{"n":${index}}`),
    );
  });

  it('rotates at its size limit: the full file becomes .1, the older ones move up, the oldest beyond the limit goes', async () => {
    const root = temp('mboa-log-');
    const writer = vitalsLogWriter(root, { maxBytes: 20, keep: 2 });
    for (const line of ['aaaaaaaaaaaaaaaaaaa1', 'bbbbbbbbbbbbbbbbbbb2', 'ccccccccccccccccccc3', 'ddddddddddddddddddd4'])
      await writer.append(line);
    const log = vitalsLogOf(root);
    expect(read(log)).toBe('ddddddddddddddddddd4\n');
    expect(read(`${log}.1`)).toBe('ccccccccccccccccccc3\n');
    expect(read(`${log}.2`)).toBe('bbbbbbbbbbbbbbbbbbb2\n');
    expect(existsSync(`${log}.3`)).toBe(false);
    // The report reads them oldest first.
    expect(await vitalsLogFiles(root)).toEqual([`${log}.2`, `${log}.1`, log]);
  });

  it('does not rotate a log under its limit', async () => {
    const root = temp('mboa-log-');
    await vitalsLogWriter(root).append('{}');
    expect(await rotateVitalsLogIfDue(vitalsLogOf(root), { maxBytes: 1000 })).toBe(false);
    expect(await vitalsLogFiles(root)).toEqual([vitalsLogOf(root)]);
  });

  /** A log line received `daysAgo` days before `now`. */
  const lineOf = (name: string, now: number, daysAgo: number) =>
    `{"v":1,"time":"${new Date(now - daysAgo * DAY).toISOString().replace(/\.\d{3}Z$/, '+00:00')}","route":"/${name}"}`;

  it('rotates a quiet log once its first line is older than the time field data is kept, however small', async () => {
    const root = temp('mboa-log-');
    const log = vitalsLogOf(root);
    mkdirSync(join(root, 'vitals'));
    const now = fixClockAt();
    writeFileSync(log, `${lineOf('young', now, 89)}\n`);
    expect(await rotateVitalsLogIfDue(log, { maxAgeMs: 90 * DAY, now })).toBe(false);
    writeFileSync(log, `${lineOf('old', now, 91)}\n${lineOf('young', now, 1)}\n`);
    expect(await rotateVitalsLogIfDue(log, { maxAgeMs: 90 * DAY, now })).toBe(true);
    expect(existsSync(log)).toBe(false);
    expect(read(`${log}.1`)).toContain('/old');
  });

  it('drops from the rotated files every line older than the time field data is kept, and a file left empty', async () => {
    const root = temp('mboa-log-');
    const log = vitalsLogOf(root);
    mkdirSync(join(root, 'vitals'));
    const now = fixClockAt();
    writeFileSync(log, `${lineOf('current-old', now, 120)}\n`);
    writeFileSync(`${log}.1`, `${lineOf('a', now, 95)}\n${lineOf('b', now, 30)}\n`);
    writeFileSync(`${log}.2`, `${lineOf('c', now, 100)}\n${lineOf('d', now, 91)}\n`);
    expect(await dropExpiredVitalsLines(log, { maxAgeMs: 90 * DAY, now })).toBe(3);
    expect(read(`${log}.1`)).toBe(`${lineOf('b', now, 30)}\n`);
    expect(existsSync(`${log}.2`)).toBe(false);
    // The current file is the host's: rotateVitalsLogIfDue moves it first.
    expect(read(log)).toContain('current-old');
    // From .2 on: .1 left alone (nginx may still write to it until it reopens).
    writeFileSync(`${log}.1`, `${lineOf('e', now, 95)}\n`);
    expect(await dropExpiredVitalsLines(log, { maxAgeMs: 90 * DAY, now, from: 2 })).toBe(0);
  });

  it('the embedded host’s writer ages a quiet log out with no line to write (tidy)', async () => {
    const root = temp('mboa-log-');
    const log = vitalsLogOf(root);
    mkdirSync(join(root, 'vitals'));
    const now = fixClockAt();
    writeFileSync(log, `${lineOf('old', now, 91)}\n`);
    await vitalsLogWriter(root, { maxAgeMs: 90 * DAY }).tidy();
    expect(await vitalsLogFiles(root)).toEqual([]);
  });

  /** A root with a log folder only its owner can write, and a file elsewhere that a planted link could aim at. */
  const rootWithVictim = () => {
    const root = temp('mboa-log-');
    mkdirSync(join(root, 'vitals'), { mode: 0o755 });
    const victim = join(temp('mboa-victim-'), 'passwd');
    writeFileSync(victim, 'root:x:0:0:root:/root:/bin/bash\n');
    return { root, log: vitalsLogOf(root), victim };
  };

  it('never writes through a link planted where its temporary file goes: the rotation refuses, the file it aims at is untouched', async () => {
    const { log, victim } = rootWithVictim();
    const now = fixClockAt();
    writeFileSync(`${log}.1`, `${lineOf('old', now, 95)}\n${lineOf('young', now, 1)}\n`);
    symlinkSync(victim, `${log}.1.incoming`);
    await expect(dropExpiredVitalsLines(log, { maxAgeMs: 90 * DAY, now })).rejects.toThrow(/is not a regular file/);
    expect(read(victim)).toBe('root:x:0:0:root:/root:/bin/bash\n');
    expect(readlinkSync(`${log}.1.incoming`)).toBe(victim);
    expect(read(`${log}.1`)).toContain('/old');
  });

  it('refuses to rotate a log, or a rotated file, that is a link: nothing is moved, read or written', async () => {
    const { root, log, victim } = rootWithVictim();
    symlinkSync(victim, log);
    await expect(rotateVitalsLogIfDue(log, { maxBytes: 1 })).rejects.toThrow(/is not a regular file/);
    expect(lstatSync(log).isSymbolicLink()).toBe(true);
    expect(existsSync(`${log}.1`)).toBe(false);
    // The embedded host's writer does not append through it either.
    await expect(vitalsLogWriter(root).append('{"n":1}')).rejects.toThrow(/is not a regular file/);
    expect(read(victim)).toBe('root:x:0:0:root:/root:/bin/bash\n');

    const other = rootWithVictim();
    writeFileSync(other.log, 'x'.repeat(64));
    symlinkSync(other.victim, `${other.log}.2`);
    await expect(rotateNumbered(other.log, 5)).rejects.toThrow(/vitals\.log\.2 is not a regular file/);
    expect(read(other.log)).toBe('x'.repeat(64));
    expect(lstatSync(`${other.log}.2`).isSymbolicLink()).toBe(true);
  });

  it('refuses a log folder that its group or others can write', async () => {
    const { root, log } = rootWithVictim();
    writeFileSync(log, 'x'.repeat(64));
    chmodSync(join(root, 'vitals'), 0o775);
    await expect(rotateVitalsLogIfDue(log, { maxBytes: 1 })).rejects.toThrow(
      /can be written by others than its owner \(mode 775\)/,
    );
    chmodSync(join(root, 'vitals'), 0o757);
    await expect(rotateVitalsLogIfDue(log, { maxBytes: 1 })).rejects.toThrow(
      /can be written by others than its owner \(mode 757\)/,
    );
    expect(read(log)).toBe('x'.repeat(64));
    expect(existsSync(`${log}.1`)).toBe(false);
    chmodSync(join(root, 'vitals'), 0o755);
    expect(await rotateVitalsLogIfDue(log, { maxBytes: 1 })).toBe(true);
  });

  it.runIf(process.getuid?.() === 0)(
    'refuses a log folder that belongs to another user (rotating as root): rotate as its owner',
    async () => {
      const { root, log } = rootWithVictim();
      writeFileSync(log, 'x'.repeat(64));
      chownSync(join(root, 'vitals'), 65534, 65534);
      await expect(rotateVitalsLogIfDue(log, { maxBytes: 1 })).rejects.toThrow(
        /belongs to user 65534, not to this one \(0\)/,
      );
      expect(existsSync(`${log}.1`)).toBe(false);
    },
  );

  it('lists no file for a root that has no log, and ignores files that are not its log', async () => {
    const root = temp('mboa-log-');
    expect(await vitalsLogFiles(root)).toEqual([]);
    mkdirSync(join(root, 'vitals'));
    writeFileSync(join(root, 'vitals', 'settings.json'), '{}');
    writeFileSync(join(root, 'vitals', 'vitals.log.bak'), '');
    expect(await vitalsLogFiles(root)).toEqual([]);
  });
});
