// The workspace's deployable packages, their folders and ports (decisions.md).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

export { PACKAGES, portOf } from '../shared/build/ports.mjs';

export function distOf(/** @type {string} */ name) {
  return join(ROOT, name, 'dist');
}

/** A package counts as built when its deployable entry file exists. */
export function isBuilt(/** @type {{ name: string, remote: boolean }} */ pkg) {
  const entry = pkg.remote ? join('assets', 'remoteEntry.js') : 'index.html';
  return existsSync(join(distOf(pkg.name), entry));
}
