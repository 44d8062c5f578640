import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/packages.mjs';
import { ROOM_NEEDED_BYTES, RUN_FOLDER_VARIABLE, runFolderBase } from './runFolder.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'mboa-run-folder-test-'));
  folders.push(made);
  return made;
};

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const filesystem = (type: number, freeBytes: number) => () => ({ type, bsize: 4096, bavail: freeBytes / 4096 });

/** As a run started by hand has it: not inside another run (npm test's, which runs this file). */
const notInARun = { ...process.env, [RUN_FOLDER_VARIABLE]: '' };

/** A run in a process of its own: it prints its folder, and what a process it starts gets. */
const RUN = `
import { spawnSync } from 'node:child_process';
import { useRunFolder } from './scripts/test/runFolder.mjs';
const folder = useRunFolder(process.argv[1]);
const child = spawnSync(process.execPath, ['--input-type=module', '-e', \`
  import { tmpdir } from 'node:os';
  import { useRunFolder } from './scripts/test/runFolder.mjs';
  console.log(JSON.stringify({ tmpdir: tmpdir(), nested: useRunFolder() }));\`], { cwd: process.cwd(), encoding: 'utf8' });
console.log(JSON.stringify({ folder, child: JSON.parse(child.stdout) }));
if (process.argv[2] === 'wait') setInterval(() => undefined, 1000);
`;

describe("a test run's folder", () => {
  it('is in memory (/dev/shm) when that is tmpfs with room, and in the usual temporary folder when it is not', () => {
    const memory = folder();
    const base = (statfs: () => { type: number; bsize: number; bavail: number }) =>
      runFolderBase({ memoryFolder: memory, statfs, fallback: '/var/tmp' });
    expect(base(filesystem(TMPFS, ROOM_NEEDED_BYTES))).toBe(memory);
    expect(base(filesystem(TMPFS, ROOM_NEEDED_BYTES - 4096))).toBe('/var/tmp');
    expect(base(filesystem(EXT4, 100 * ROOM_NEEDED_BYTES))).toBe('/var/tmp');
    expect(
      base(() => {
        throw new Error('ENOENT');
      }),
    ).toBe('/var/tmp');
    expect(
      runFolderBase({
        memoryFolder: join(memory, 'missing'),
        statfs: filesystem(TMPFS, ROOM_NEEDED_BYTES),
        fallback: '/var/tmp',
      }),
    ).toBe('/var/tmp');
  });

  it('is the temporary folder of the run and of what it starts (a run inside keeps it), and gone when the run ends', () => {
    const base = folder();
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', RUN, base], {
      cwd: ROOT,
      env: notInARun,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { folder: made, child } = JSON.parse(run.stdout) as {
      folder: string;
      child: { tmpdir: string; nested: string };
    };
    expect(made.startsWith(join(base, 'mboa-test-run-'))).toBe(true);
    expect(child).toEqual({ tmpdir: made, nested: made });
    expect(existsSync(made)).toBe(false);
  });

  it("is readable by nginx's workers, and gone when the run is stopped by a signal", async () => {
    const base = folder();
    const run = spawn(process.execPath, ['--input-type=module', '-e', RUN, base, 'wait'], {
      cwd: ROOT,
      env: notInARun,
    });
    const [line] = (await once(run.stdout, 'data')) as [Buffer];
    const made = (JSON.parse(line.toString()) as { folder: string }).folder;
    expect(statSync(made).mode & 0o777).toBe(0o755);
    run.kill('SIGTERM');
    const [code] = (await once(run, 'exit')) as [number];
    expect(code).toBe(143);
    expect(existsSync(made)).toBe(false);
  });
});
