// Field-speed reporting on a deploy root (docs/field-speed.md): whether it is on, for what share
// of page views, and what a beacon may name. The sample rate is a setting of the deploy root, not
// of a build: remotes.json carries it to the browsers (hosting/deploy/manifest.mjs, writeManifest),
// so turning reporting on or off takes effect for the next page view, with nothing rebuilt.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES, SHELL, assertDeployRoot, writeFileAtomically } from './deployRoot.mjs';
import { VITALS_FOLDER } from './vitalsLog.mjs';

/** The setting's file in a deploy root: `{ "sampleRate": 0.1 }`. No file: reporting is off. */
const SETTINGS_FILE = 'settings.json';

/**
 * A sample rate as an operator writes it: a share of page views from 0 (off) to 1 (every one),
 * as a fraction (`0.1`) or a percentage (`10%`), or `off`. Undefined for anything else.
 * @param {string | undefined} text
 * @returns {number | undefined}
 */
export function parseSampleRate(text) {
  const value = (text ?? '').trim().toLowerCase();
  if (value === 'off') return 0;
  if (!/^(\d+(\.\d+)?|\.\d+)%?$/.test(value)) return undefined;
  const rate = value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : undefined;
}

/**
 * `VITALS_SAMPLE_RATE` for `npm start` and `npm run serve:nginx`: off when unset.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function sampleRateFromEnvironment(env = process.env) {
  if (env.VITALS_SAMPLE_RATE === undefined) return 0;
  const rate = parseSampleRate(env.VITALS_SAMPLE_RATE);
  if (rate === undefined) throw new Error(`VITALS_SAMPLE_RATE is a share of page views from 0 to 1 (0.1 or 10%), or off; not "${env.VITALS_SAMPLE_RATE}".`);
  return rate;
}

/** The deploy root's sample rate: 0 (off) without a setting or with a broken one. @param {string} root */
export function readSampleRate(root) {
  const file = join(root, VITALS_FOLDER, SETTINGS_FILE);
  if (!existsSync(file)) return 0;
  try {
    const rate = JSON.parse(readFileSync(file, 'utf8'))?.sampleRate;
    return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 0;
  } catch {
    return 0;
  }
}

/**
 * Writes the setting only: hosting/deploy/manifest.mjs's setSampleRate writes it and remotes.json
 * together, inside the deploy lock.
 * @param {string} root @param {number} rate
 */
export function writeSampleRateSetting(root, rate) {
  if (!(rate >= 0 && rate <= 1)) throw new Error(`A sample rate is from 0 to 1, not ${rate}.`);
  assertDeployRoot(root);
  // Readable by nginx's workers, which may run as another user.
  mkdirSync(join(root, VITALS_FOLDER), { recursive: true, mode: 0o755 });
  writeFileAtomically(join(root, VITALS_FOLDER, SETTINGS_FILE), JSON.stringify({ sampleRate: rate }, null, 2) + '\n');
}

/** The one method a beacon is sent with (shell/src/vitals/reportVitals.ts): a HEAD is no page view. */
export const BEACON_METHOD = 'GET';

/**
 * The `Sec-Fetch-Site` values a beacon may carry: the site's own pages send `same-origin`; a
 * browser too old to send the header sends none (''). Any other site's page (an image or a fetch
 * pointed at the endpoint, making its visitors report for it) is refused.
 */
export const BEACON_FETCH_SITES = ['', 'same-origin'];

/** Build ids look like this (hosting/deploy/releases.mjs, buildIdOf). */
const RELEASE_FOLDER = /^[0-9a-f]{12}$/;

/**
 * Every release on disk, as `<package>:<build id>`: the ones a beacon may name (a visitor's page
 * may run a release that is no longer live until it is pruned). Read for each beacon, as nginx
 * looks for the release's folder.
 * @param {string} root
 */
export async function releasesOnDiskNow(root) {
  const lists = await Promise.all(
    [SHELL, ...REMOTES].map(async (pkg) =>
      (await readdir(join(root, pkg)).catch(() => /** @type {string[]} */ ([]))).filter((name) => RELEASE_FOLDER.test(name)).map((name) => `${pkg}:${name}`),
    ),
  );
  return lists.flat();
}
