// What a package's build is, wherever it was made (a package's own dist, a test's rebuild): a
// client build folder (`dist`) whose entry file a host serves first, and beside it a server
// build (`dist-server`) whose entry renders the package's pages at deploy time. The one check
// of "is it built" for the deploy command, the local scripts and the tests, and of what a deploy
// refuses (checkBuild).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BOOT_SCRIPT_HASHES, scriptHashOf } from '../../shared/src/bootScript.mjs';
import { SHELL, assertPackage } from './deployRoot.mjs';

/** The server build's entry file, in a package's `dist-server` and in each release's server folder. */
export const SERVER_ENTRY_FILE = 'render.mjs';

/** The file a client build of `pkg` cannot be without: the shell's page, or a remote's entry. @param {string} pkg */
export const clientEntryOf = (pkg) => (pkg === SHELL ? 'index.html' : join('assets', 'remoteEntry.js'));

/** A package's server build, beside its client build: `<package>/dist-server` for `<package>/dist`. @param {string} dist */
export const serverBuildOf = (dist) => join(dirname(dist), 'dist-server');

/** True when `dist` is a client build of `pkg` (it may have no server build). @param {string} pkg @param {string} dist */
export const isClientBuildOf = (pkg, dist) => existsSync(join(dist, clientEntryOf(pkg)));

/** True when `dist` is a complete build of `pkg`: the client build and its server build beside it. @param {string} pkg @param {string} dist */
export const isBuilt = (pkg, dist) => isClientBuildOf(pkg, dist) && existsSync(join(serverBuildOf(dist), SERVER_ENTRY_FILE));

/**
 * Refuses what cannot be deployed: a package that is none of the site's, a folder that is not a
 * client build of the package, one without its server build, and a build that holds a symbolic
 * link (a host would serve whatever it points to).
 * @param {string} pkg @param {string} from the client build @param {string} serverFrom its server build
 */
export function checkBuild(pkg, from, serverFrom) {
  assertPackage(pkg);
  if (!isClientBuildOf(pkg, from)) {
    throw new Error(`${from} is not a build of ${pkg} (it has no ${clientEntryOf(pkg)}): run \`npm run build -w ${pkg}\` first.`);
  }
  if (!existsSync(join(serverFrom, SERVER_ENTRY_FILE))) {
    throw new Error(`${serverFrom} holds no server build of ${pkg} (no ${SERVER_ENTRY_FILE}): run \`npm run build -w ${pkg}\` first.`);
  }
  for (const folder of [from, serverFrom]) {
    const link = readdirSync(folder, { recursive: true, withFileTypes: true }).find((entry) => entry.isSymbolicLink());
    if (link) throw new Error(`${join(link.parentPath, link.name)} is a symbolic link: a release holds files only.`);
  }
  if (pkg === SHELL) assertPolicyAllowsShell(from);
}

/**
 * Refuses a shell release whose page template runs an inline script the hosts' policy does not
 * allow (shared/src/bootScript.mjs): its pages would never start their app. Deploy and rollback call it.
 * @param {string} shellFolder a shell release's client build
 */
export function assertPolicyAllowsShell(shellFolder) {
  const html = readFileSync(join(shellFolder, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes = '']) => !/\bsrc=/i.test(attributes) && !/type="application\/(ld\+)?json"/i.test(attributes));
  for (const [, , code = ''] of inline) {
    const hash = scriptHashOf(code);
    if (!BOOT_SCRIPT_HASHES.includes(hash)) {
      throw new Error(`${shellFolder}/index.html runs an inline script (${hash}) the hosts' policy does not allow (shared/src/bootScript.mjs): its pages would not start.`);
    }
  }
}
