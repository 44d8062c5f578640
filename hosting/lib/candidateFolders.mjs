// A section's candidate release as both hosts find it in a deploy root (docs/hosting.md, "Preview and
// canary"): its folders and the files only the deploy reads. The deploy writes them with the functions here
// (hosting/deploy/candidateReleases.mjs decides when); nginx's config reads the same names.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Everything about candidates in a deploy root, outside every folder a host serves as files. */
export const CANDIDATES_FOLDER = 'candidates';
/** One folder per preview, named by its token: `remotes.json` and `composed/` for the section's routes. */
export const PREVIEWS_FOLDER = `${CANDIDATES_FOLDER}/previews`;
/** The canary: `remotes.json`, `composed/`, and `buckets/<n>`, a link to it for each bucket it is given to. */
export const CANARY_FOLDER = `${CANDIDATES_FOLDER}/canary`;
export const CANARY_BUCKETS_FOLDER = `${CANARY_FOLDER}/buckets`;
/** The key that signs preview links (mode 600), never served. */
export const PREVIEW_KEY_FILE = `${CANDIDATES_FOLDER}/preview-key`;
/** nginx's directive that checks a preview link with the key (mode 600): the config includes it, and reads it at each load. */
export const PREVIEW_KEY_INCLUDE_FILE = `${CANDIDATES_FOLDER}/preview-key.conf`;
/** The previews folder lists every open preview's token: others may pass through it (nginx's workers), not read it. */
const PREVIEWS_FOLDER_MODE = 0o711;

/** A preview's token: 128 random bits, in hex. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;
/** A bucket as the canary's cookie holds it. */
export const BUCKET_PATTERN = /^(?:[0-9]|[1-9][0-9])$/;

/**
 * The folder of every preview, made mode 711 (an older root's made so too): its listing, the open
 * previews' tokens, is for its owner alone.
 * @param {string} root
 */
export function makePreviewsFolder(root) {
  const folder = join(root, PREVIEWS_FOLDER);
  mkdirSync(join(root, CANDIDATES_FOLDER), { recursive: true, mode: 0o755 });
  mkdirSync(folder, { recursive: true, mode: PREVIEWS_FOLDER_MODE });
  if ((statSync(folder).mode & 0o777) !== PREVIEWS_FOLDER_MODE) chmodSync(folder, PREVIEWS_FOLDER_MODE);
  writeFileSync(join(root, PREVIEWS_EXIST_FILE), '');
  return folder;
}

/**
 * Removes a preview's folder, and the previews' folder with the file that says a preview exists
 * once it holds none. @param {string} root @param {string} token
 */
export function removePreviewFolder(root, token) {
  rmSync(previewFolder(root, token), { recursive: true, force: true });
  try {
    rmdirSync(join(root, PREVIEWS_FOLDER));
    rmSync(join(root, PREVIEWS_EXIST_FILE), { force: true });
  } catch {
    // Another preview's folder is still there (or none was ever made).
  }
}

/**
 * Gives the canary to buckets 0 to percent − 1, a link to its folder each (nginx finds it by path,
 * no reload); a visitor keeps their bucket, so raising the share keeps everyone who had it.
 * @param {string} root @param {number} percent
 */
export function setCanaryBuckets(root, percent) {
  const folder = join(root, CANARY_BUCKETS_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  const present = new Set(readdirSync(folder));
  for (let bucket = 0; bucket < percent; bucket++)
    if (!present.has(String(bucket))) symlinkSync('..', join(folder, String(bucket)));
  for (const name of present) if (!(Number(name) < percent)) rmSync(join(folder, name), { force: true });
}

/**
 * Removes what a candidate showed: its canary (the buckets first, so each visitor is back on the
 * live release) and its preview. @param {string} root @param {{ preview?: { token: string }, canary?: object }} shown
 */
export function removeCandidateFolders(root, shown) {
  if (shown.canary) {
    rmSync(join(root, CANARY_BUCKETS_FOLDER), { recursive: true, force: true });
    rmSync(join(root, CANARY_FOLDER), { recursive: true, force: true });
  }
  if (shown.preview) removePreviewFolder(root, shown.preview.token);
}

/**
 * There while any preview is: the hosts then send `Vary: Cookie` with pages and the manifest. A
 * file beside the previews' folder, which nginx's workers cannot open to test (mode 711).
 */
export const PREVIEWS_EXIST_FILE = `${CANDIDATES_FOLDER}/previews-exist`;

/** A preview's folder. @param {string} root @param {string} token */
export function previewFolder(root, token) {
  if (!TOKEN_PATTERN.test(token)) throw new Error(`Not a preview token: ${token}`);
  return join(root, PREVIEWS_FOLDER, token);
}

/** The canary's folder for a bucket, if the canary is given to it (its link is there). @param {string} root @param {string} bucket */
export function canaryFolderOf(root, bucket) {
  if (!BUCKET_PATTERN.test(bucket)) return undefined;
  const link = join(root, CANARY_BUCKETS_FOLDER, bucket);
  return existsSync(link) ? link : undefined;
}

/** Whether a canary runs: its buckets are there. @param {string} root */
export const canaryRuns = (root) => existsSync(join(root, CANARY_BUCKETS_FOLDER));

/**
 * Writes a file of `candidates/` that only its owner may read, created with mode 600 (never
 * loosened, then narrowed): a new file first, then moved into place, or linked there only if
 * nothing is (`replace: false`: whoever made it first wins, and no reader sees it half written).
 * @param {string} root @param {string} name @param {string} content @param {{ replace: boolean }} options
 */
export function writeSecret(root, name, content, { replace }) {
  mkdirSync(join(root, CANDIDATES_FOLDER), { recursive: true, mode: 0o755 });
  const file = join(root, name);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { flag: 'wx', mode: 0o600 });
  try {
    if (replace) renameSync(temporary, file);
    else linkSync(temporary, file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
