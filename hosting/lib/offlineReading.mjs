// Offline reading on a deploy root (docs/offline.md): whether the site's service worker is on. A
// setting of the deploy root, not of a build, like the field-speed sample rate: turning it off
// or on takes effect on each visitor's next online page view, with nothing rebuilt.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_WORKER_FILE } from '../../shared/src/serviceWorkerFile.mjs';
import { assertDeployRoot, SHELL, writeFileAtomically } from './deployRoot.mjs';

/** The setting's file in a deploy root: `{ "enabled": false }`. No file: offline reading is on. */
const SETTING_FILE = 'offline-reading.json';

/** The deploy root's setting: on without a file, and with a broken one (the worker stays as it was deployed). @param {string} root */
export function readOfflineReading(root) {
  const file = join(root, SETTING_FILE);
  if (!existsSync(file)) return true;
  try {
    return JSON.parse(readFileSync(file, 'utf8'))?.enabled !== false;
  } catch {
    return true;
  }
}

/**
 * Whether browsers get the site's worker: the setting is on and the live shell release has a
 * worker (one built before offline reading has none). Before any shell deploy, the setting alone.
 * @param {string} root
 */
export function offlineReadingServed(root) {
  const current = join(root, SHELL, 'current');
  return readOfflineReading(root) && (!existsSync(current) || existsSync(join(current, SERVICE_WORKER_FILE)));
}

/**
 * Writes the setting only: hosting/deploy/serviceWorker.mjs's setOfflineReading writes it with
 * the worker and remotes.json, inside the deploy lock.
 * @param {string} root @param {boolean} enabled
 */
export function writeOfflineReadingSetting(root, enabled) {
  assertDeployRoot(root);
  writeFileAtomically(join(root, SETTING_FILE), JSON.stringify({ enabled }, null, 2) + '\n');
}
