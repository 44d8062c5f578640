// `npm run migrate`: converts a deploy root written by older deploys to today's format, once.
// Deploys read one format only (docs/hosting.md); releases kept on a server for rollback may be
// older. This finds them and prunes those that are not live, and refuses, changing nothing, when
// a live release is of an old shape: deploy a current build of that package first.
import { existsSync, lstatSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY_FILE } from '../lib/builds.mjs';
import { assertDeployRoot, REMOTES, SHELL } from '../lib/deployRoot.mjs';
import { readRouteOwners } from '../lib/routes.mjs';
import { withDeployLock } from './deployLock.mjs';
import { removeRelease } from './prune.mjs';
import { readState, serverBuildFolder, writeState } from './releases.mjs';
import { writeServiceWorker } from './serviceWorker.mjs';

/** Where composed pages were written before they moved to `composed/`: served by neither host. */
const OLD_PAGES_FOLDER = 'pages';

/**
 * Why a release is of an old shape, or undefined when it is of today's.
 * @param {string} root @param {string} pkg @param {string} buildId
 * @returns {Promise<string | undefined>}
 */
async function oldShapeOf(root, pkg, buildId) {
  const serverEntry = join(serverBuildFolder(root, pkg, buildId), SERVER_ENTRY_FILE);
  if (!existsSync(serverEntry)) return 'it has no server build';
  if (pkg !== SHELL) {
    // The names its page options had before `assetBase` (minifying keeps property names).
    return readFileSync(serverEntry, 'utf8').includes('releaseUrl') ? 'its server build reads `releaseUrl`' : undefined;
  }
  try {
    readRouteOwners(join(root, SHELL, buildId));
  } catch {
    return 'its routes.json does not name each route’s owner';
  }
  /** @type {{ routes?: { route?: string, language?: string }[] }} */
  const entry = (await import(pathToFileURL(serverEntry).href)).default;
  if (!entry.routes?.every((page) => page.route && page.language)) return 'its server build lists pages without their route and language';
  return undefined;
}

/**
 * Migrates a deploy root, inside the deploy lock: every release on disk is checked; if a live one
 * is of an old shape nothing changes (an error says which); otherwise the old ones go (their
 * folders, their server builds, their entries in releases.json, the shell's `previous` link if it
 * named one) and so does the old `pages/` folder; /sw.js is written as deploys write it now.
 * @param {string} root
 * @returns {Promise<{ pruned: { pkg: string, buildId: string, reason: string }[], removedPagesFolder: boolean, wroteServiceWorker: boolean }>}
 */
export async function migrateDeployRoot(root) {
  assertDeployRoot(root);
  return withDeployLock(root, async (stillHeld) => {
    /** @type {{ pkg: string, buildId: string, reason: string }[]} */
    const old = [];
    for (const pkg of [SHELL, ...REMOTES]) {
      for (const buildId of Object.keys(readState(root, pkg).releases)) {
        if (!existsSync(join(root, pkg, buildId))) continue;
        const reason = await oldShapeOf(root, pkg, buildId);
        if (reason) old.push({ pkg, buildId, reason });
      }
    }
    const live = old.filter(({ pkg, buildId }) => readState(root, pkg).history.at(-1) === buildId);
    if (live.length > 0) {
      const list = live.map(({ pkg, buildId, reason }) => `${pkg} ${buildId} (${reason})`).join('; ');
      throw new Error(`Nothing was changed: a live release is of an old shape: ${list}. Deploy a current build of ${[...new Set(live.map(({ pkg }) => pkg))].join(', ')} first (npm run build, then npm run deploy), then run this again.`);
    }

    stillHeld();
    for (const pkg of new Set(old.map((release) => release.pkg))) {
      const ids = old.filter((release) => release.pkg === pkg).map((release) => release.buildId);
      const state = readState(root, pkg);
      for (const id of ids) delete state.releases[id];
      state.history = state.history.filter((id) => !ids.includes(id));
      if (state.previous && ids.includes(state.previous)) delete state.previous;
      writeState(root, pkg, state);
      const previousLink = join(root, pkg, 'previous');
      if (pkg === SHELL && isLink(previousLink) && ids.includes(readlinkSync(previousLink))) rmSync(previousLink);
      for (const id of ids) removeRelease(root, pkg, id);
    }
    const pagesFolder = join(root, OLD_PAGES_FOLDER);
    const removedPagesFolder = existsSync(pagesFolder);
    rmSync(pagesFolder, { recursive: true, force: true });
    // /sw.js as deploys write it now: a root rolled back to a shell with no worker had none.
    const wroteServiceWorker = writeServiceWorker(root);
    return { pruned: old, removedPagesFolder, wroteServiceWorker };
  });
}

/** @param {string} path */
function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
