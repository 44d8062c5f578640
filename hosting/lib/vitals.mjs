// Field-speed reporting (docs/field-speed.md): the deploy root's sample rate, and what a beacon may name.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES, SHELL, assertDeployRoot, writeFileAtomically } from './deployRoot.mjs';
import { VITALS_FOLDER } from './vitalsLog.mjs';

const SETTINGS_FILE = 'settings.json';

/** `0.1`, `10%` or `off`. */
export function parseSampleRate(/** @type {string | undefined} */ text) {
  const value = (text ?? '').trim().toLowerCase();
  if (value === 'off') return 0;
  if (!/^(\d+(\.\d+)?|\.\d+)%?$/.test(value)) return undefined;
  const rate = value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : undefined;
}

export function sampleRateFromEnvironment(env = process.env) {
  if (env.VITALS_SAMPLE_RATE === undefined) return 0;
  const rate = parseSampleRate(env.VITALS_SAMPLE_RATE);
  if (rate === undefined)
    throw new Error(
      `VITALS_SAMPLE_RATE is a share of page views from 0 to 1 (0.1 or 10%), or off; not "${env.VITALS_SAMPLE_RATE}".`,
    );
  return rate;
}

export function readSampleRate(/** @type {string} */ root) {
  const file = join(root, VITALS_FOLDER, SETTINGS_FILE);
  if (!existsSync(file)) return 0;
  try {
    const rate = JSON.parse(readFileSync(file, 'utf8'))?.sampleRate;
    return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 0;
  } catch {
    return 0;
  }
}

export function writeSampleRateSetting(/** @type {string} */ root, /** @type {number} */ rate) {
  if (!(rate >= 0 && rate <= 1)) throw new Error(`A sample rate is from 0 to 1, not ${rate}.`);
  assertDeployRoot(root);
  mkdirSync(join(root, VITALS_FOLDER), { recursive: true, mode: 0o755 });
  writeFileAtomically(join(root, VITALS_FOLDER, SETTINGS_FILE), JSON.stringify({ sampleRate: rate }, null, 2) + '\n');
}

/** A HEAD is no page view. */
export const BEACON_METHOD = 'GET';

/** The site's own pages send `same-origin`, an old browser no header: another site's page may not report. */
export const BEACON_FETCH_SITES = ['', 'same-origin'];

const RELEASE_FOLDER = /^[0-9a-f]{12}$/;

/** `<package>:<build id>` of each release on disk, live or not yet pruned: what a beacon may name. */
export async function releasesOnDiskNow(/** @type {string} */ root) {
  const lists = await Promise.all(
    [SHELL, ...REMOTES].map(async (pkg) =>
      (await readdir(join(root, pkg)).catch(() => /** @type {string[]} */ ([])))
        .filter((name) => RELEASE_FOLDER.test(name))
        .map((name) => `${pkg}:${name}`),
    ),
  );
  return lists.flat();
}
