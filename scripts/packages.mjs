// The workspace's deployable packages, their folders and ports (decisions.md).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** @type {{ name: string, port: number, remote: boolean }[]} */
export const PACKAGES = Object.entries(
  /** @type {Record<string, { port: number, remote: boolean }>} */ (
    JSON.parse(readFileSync(join(ROOT, 'shared', 'build', 'packages.json'), 'utf8'))
  ),
).map(([name, { port, remote }]) => ({ name, port, remote }));

/** PERSONAL_BANKING_PORT=6001 overrides a package's port, as in the Vite configs. */
export function portOf(/** @type {string} */ name) {
  const fromEnv = Number(process.env[`${name.toUpperCase().replace(/-/g, '_')}_PORT`]);
  const known = PACKAGES.find((p) => p.name === name);
  if (!known) throw new Error(`Unknown package ${name}`);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : known.port;
}

export function distOf(/** @type {string} */ name) {
  return join(ROOT, name, 'dist');
}

/** A package counts as built when its deployable entry file exists. */
export function isBuilt(/** @type {{ name: string, remote: boolean }} */ pkg) {
  const entry = pkg.remote ? join('assets', 'remoteEntry.js') : 'index.html';
  return existsSync(join(distOf(pkg.name), entry));
}
