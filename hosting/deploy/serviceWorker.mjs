// The site's service worker in a deploy root: `<root>/sw.js`, which both hosts serve at /sw.js
// (docs/offline.md). It is the live shell release's worker while offline reading is on, and the
// worker that retires it (deletes the site's caches on the phone and unregisters) while it is
// off; rewritten by each shell deploy and rollback, and by the operator's switch.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL, writeFileAtomically } from '../lib/deployRoot.mjs';
import { SERVICE_WORKER_FILE, readOfflineReading, writeOfflineReadingSetting } from '../lib/offlineReading.mjs';
import { assertDeployRoot } from '../lib/vitals.mjs';
import { withDeployLock } from './deployLock.mjs';
import { writeManifest } from './manifest.mjs';

/** What the shell's build writes beside it: the worker that retires it (shell/build/serviceWorkerPlugin.ts). */
const RETIRING_WORKER_FILE = 'sw-off.js';
const COMPRESSED_SUFFIXES = ['.gz', '.br'];

/**
 * Writes `<root>/sw.js` (and its .gz and .br copies) from the live shell release: its worker, or
 * while offline reading is off its retiring worker. A live shell with no worker (a release built
 * before there was one) leaves none: /sw.js is then a 404, and no browser installs anything.
 * @param {string} root
 */
export function writeServiceWorker(root) {
  const source = join(root, SHELL, 'current', readOfflineReading(root) ? SERVICE_WORKER_FILE : RETIRING_WORKER_FILE);
  const target = join(root, SERVICE_WORKER_FILE);
  if (!existsSync(source)) {
    for (const suffix of ['', ...COMPRESSED_SUFFIXES]) rmSync(target + suffix, { force: true });
    return;
  }
  // The copies first: a host that finds sw.js finds copies of the same worker beside it.
  for (const suffix of COMPRESSED_SUFFIXES) {
    if (existsSync(source + suffix)) writeFileAtomically(target + suffix, readFileSync(source + suffix));
    else rmSync(target + suffix, { force: true });
  }
  writeFileAtomically(target, readFileSync(source));
}

/**
 * Turns offline reading on or off for every visitor (`npm run offline -- on|off`): the setting,
 * remotes.json (which tells a page that starts its app whether to register the worker or remove
 * it) and /sw.js (which a browser with the worker installed checks on each online page view) are
 * written together, between deploys.
 * @param {string} root @param {boolean} enabled
 */
export async function setOfflineReading(root, enabled) {
  assertDeployRoot(root);
  return withDeployLock(root, (stillHeld) => {
    stillHeld();
    writeOfflineReadingSetting(root, enabled);
    writeManifest(root);
    writeServiceWorker(root);
  });
}
