// Offline reading's switch (docs/offline.md), read by each visitor's next online page view.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_WORKER_FILE } from '../../shared/src/serviceWorkerFile.mjs';
import { assertDeployRoot, SHELL, writeFileAtomically } from './deployRoot.mjs';

const SETTING_FILE = 'offline-reading.json';

/** On without the file, and with a broken one: the worker stays as deployed. */
export function readOfflineReading(/** @type {string} */ root) {
  const file = join(root, SETTING_FILE);
  if (!existsSync(file)) return true;
  try {
    return JSON.parse(readFileSync(file, 'utf8'))?.enabled !== false;
  } catch {
    return true;
  }
}

/** The setting, and a live shell with a worker (one built before offline reading has none). */
export function offlineReadingServed(/** @type {string} */ root) {
  const current = join(root, SHELL, 'current');
  return readOfflineReading(root) && (!existsSync(current) || existsSync(join(current, SERVICE_WORKER_FILE)));
}

export function writeOfflineReadingSetting(/** @type {string} */ root, /** @type {boolean} */ enabled) {
  assertDeployRoot(root);
  writeFileAtomically(join(root, SETTING_FILE), JSON.stringify({ enabled }, null, 2) + '\n');
}
