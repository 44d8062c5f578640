// `<root>/sw.js` (docs/offline.md, "The off switch"): the live shell's worker, or hosting's retiring one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSED_COPIES } from '../../shared/build/compressedCopies.mjs';
import { SHELL, assertDeployRoot, writeFileAtomically } from '../lib/deployRoot.mjs';
import { SERVICE_WORKER_FILE } from '../../shared/src/serviceWorkerFile.mjs';
import { offlineReadingServed, writeOfflineReadingSetting } from '../lib/offlineReading.mjs';
import { withDeployLock } from './deployLock.mjs';
import { writeManifest } from './manifest.mjs';

export const RETIRING_WORKER = fileURLToPath(new URL('./retiringServiceWorker.js', import.meta.url));

/** The live shell's worker while offline reading is on; else (or if it has none) the retiring one. @param {string} root */
function serviceWorkerSource(root) {
  const live = join(root, SHELL, 'current', SERVICE_WORKER_FILE);
  return offlineReadingServed(root) && existsSync(live) ? live : RETIRING_WORKER;
}

/** With its .gz and .br copies (the source's, else made here: never another worker's beside it); a file already right
 * is left alone, as nginx's ETag follows its time. @param {string} root @returns {boolean} whether anything was written */
export function writeServiceWorker(root) {
  const source = serviceWorkerSource(root);
  const target = join(root, SERVICE_WORKER_FILE);
  const content = readFileSync(source);
  const unchanged = existsSync(target) && readFileSync(target).equals(content);
  const copiesToWrite = COMPRESSED_COPIES.filter(({ suffix }) => !unchanged || !existsSync(target + suffix));
  // The copies first: a host that finds sw.js finds copies of the same worker beside it.
  for (const { suffix, compress } of copiesToWrite) {
    writeFileAtomically(
      target + suffix,
      existsSync(source + suffix) ? readFileSync(source + suffix) : compress(content),
    );
  }
  if (!unchanged) writeFileAtomically(target, content);
  return !unchanged || copiesToWrite.length > 0;
}

/** `npm run offline -- on|off`: the setting, the manifests and /sw.js, together under the lock. @param {string} root @param {boolean} enabled */
export async function setOfflineReading(root, enabled) {
  assertDeployRoot(root);
  return withDeployLock(root, (stillHeld) => {
    stillHeld();
    writeOfflineReadingSetting(root, enabled);
    writeManifest(root);
    writeServiceWorker(root);
  });
}
