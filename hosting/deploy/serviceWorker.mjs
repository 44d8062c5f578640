// The site's service worker in a deploy root: `<root>/sw.js`, which both hosts serve at /sw.js
// (docs/offline.md). It is the live shell release's worker while offline reading is on and that
// release has one; otherwise hosting's retiring worker (retiringServiceWorker.js), which deletes
// the site's caches on the phone and unregisters. Rewritten by each shell deploy and rollback,
// by the operator's switch and by `npm run migrate`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSED_COPIES } from '../../shared/build/compressedCopies.mjs';
import { SHELL, assertDeployRoot, writeFileAtomically } from '../lib/deployRoot.mjs';
import { SERVICE_WORKER_FILE } from '../../shared/src/serviceWorkerFile.mjs';
import { offlineReadingServed, writeOfflineReadingSetting } from '../lib/offlineReading.mjs';
import { withDeployLock } from './deployLock.mjs';
import { writeManifest } from './manifest.mjs';

/** Hosting's retiring worker: served whenever browsers must not keep the site's worker. */
export const RETIRING_WORKER = fileURLToPath(new URL('./retiringServiceWorker.js', import.meta.url));

/**
 * The worker browsers get: the live shell release's while offline reading is on, or hosting's
 * retiring worker while it is off or the live release has none (a release built before there was
 * one): a browser that installed the worker under a later release must still lose it.
 * @param {string} root
 */
function serviceWorkerSource(root) {
  const live = join(root, SHELL, 'current', SERVICE_WORKER_FILE);
  return offlineReadingServed(root) && existsSync(live) ? live : RETIRING_WORKER;
}

/**
 * Writes `<root>/sw.js` and its .gz and .br copies: the source's own copies when it has them,
 * else made here, so that no copy of another worker is ever left beside it. A file already as it
 * should be is left alone (nginx's ETag follows the file's time). True when one was written.
 * @param {string} root
 * @returns {boolean}
 */
export function writeServiceWorker(root) {
  const source = serviceWorkerSource(root);
  const target = join(root, SERVICE_WORKER_FILE);
  const content = readFileSync(source);
  const unchanged = existsSync(target) && readFileSync(target).equals(content);
  const copiesToWrite = COMPRESSED_COPIES.filter(({ suffix }) => !unchanged || !existsSync(target + suffix));
  // The copies first: a host that finds sw.js finds copies of the same worker beside it.
  for (const { suffix, compress } of copiesToWrite) {
    writeFileAtomically(target + suffix, existsSync(source + suffix) ? readFileSync(source + suffix) : compress(content));
  }
  if (!unchanged) writeFileAtomically(target, content);
  return !unchanged || copiesToWrite.length > 0;
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
