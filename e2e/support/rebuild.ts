import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from './site';

/**
 * Builds one package from a copy of its sources with some files edited, as its team would for a
 * new release, and returns the new dist folder. The copy sits inside the repository (`.e2e-tmp/`)
 * so that @mboa/shared and the tools resolve as usual.
 */
export function rebuildWithEdits(pkg: string, edits: Record<string, (text: string) => string>): string {
  const work = join(ROOT, '.e2e-tmp', pkg);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(work, 'tsconfig.json'));
  cpSync(join(ROOT, 'shared'), join(work, 'shared'), { recursive: true, filter: (source) => !/[\\/]node_modules$/.test(source) });
  cpSync(join(ROOT, pkg), join(work, pkg), { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(work, pkg, file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    expect(after, `${file} was changed`).not.toBe(before);
    writeFileSync(path, after);
  }
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], {
    cwd: join(work, pkg),
    encoding: 'utf8',
    // As `npm run build` runs it: the tests' NODE_ENV=test would give the server build React's development JSX.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(build.status, build.stderr).toBe(0);
  return join(work, pkg, 'dist');
}

/** A copy of a build with one more file: the same code as a new release (a new build id). */
export function sameBuildAsNewRelease(dist: string, marker: string): string {
  const copy = `${dist}-${marker}`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(dist, copy, { recursive: true });
  writeFileSync(join(copy, `release-${marker}.txt`), marker);
  return copy;
}

export function removeRebuilds(): void {
  rmSync(join(ROOT, '.e2e-tmp'), { recursive: true, force: true });
}
