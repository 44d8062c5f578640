// The runtime manifest, <root>/remotes.json: generated from every remote's live release, never
// edited by hand, and the settings it carries to the browsers (field speed's sample rate, offline
// reading); and the manifest of each candidate release (a preview's, a canary's) beside its pages.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CANARY_FOLDER, previewFolder } from '../lib/candidateFolders.mjs';
import { assertDeployRoot, entryUrlOf, readLayout, REMOTES, writeFileAtomically } from '../lib/deployRoot.mjs';
import { offlineReadingServed } from '../lib/offlineReading.mjs';
import { readSampleRate, writeSampleRateSetting } from '../lib/vitals.mjs';
import { withDeployLock } from './deployLock.mjs';
import { offlineSectionSizes } from './offlineSections.mjs';
import { liveBuildIds, readState } from './releases.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';

/**
 * Writes remotes.json: each remote's live release's entry URL in the root's layout, the timeout,
 * and the sample rate when field-speed reporting is on; and each candidate's manifest beside its
 * pages (the same, naming the candidate for its section), so every manifest always names the
 * other sections' live releases. A deploy gives the layout and the live build ids it has read;
 * anything else (a layout changed, a sample rate set) reads them here.
 * @param {string} root
 * @param {{ layout?: import('../lib/deployRoot.mjs').Layout, live?: Record<string, string> }} [known]
 */
export function writeManifest(root, { layout = readLayout(root), live = liveBuildIds(root) } = {}) {
  // Field-speed reporting, when it is on: the share of page views that report (hosting/lib/vitals.mjs).
  const sampleRate = readSampleRate(root);
  const settings = {
    timeoutMs: layout.timeoutMs,
    vitals: sampleRate > 0 ? { vitals: { sampleRate } } : {},
    // Offline reading (docs/offline.md): off when an operator has turned it off or the live shell
    // has no worker (a page that starts its app then removes the worker), and what keeping each
    // section for offline reading downloads (hosting/deploy/offlineSections.mjs).
    offline: offlineReadingServed(root) ? { offlineSections: offlineSectionSizes(root) } : { offlineReading: false },
  };
  for (const pkg of REMOTES) {
    const candidate = readState(root, pkg).candidate;
    if (!candidate) continue;
    const withCandidate = { ...live, [pkg]: candidate.buildId };
    // A preview's page views report nothing: the few browsers that look at it are not visitors.
    if (candidate.preview) writeManifestFile(previewFolder(root, candidate.preview.token), manifestOf(layout, withCandidate, { ...settings, vitals: {} }));
    if (candidate.canary) writeManifestFile(join(root, CANARY_FOLDER), manifestOf(layout, withCandidate, settings));
  }
  writeManifestFile(root, manifestOf(layout, live, settings));
}

/**
 * A manifest's JSON: the entry URL of each remote's release in `releases`, then the settings.
 * @param {import('../lib/deployRoot.mjs').Layout} layout @param {Record<string, string>} releases
 * @param {{ timeoutMs: number, vitals: object, offline: object }} settings
 */
function manifestOf(layout, releases, { timeoutMs, vitals, offline }) {
  const remotes = Object.fromEntries(
    REMOTES.flatMap((name) => {
      const entryUrl = entryUrlOf(layout, name, releases[name]);
      return entryUrl ? [[name, entryUrl]] : [];
    }),
  );
  return JSON.stringify({ timeoutMs, remotes, ...vitals, ...offline }, null, 2) + '\n';
}

/** @param {string} folder @param {string} json */
function writeManifestFile(folder, json) {
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  writeFileAtomically(join(folder, MANIFEST_FILE), json);
}

/**
 * Turns field-speed reporting on for a share of page views (0 < rate ≤ 1) or off (0): the
 * setting and remotes.json, which carries it to the browsers, are written together, between
 * deploys (`npm run vitals -- sample-rate`). Nothing is rebuilt; the next page view follows it.
 * @param {string} root @param {number} rate
 */
export async function setSampleRate(root, rate) {
  // Checked before the lock, which would create the folder: a typo in --root makes nothing.
  assertDeployRoot(root);
  return withDeployLock(root, (stillHeld) => {
    stillHeld();
    writeSampleRateSetting(root, rate);
    writeManifest(root);
  });
}
