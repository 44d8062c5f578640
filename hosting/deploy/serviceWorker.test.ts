// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { deploy, rollback } from './deploy.mjs';
import { fakeBuild } from './fakeBuild.testing';
import { setOfflineReading } from './serviceWorker.mjs';

const temp = temporaryFoldersForThisFile();
const build = (pkg: string, version: string) => fakeBuild(temp(`${pkg}-build-`), pkg, version);
const served = (root: string) => readFileSync(join(root, 'sw.js'), 'utf8');
const manifestOf = (root: string) => JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as { offlineReading?: boolean; remotes: Record<string, string> };

describe("the deploy root's service worker (/sw.js)", () => {
  it("is the live shell's worker: a shell deploy brings its own, a rollback the one before", async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: build('shell', 'a1') });
    expect(served(root)).toBe('// worker a1');
    await deploy({ root, pkg: 'shell', from: build('shell', 'b2') });
    expect(served(root)).toBe('// worker b2');
    await rollback({ root, pkg: 'shell' });
    expect(served(root)).toBe('// worker a1');
  });

  it('turned off, is the retiring worker and the manifest says so, through deploys, until turned on again', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: build('shell', 'a1') });
    await setOfflineReading(root, false);
    expect(served(root)).toBe('// retiring worker a1');
    expect(manifestOf(root).offlineReading).toBe(false);

    await deploy({ root, pkg: 'shell', from: build('shell', 'b2') });
    await deploy({ root, pkg: 'personal-banking', from: build('personal-banking', 'v1') });
    expect(served(root)).toBe('// retiring worker b2');
    expect(manifestOf(root).offlineReading).toBe(false);

    await setOfflineReading(root, true);
    expect(served(root)).toBe('// worker b2');
    expect(manifestOf(root)).not.toHaveProperty('offlineReading');
    expect(Object.keys(manifestOf(root).remotes)).toEqual(['personal-banking']);
  });

  it('is none when the live shell has no worker (a release built before there was one): no browser installs anything', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: build('shell', 'a1') });
    const older = build('shell', 'old');
    rmSync(join(older, 'sw.js'));
    rmSync(join(older, 'sw-off.js'));
    await deploy({ root, pkg: 'shell', from: older });
    expect(existsSync(join(root, 'sw.js'))).toBe(false);
  });

  it('refuses a folder that is no deploy root, and creates nothing there', async () => {
    const root = temp('not-a-root-');
    await expect(setOfflineReading(root, false)).rejects.toThrow(/not a deploy root/);
    expect(existsSync(join(root, 'offline-reading.json'))).toBe(false);
  });
});
