// @vitest-environment node
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { deploy, rollback } from './deploy.mjs';
import { fakeBuild } from './fakeBuild.testing';
import { migrateDeployRoot } from './migrate.mjs';
import { setOfflineReading } from './serviceWorker.mjs';

const temp = temporaryFoldersForThisFile();
const build = (pkg: string, version: string) => fakeBuild(temp(`${pkg}-build-`), pkg, version);
const served = (root: string) => readFileSync(join(root, 'sw.js'), 'utf8');
const manifestOf = (root: string) =>
  JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as {
    offlineReading?: boolean;
    remotes: Record<string, string>;
  };

/** The worker that retires the site's worker: hosting's own, whatever the live shell release holds. */
const RETIRING_WORKER = readFileSync(new URL('./retiringServiceWorker.js', import.meta.url), 'utf8');

/** What each copy of /sw.js holds, decompressed: the hosts send whichever the browser takes. */
const servedCopies = (root: string) => ({
  plain: served(root),
  gzip: gunzipSync(readFileSync(join(root, 'sw.js.gz'))).toString('utf8'),
  brotli: brotliDecompressSync(readFileSync(join(root, 'sw.js.br'))).toString('utf8'),
});
const everyCopyIs = (text: string) => ({ plain: text, gzip: text, brotli: text });

/** A shell build with no worker: a release built before offline reading existed. */
function shellWithoutWorker(version: string): string {
  const dist = build('shell', version);
  rmSync(join(dist, 'sw.js'));
  return dist;
}

/** A shell build whose worker has its compressed copies beside it, as the shell's build writes them. */
function shellWithCompressedWorker(version: string): string {
  const dist = build('shell', version);
  const worker = readFileSync(join(dist, 'sw.js'));
  writeFileSync(join(dist, 'sw.js.gz'), gzipSync(worker));
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(worker));
  return dist;
}

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

  it("turned off, is hosting's retiring worker, with its copies, and the manifest says so, through deploys, until turned on again", async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: shellWithCompressedWorker('a1') });
    await setOfflineReading(root, false);
    expect(servedCopies(root)).toEqual(everyCopyIs(RETIRING_WORKER));
    expect(manifestOf(root).offlineReading).toBe(false);

    await deploy({ root, pkg: 'shell', from: build('shell', 'b2') });
    await deploy({ root, pkg: 'personal-banking', from: build('personal-banking', 'v1') });
    expect(servedCopies(root)).toEqual(everyCopyIs(RETIRING_WORKER));
    expect(manifestOf(root).offlineReading).toBe(false);

    await setOfflineReading(root, true);
    expect(served(root)).toBe('// worker b2');
    expect(manifestOf(root)).not.toHaveProperty('offlineReading');
    expect(Object.keys(manifestOf(root).remotes)).toEqual(['personal-banking']);
  });

  it('is the retiring worker after a rollback to a shell release with no worker (built before there was one), with no copy of the old worker left', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: shellWithoutWorker('old') });
    expect(servedCopies(root)).toEqual(everyCopyIs(RETIRING_WORKER));

    await deploy({ root, pkg: 'shell', from: shellWithCompressedWorker('a1') });
    expect(servedCopies(root)).toEqual(everyCopyIs('// worker a1'));

    await rollback({ root, pkg: 'shell' });
    expect(servedCopies(root)).toEqual(everyCopyIs(RETIRING_WORKER));
  });

  it('while the live shell release has no worker, the manifest says offline reading is off: a page that starts its app registers nothing', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: shellWithoutWorker('old') });
    await deploy({ root, pkg: 'personal-banking', from: build('personal-banking', 'v1') });
    expect(manifestOf(root).offlineReading).toBe(false);
    await deploy({ root, pkg: 'shell', from: build('shell', 'a1') });
    expect(manifestOf(root)).not.toHaveProperty('offlineReading');
    await rollback({ root, pkg: 'shell' });
    expect(manifestOf(root).offlineReading).toBe(false);
  });

  it("is never a shell release's own retiring worker (sw-off.js, which older shell builds wrote): hosting's is the one", async () => {
    const root = temp('deploy-root-');
    const older = build('shell', 'a1');
    writeFileSync(join(older, 'sw-off.js'), '// the shell build’s retiring worker');
    await deploy({ root, pkg: 'shell', from: older });
    await setOfflineReading(root, false);
    expect(served(root)).toBe(RETIRING_WORKER);
  });

  it('is written by npm run migrate in a root an older deploy left with none (rolled back to a shell with no worker)', async () => {
    const root = temp('deploy-root-');
    await deploy({ root, pkg: 'shell', from: shellWithoutWorker('old') });
    for (const suffix of ['', '.gz', '.br']) rmSync(join(root, `sw.js${suffix}`), { force: true });
    await migrateDeployRoot(root);
    expect(servedCopies(root)).toEqual(everyCopyIs(RETIRING_WORKER));
  });

  it('refuses a folder that is no deploy root, and creates nothing there', async () => {
    const root = temp('not-a-root-');
    await expect(setOfflineReading(root, false)).rejects.toThrow(/not a deploy root/);
    expect(existsSync(join(root, 'offline-reading.json'))).toBe(false);
  });
});

describe('the retiring worker, as a browser runs it', () => {
  /** The worker's global scope, recording what the worker does in order. */
  function workerScope() {
    const done: string[] = [];
    const listeners = new Map<string, (event: { waitUntil: (promise: Promise<unknown>) => void }) => void>();
    const waits: Promise<unknown>[] = [];
    const cacheNames = ['mboa-pages', 'mboa-release-files', 'mboa-manifest', 'mboa-shell-files', 'workbox-precache-v2'];
    const self = {
      addEventListener: (type: string, listener: (event: { waitUntil: (promise: Promise<unknown>) => void }) => void) =>
        listeners.set(type, listener),
      skipWaiting: async () => void done.push('skipWaiting'),
      clients: { claim: async () => void done.push('claim') },
      registration: { unregister: async () => (done.push('unregister'), true) },
    };
    const caches = {
      keys: async () => [...cacheNames],
      delete: async (name: string) => (
        done.push(`delete ${name}`),
        cacheNames.splice(cacheNames.indexOf(name), 1).length > 0
      ),
    };
    runInNewContext(RETIRING_WORKER, { self, caches });
    const dispatch = async (type: string) => {
      listeners.get(type)?.({ waitUntil: (promise) => void waits.push(promise) });
      await Promise.all(waits);
    };
    return { done, listeners, dispatch, cacheNames };
  }

  it('installs at once, takes the open pages from the old worker, deletes every cache of the site, then unregisters', async () => {
    const scope = workerScope();
    await scope.dispatch('install');
    expect(scope.done).toEqual(['skipWaiting']);
    await scope.dispatch('activate');
    expect(scope.done[1]).toBe('claim');
    expect(scope.done.slice(2, -1).sort()).toEqual([
      'delete mboa-manifest',
      'delete mboa-pages',
      'delete mboa-release-files',
      'delete mboa-shell-files',
      'delete workbox-precache-v2',
    ]);
    expect(scope.done.at(-1)).toBe('unregister');
    expect(scope.cacheNames).toEqual([]);
  });

  it('answers no request: the pages it controls go to the network, as with no worker', () => {
    const scope = workerScope();
    expect([...scope.listeners.keys()].sort()).toEqual(['activate', 'install']);
  });

  it('is a classic script, as the browser registers /sw.js: no import or export', () => {
    expect(RETIRING_WORKER).not.toMatch(/^\s*(import|export)\b/m);
  });
});
