// The runtime manifests, never edited by hand: remotes.json for the live releases, each candidate's beside its pages.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CANARY_FOLDER, previewFolder } from '../lib/candidateFolders.mjs';
import {
  assertDeployRoot,
  entryUrlOf,
  readLayout,
  releaseBaseOf,
  REMOTES,
  SEARCH_FOLDER,
  SHELL,
  writeFileAtomically,
} from '../lib/deployRoot.mjs';
import { offlineReadingServed } from '../lib/offlineReading.mjs';
import { readSampleRate, writeSampleRateSetting } from '../lib/vitals.mjs';
import { withDeployLock } from './deployLock.mjs';
import { offlineSectionSizes } from './offlineSections.mjs';
import { liveBuildIds, readCandidates } from './releases.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';

/** @typedef {{ layout: import('../lib/deployRoot.mjs').Layout, live: Record<string, string>, candidates: import('./releases.mjs').Candidates }} ManifestReleases */

/** Each candidate's manifest (the live releases but its own), then remotes.json; the releases are given, never read. @param {string} root @param {ManifestReleases} releases */
export function writeManifestsFor(root, { layout, live, candidates }) {
  const sampleRate = readSampleRate(root);
  const settings = {
    timeoutMs: layout.timeoutMs,
    vitals: sampleRate > 0 ? { vitals: { sampleRate } } : {},
    // Off when an operator turned it off or the live shell has no worker (docs/offline.md).
    offline: offlineReadingServed(root) ? { offlineSections: offlineSectionSizes(root) } : { offlineReading: false },
  };
  for (const pkg of REMOTES) {
    const candidate = candidates[pkg];
    if (!candidate) continue;
    const withCandidate = { ...live, [pkg]: candidate.buildId };
    // A preview's few browsers are not visitors: they report no field speed.
    if (candidate.preview)
      writeManifestFile(
        previewFolder(root, candidate.preview.token),
        manifestOf(root, layout, withCandidate, { ...settings, vitals: {} }),
      );
    if (candidate.canary)
      writeManifestFile(join(root, CANARY_FOLDER), manifestOf(root, layout, withCandidate, settings));
  }
  writeManifestFile(root, manifestOf(root, layout, live, settings));
}

/** The manifests again from the releases on disk, after a change between deploys (a setting, the layout). @param {string} root */
export function writeManifest(root) {
  writeManifestsFor(root, { layout: readLayout(root), live: liveBuildIds(root), candidates: readCandidates(root) });
}

/** @param {string} root @param {import('../lib/deployRoot.mjs').Layout} layout @param {Record<string, string>} releases @param {{ timeoutMs: number, vitals: object, offline: object }} settings */
function manifestOf(root, layout, releases, { timeoutMs, vitals, offline }) {
  const remotes = Object.fromEntries(
    REMOTES.flatMap((name) => {
      const entryUrl = entryUrlOf(layout, name, releases[name]);
      return entryUrl ? [[name, entryUrl]] : [];
    }),
  );
  const search = searchOf(root, releases, remotes);
  return JSON.stringify({ timeoutMs, remotes, ...search, ...vitals, ...offline }, null, 2) + '\n';
}

/**
 * `search`: where each release's search bundles are, for the releases that have them on disk (searchIndex.mjs); the
 * browser adds `<language>/`. The live shell's release is served at the site's root. @param {string} root @param {Record<string, string>} releases @param {Record<string, string>} remotes each section's entry
 */
function searchOf(root, releases, remotes) {
  const bases = /** @type {[string, string][]} */ ([
    [SHELL, '/'],
    ...Object.entries(remotes).map(([name, entryUrl]) => [name, releaseBaseOf(entryUrl)]),
  ]);
  const search = Object.fromEntries(
    bases.flatMap(([pkg, base]) => {
      const buildId = releases[pkg];
      return buildId && existsSync(join(root, pkg, buildId, SEARCH_FOLDER)) ? [[pkg, `${base}${SEARCH_FOLDER}/`]] : [];
    }),
  );
  return Object.keys(search).length > 0 ? { search } : {};
}

function writeManifestFile(/** @type {string} */ folder, /** @type {string} */ json) {
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  writeFileAtomically(join(folder, MANIFEST_FILE), json);
}

/** Field-speed reporting for a share of page views (0 < rate ≤ 1) or off (0): the setting and the manifests. @param {string} root @param {number} rate */
export async function setSampleRate(root, rate) {
  // Before the lock, which would create the folder: a typo in --root makes nothing.
  assertDeployRoot(root);
  return withDeployLock(root, (stillHeld) => {
    stillHeld();
    writeSampleRateSetting(root, rate);
    writeManifest(root);
  });
}
