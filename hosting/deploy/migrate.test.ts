// @vitest-environment node
import { existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixClockAt } from '../../shared/src/testing/fixedClock';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { deploy } from './deploy.mjs';
import { fakeBuild } from './fakeBuild.testing';
import { migrateDeployRoot } from './migrate.mjs';
import { readState, serverBuildFolder, writeState } from './releases.mjs';

const temp = temporaryFoldersForThisFile();

/** A current build: today's format. */
const currentBuild = (pkg: string, version: string) => fakeBuild(temp(`${pkg}-build-`), pkg, version);

/** Puts a release on disk as an older deploy left it, recorded in releases.json before the live one. */
function oldRelease(
  root: string,
  pkg: string,
  buildId: string,
  { serverBuild, routeList }: { serverBuild: boolean; routeList?: object },
) {
  mkdirSync(join(root, pkg, buildId, 'assets'), { recursive: true });
  if (routeList) writeFileSync(join(root, pkg, buildId, 'routes.json'), JSON.stringify(routeList));
  if (serverBuild) {
    mkdirSync(serverBuildFolder(root, pkg, buildId), { recursive: true });
    writeFileSync(
      join(serverBuildFolder(root, pkg, buildId), 'render.mjs'),
      "export default { routes: [{ path: '/', route: '/', owner: 'shell', language: 'en' }] };",
    );
  }
  const state = readState(root, pkg);
  state.releases[buildId] = { deployedAt: '2020-01-01T00:00:00.000Z' };
  state.history.unshift(buildId);
  writeState(root, pkg, state);
}

describe('migrating a deploy root', () => {
  it('prunes the releases of an old shape that are not live, and the old pages folder; live releases stay', async () => {
    // The releases deployed here are years after the old ones (2020) by a fixed clock.
    fixClockAt();
    const root = temp('mboa-migrate-');
    const shell = await deploy({ root, pkg: 'shell', from: currentBuild('shell', 'v1') });
    const remote = await deploy({ root, pkg: 'personal-banking', from: currentBuild('personal-banking', 'v1') });
    oldRelease(root, 'personal-banking', 'aaaaaaaaaaaa', { serverBuild: false });
    oldRelease(root, 'shell', 'bbbbbbbbbbbb', { serverBuild: true, routeList: { routes: ['/'] } });
    symlinkSync('bbbbbbbbbbbb', join(root, 'shell', 'previous'));
    mkdirSync(join(root, 'pages'));
    writeFileSync(join(root, 'pages', 'index.html'), 'old');

    const { pruned, removedPagesFolder } = await migrateDeployRoot(root);
    expect(pruned.map(({ pkg, buildId }) => `${pkg}:${buildId}`).sort()).toEqual([
      'personal-banking:aaaaaaaaaaaa',
      'shell:bbbbbbbbbbbb',
    ]);
    expect(removedPagesFolder).toBe(true);
    expect(existsSync(join(root, 'personal-banking', 'aaaaaaaaaaaa'))).toBe(false);
    expect(existsSync(join(root, 'shell', 'bbbbbbbbbbbb'))).toBe(false);
    expect(existsSync(serverBuildFolder(root, 'shell', 'bbbbbbbbbbbb'))).toBe(false);
    expect(existsSync(join(root, 'shell', 'previous'))).toBe(false);
    expect(existsSync(join(root, 'pages'))).toBe(false);
    expect(readState(root, 'shell')).toMatchObject({ history: [shell.buildId] });
    expect(Object.keys(readState(root, 'personal-banking').releases)).toEqual([remote.buildId]);
    expect(readlinkSync(join(root, 'shell', 'current'))).toBe(shell.buildId);
    // Once is enough: a second run finds nothing to do.
    expect(await migrateDeployRoot(root)).toEqual({ pruned: [], removedPagesFolder: false, wroteServiceWorker: false });
  });

  it('changes nothing when a live release is of an old shape, and says to deploy a current build first', async () => {
    fixClockAt();
    const root = temp('mboa-migrate-');
    await deploy({ root, pkg: 'shell', from: currentBuild('shell', 'v1') });
    const remote = await deploy({ root, pkg: 'personal-banking', from: currentBuild('personal-banking', 'v1') });
    oldRelease(root, 'personal-banking', 'aaaaaaaaaaaa', { serverBuild: false });
    // The live release loses its server build, as one deployed before server builds existed.
    rmSync(serverBuildFolder(root, 'personal-banking', remote.buildId), { recursive: true });
    const before = readdirSync(root, { recursive: true }).sort();
    await expect(migrateDeployRoot(root)).rejects.toThrow(
      /Nothing was changed.*personal-banking .*no server build.*Deploy a current build of personal-banking first/,
    );
    expect(readdirSync(root, { recursive: true }).sort()).toEqual(before);
  });

  it('refuses a folder that is no deploy root', async () => {
    await expect(migrateDeployRoot(join(temp('mboa-migrate-'), 'typo'))).rejects.toThrow(/not a deploy root/);
  });
});
