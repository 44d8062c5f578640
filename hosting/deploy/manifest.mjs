// The runtime manifest, <root>/remotes.json: generated from every remote's live release, never
// edited by hand, and the settings it carries to the browsers (field speed's sample rate, offline reading).
import { join } from 'node:path';
import { REMOTES, entryUrlOf, readLayout, writeFileAtomically } from '../lib/deployRoot.mjs';
import { readOfflineReading } from '../lib/offlineReading.mjs';
import { assertDeployRoot, readSampleRate, writeSampleRateSetting } from '../lib/vitals.mjs';
import { withDeployLock } from './deployLock.mjs';
import { offlineSectionSizes } from './offlineSections.mjs';
import { liveBuildIds } from './releases.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';

/**
 * Writes remotes.json: each remote's live release's entry URL in the root's layout, the timeout,
 * and the sample rate when field-speed reporting is on. A deploy gives the layout and the live
 * build ids it has read; anything else (a layout changed, a sample rate set) reads them here.
 * @param {string} root
 * @param {{ layout?: import('../lib/deployRoot.mjs').Layout, live?: Record<string, string> }} [known]
 */
export function writeManifest(root, { layout = readLayout(root), live = liveBuildIds(root) } = {}) {
  const remotes = Object.fromEntries(
    REMOTES.flatMap((name) => {
      const entryUrl = entryUrlOf(layout, name, live[name]);
      return entryUrl ? [[name, entryUrl]] : [];
    }),
  );
  // Field-speed reporting, when it is on: the share of page views that report (hosting/lib/vitals.mjs).
  const sampleRate = readSampleRate(root);
  const vitals = sampleRate > 0 ? { vitals: { sampleRate } } : {};
  // Offline reading (docs/offline.md): off when an operator has turned it off (a page that starts
  // its app then removes the worker),
  // and what keeping each section for offline reading downloads (hosting/deploy/offlineSections.mjs).
  const offline = readOfflineReading(root) ? { offlineSections: offlineSectionSizes(root) } : { offlineReading: false };
  writeFileAtomically(join(root, MANIFEST_FILE), JSON.stringify({ timeoutMs: layout.timeoutMs, remotes, ...vitals, ...offline }, null, 2) + '\n');
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
