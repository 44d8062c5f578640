import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { expect } from 'vitest';
import { serverBuildFolder } from '../../hosting/deploy/releases.mjs';
import { isBuilt, serverBuildOf } from '../../hosting/lib/builds.mjs';
import { ROOT, WORKER } from './site';

/** This worker's copies (two test files run at once, each may rebuild the same package). */
const WORK_FOLDER = join(ROOT, '.e2e-tmp', `worker-${WORKER}`);

/**
 * Builds one package from a copy of its sources with some files edited, as its team would for a
 * new release, and returns the new dist folder. The copy sits inside the repository (`.e2e-tmp/`,
 * a folder per worker) so that @mboa/shared and the tools resolve as usual.
 */
export function rebuildWithEdits(pkg: string, edits: Record<string, (text: string) => string>): string {
  const work = join(WORK_FOLDER, pkg);
  const cached = cachedRebuild(pkg, edits);
  if (cached.hit && cached.folder) {
    rmSync(join(work, pkg), { recursive: true, force: true });
    mkdirSync(join(work, pkg), { recursive: true });
    for (const folder of ['dist', 'dist-server'])
      cpSync(join(cached.folder, folder), join(work, pkg, folder), { recursive: true });
    return join(work, pkg, 'dist');
  }
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(work, 'tsconfig.json'));
  cpSync(join(ROOT, 'shared'), join(work, 'shared'), {
    recursive: true,
    filter: (source) => !/[\\/]node_modules$/.test(source),
  });
  cpSync(join(ROOT, pkg), join(work, pkg), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(work, pkg, file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    expect(after, `${file} was changed`).not.toBe(before);
    writeFileSync(path, after);
  }
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: join(work, pkg),
      encoding: 'utf8',
      // As `npm run build` runs it: the tests' NODE_ENV=test would give the server build React's development JSX.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  expect(build.status, build.stderr).toBe(0);
  if (cached.folder) keepInCache(join(work, pkg), cached.folder);
  return join(work, pkg, 'dist');
}

/**
 * The browser-test runner (scripts/test/test-e2e.mjs) keeps each edited build of its run in
 * E2E_REBUILD_CACHE, so its second pass (nginx) deploys the same build without building again.
 * Keyed by the package and the edited files' new text: the rest of the sources is the run's.
 */
function cachedRebuild(
  pkg: string,
  edits: Record<string, (text: string) => string>,
): { folder?: string; hit: boolean } {
  const cache = process.env.E2E_REBUILD_CACHE;
  if (!cache) return { hit: false };
  const key = createHash('sha256');
  for (const [file, edit] of Object.entries(edits).sort(([a], [b]) => a.localeCompare(b))) {
    key
      .update(file)
      .update('\0')
      .update(edit(readFileSync(join(ROOT, pkg, file), 'utf8')))
      .update('\0');
  }
  const folder = join(cache, `${pkg}-${key.digest('hex').slice(0, 16)}`);
  return { folder, hit: isBuilt(pkg, join(folder, 'dist')) };
}

/** Adds a build to the cache in one step: the other worker sees all of it or none. */
function keepInCache(packageFolder: string, cacheFolder: string): void {
  const incoming = `${cacheFolder}.${process.pid}.incoming`;
  rmSync(incoming, { recursive: true, force: true });
  for (const folder of ['dist', 'dist-server'])
    cpSync(join(packageFolder, folder), join(incoming, folder), { recursive: true });
  try {
    renameSync(incoming, cacheFolder);
  } catch {
    // The other worker cached the same build first.
    rmSync(incoming, { recursive: true, force: true });
  }
}

/**
 * A copy of a build with one more file: the same code as a new release (a new build id). `dist`
 * is a package's build (its server build beside it) or a release folder of a deploy root (its
 * server build under the root's `server/`); the copy has both, as a deploy needs.
 */
export function sameBuildAsNewRelease(dist: string, marker: string): string {
  const copy = join(WORK_FOLDER, 'copies', marker);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dist, join(copy, 'dist'), { recursive: true });
  cpSync(serverBuildOfBuild(dist), join(copy, 'dist-server'), { recursive: true });
  writeFileSync(join(copy, 'dist', `release-${marker}.txt`), marker);
  return join(copy, 'dist');
}

/** @param dist a package's dist folder, or a release folder `<root>/<package>/<build id>` */
function serverBuildOfBuild(dist: string): string {
  const beside = serverBuildOf(dist);
  if (existsSync(beside)) return beside;
  return serverBuildFolder(dirname(dirname(dist)), basename(dirname(dist)), basename(dist));
}

export function removeRebuilds(): void {
  rmSync(WORK_FOLDER, { recursive: true, force: true });
}

/**
 * The shell's sources edited as another release, with the same boot script (its hash is pinned in
 * the hosts' policy): its app marks the page it took over (`<html data-shell-release="next">`).
 */
export const ANOTHER_SHELL_RELEASE: Record<string, (text: string) => string> = {
  'src/start/useMarkAppTookOver.ts': (text) =>
    text.replace(
      "document.documentElement.dataset.interactive = '';",
      "document.documentElement.dataset.interactive = '';\n    document.documentElement.dataset.shellRelease = 'next';",
    ),
};
