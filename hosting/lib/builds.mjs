// A package's build (`dist`) and its server build beside it (`dist-server`), which renders its pages at deploy time.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOT_SCRIPT_HASHES, scriptHashOf } from '../../shared/src/bootScript.mjs';
import { SERVER_ENTRY_FILE, SERVER_OUT_DIR } from '../../shared/build/buildFiles.mjs';
import { SHELL, assertPackage } from './deployRoot.mjs';

export const clientEntryOf = (/** @type {string} */ pkg) =>
  pkg === SHELL ? 'index.html' : join('assets', 'remoteEntry.js');

export const serverBuildOf = (/** @type {string} */ dist) => join(dirname(dist), SERVER_OUT_DIR);

export const isClientBuildOf = (/** @type {string} */ pkg, /** @type {string} */ dist) =>
  existsSync(join(dist, clientEntryOf(pkg)));

export const isBuilt = (/** @type {string} */ pkg, /** @type {string} */ dist) =>
  isClientBuildOf(pkg, dist) && existsSync(join(serverBuildOf(dist), SERVER_ENTRY_FILE));

/** A symbolic link in a build is refused: a host would serve whatever it points to. */
export function checkBuild(/** @type {string} */ pkg, /** @type {string} */ from, /** @type {string} */ serverFrom) {
  assertPackage(pkg);
  if (!isClientBuildOf(pkg, from)) {
    throw new Error(
      `${from} is not a build of ${pkg} (it has no ${clientEntryOf(pkg)}): run \`npm run build -w ${pkg}\` first.`,
    );
  }
  if (!existsSync(join(serverFrom, SERVER_ENTRY_FILE))) {
    throw new Error(
      `${serverFrom} holds no server build of ${pkg} (no ${SERVER_ENTRY_FILE}): run \`npm run build -w ${pkg}\` first.`,
    );
  }
  for (const folder of [from, serverFrom]) {
    const link = readdirSync(folder, { recursive: true, withFileTypes: true }).find((entry) => entry.isSymbolicLink());
    if (link) throw new Error(`${join(link.parentPath, link.name)} is a symbolic link: a release holds files only.`);
  }
  if (pkg === SHELL) assertPolicyAllowsShell(from);
}

export function assertPolicyAllowsShell(/** @type {string} */ shellFolder) {
  const html = readFileSync(join(shellFolder, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes = '']) => !/\bsrc=/i.test(attributes) && !/type="application\/(ld\+)?json"/i.test(attributes),
  );
  for (const [, , code = ''] of inline) {
    const hash = scriptHashOf(code);
    if (!BOOT_SCRIPT_HASHES.includes(hash)) {
      throw new Error(
        `${shellFolder}/index.html runs an inline script (${hash}) the hosts' policy does not allow (shared/src/bootScript.mjs): its pages would not start.`,
      );
    }
  }
}
