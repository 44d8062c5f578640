// The workspace's deployable packages, their build folders, and building the ones that are missing.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuilt } from '../../hosting/lib/builds.mjs';
import { PACKAGES } from '../../shared/build/ports.mjs';

export { PACKAGES };
export { portOf } from '../../shared/build/ports.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function distOf(/** @type {string} */ name) {
  return join(ROOT, name, 'dist');
}

export function unbuiltPackages() {
  return PACKAGES.map((pkg) => pkg.name).filter((name) => !isBuilt(name, distOf(name)));
}

/** For a script that measures the builds as they are: it never builds them itself. */
export function exitUnlessEveryPackageIsBuilt() {
  const unbuilt = unbuiltPackages();
  if (unbuilt.length === 0) return;
  console.error(`Not built: ${unbuilt.join(', ')}. Run npm run build first.`);
  process.exit(1);
}

export function buildMissingPackages() {
  for (const name of unbuiltPackages()) {
    console.log(`Building ${name} (no build found)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Build of ${name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
