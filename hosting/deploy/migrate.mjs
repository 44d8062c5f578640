// `npm run migrate` (docs/hosting.md, "Migrating an older deploy root").
import { existsSync, lstatSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY_FILE } from '../../shared/build/buildFiles.mjs';
import { assertDeployRoot, REMOTES, SHELL } from '../lib/deployRoot.mjs';
import { readRouteOwners } from '../lib/routes.mjs';
import { withDeployLock } from './deployLock.mjs';
import { removeRelease } from './prune.mjs';
import { readState, serverBuildFolder, writeState } from './releases.mjs';
import { writeServiceWorker } from './serviceWorker.mjs';

/** Where composed pages were written before `composed/`. */
const OLD_PAGES_FOLDER = 'pages';

/** Why a release is of an old shape, or undefined. @param {string} root @param {string} pkg @param {string} buildId @returns {Promise<string | undefined>} */
async function oldShapeOf(root, pkg, buildId) {
  const serverEntry = join(serverBuildFolder(root, pkg, buildId), SERVER_ENTRY_FILE);
  if (!existsSync(serverEntry)) return 'it has no server build';
  if (pkg !== SHELL) {
    // `assetBase`'s old name (minifying keeps property names).
    return readFileSync(serverEntry, 'utf8').includes('releaseUrl') ? 'its server build reads `releaseUrl`' : undefined;
  }
  try {
    readRouteOwners(join(root, SHELL, buildId));
  } catch {
    return 'its routes.json does not name each route’s owner';
  }
  const entry = /** @type {{ routes?: { route?: string, language?: string }[] }} */ (
    (await import(pathToFileURL(serverEntry).href)).default
  );
  if (!entry.routes?.every((page) => page.route && page.language))
    return 'its server build lists pages without their route and language';
  return undefined;
}

/** @param {string} root @returns {Promise<{ pruned: { pkg: string, buildId: string, reason: string }[], removedPagesFolder: boolean, wroteServiceWorker: boolean }>} */
export async function migrateDeployRoot(root) {
  assertDeployRoot(root);
  return withDeployLock(root, async (stillHeld) => {
    const old = /** @type {{ pkg: string, buildId: string, reason: string }[]} */ ([]);
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
      throw new Error(
        `Nothing was changed: a live release is of an old shape: ${list}. Deploy a current build of ${[...new Set(live.map(({ pkg }) => pkg))].join(', ')} first (npm run build, then npm run deploy), then run this again.`,
      );
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
    // A root rolled back to a shell with no worker had none.
    const wroteServiceWorker = writeServiceWorker(root);
    return { pruned: old, removedPagesFolder, wroteServiceWorker };
  });
}

function isLink(/** @type {string} */ path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
