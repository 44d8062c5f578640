// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from './temporaryFolders.testing';
import { rotateVitalsLogIfFull, vitalsLogFiles, vitalsLogOf, vitalsLogWriter } from './vitalsLog.mjs';

const temp = temporaryFoldersForThisFile();
const DAY = 86_400_000;
const read = (file: string) => readFileSync(file, 'utf8');

describe('the field-speed log', () => {
  it('appends one line per record, in the order given, however many are written at once', async () => {
    const root = temp('mboa-log-');
    const writer = vitalsLogWriter(root);
    await Promise.all(Array.from({ length: 50 }, (_, index) => writer.append(`{"n":${index}}`)));
    expect(read(vitalsLogOf(root)).split('\n').slice(0, -1)).toEqual(Array.from({ length: 50 }, (_, index) => `{"n":${index}}`));
  });

  it('rotates at its size limit: the full file becomes .1, the older ones move up, the oldest beyond the limit goes', async () => {
    const root = temp('mboa-log-');
    const writer = vitalsLogWriter(root, { maxBytes: 20, keep: 2 });
    for (const line of ['aaaaaaaaaaaaaaaaaaa1', 'bbbbbbbbbbbbbbbbbbb2', 'ccccccccccccccccccc3', 'ddddddddddddddddddd4']) await writer.append(line);
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
    expect(await rotateVitalsLogIfFull(vitalsLogOf(root), { maxBytes: 1000 })).toBe(false);
    expect(await vitalsLogFiles(root)).toEqual([vitalsLogOf(root)]);
  });

  it('deletes a rotated file older than the longest time field data is kept', async () => {
    const root = temp('mboa-log-');
    const log = vitalsLogOf(root);
    mkdirSync(join(root, 'vitals'));
    writeFileSync(log, 'new\n');
    writeFileSync(`${log}.1`, 'recent\n');
    writeFileSync(`${log}.2`, 'old\n');
    const now = Date.now();
    utimesSync(`${log}.2`, (now - 100 * DAY) / 1000, (now - 100 * DAY) / 1000);
    expect(await rotateVitalsLogIfFull(log, { maxBytes: 1, keep: 5, maxAgeMs: 90 * DAY, now })).toBe(true);
    expect(await vitalsLogFiles(root)).toEqual([`${log}.2`, `${log}.1`]);
    expect(read(`${log}.1`)).toBe('new\n');
    expect(read(`${log}.2`)).toBe('recent\n');
  });

  it('lists no file for a root that has no log, and ignores files that are not its log', async () => {
    const root = temp('mboa-log-');
    expect(await vitalsLogFiles(root)).toEqual([]);
    mkdirSync(join(root, 'vitals'));
    writeFileSync(join(root, 'vitals', 'settings.json'), '{}');
    writeFileSync(join(root, 'vitals', 'vitals.log.bak'), '');
    expect(await vitalsLogFiles(root)).toEqual([]);
  });
});
