// The workspace's deployable packages, their folders and ports (decisions.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

import { PACKAGES } from '../shared/build/ports.mjs';

export { PACKAGES };
export { portOf } from '../shared/build/ports.mjs';

export function distOf(/** @type {string} */ name) {
  return join(ROOT, name, 'dist');
}

/** A package counts as built when its deployable entry file and its server build exist. */
export function isBuilt(/** @type {{ name: string, remote: boolean }} */ pkg) {
  const entry = pkg.remote ? join('assets', 'remoteEntry.js') : 'index.html';
  return existsSync(join(distOf(pkg.name), entry)) && existsSync(join(ROOT, pkg.name, 'dist-server', 'render.mjs'));
}

/** Builds each package that has no build yet (`npm run build` rebuilds them all). */
export function buildMissingPackages() {
  for (const pkg of PACKAGES) {
    if (isBuilt(pkg)) continue;
    console.log(`Building ${pkg.name} (no build found)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Build of ${pkg.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
