// A section's candidate release as both hosts find it in a deploy root (docs/hosting.md, "Preview and
// canary"): its folders, preview links and their signature, buckets, cookies. The deploy writes the folders
// with the functions here (hosting/deploy/candidateReleases.mjs decides when); nginx's config reads the same names.
import crypto, { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { BUCKETS, CANARY_COOKIE, PREVIEW_COOKIE } from '../../shared/src/releaseChoice.mjs';

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
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;
/** A preview link's value: `<token>.<expiry, seconds since the epoch>.<signature>`. */
export const PREVIEW_VALUE_PATTERN =
  /^(?<token>[0-9a-f]{32})\.(?<expires>[0-9]{1,12})\.(?<signature>[A-Za-z0-9_-]{22})$/;
/** A bucket as the canary's cookie holds it. */
export const BUCKET_PATTERN = /^(?:[0-9]|[1-9][0-9])$/;

/** A preview lasts 7 days unless the deploy says otherwise, and never more than 30. */
export const DEFAULT_PREVIEW_DAYS = 7;
export const MAX_PREVIEW_DAYS = 30;
/** Both cookies' lifetime in the browser: a preview's is checked by its signature, a bucket is kept while a canary may run. */
export const COOKIE_MAX_AGE_SECONDS = MAX_PREVIEW_DAYS * 24 * 3600;

/**
 * Robots and link-preview fetchers: never given a bucket, so they read the live release only (a
 * page they index is the one every visitor gets). Matched case-insensitively in the User-Agent.
 */
export const CRAWLER_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|lighthouse|googleother|google-inspectiontool/i;

/**
 * The key that signs preview links, made the first time it is needed, with the file nginx's config
 * includes (an older root's key gets the file then).
 * @param {string} root
 */
export function previewKey(root) {
  const file = join(root, PREVIEW_KEY_FILE);
  if (!existsSync(file))
    writeSecret(root, PREVIEW_KEY_FILE, `${randomBytes(32).toString('hex')}\n`, { replace: false });
  const key = readFileSync(file, 'utf8').trim();
  if (!existsSync(join(root, PREVIEW_KEY_INCLUDE_FILE)))
    writeSecret(root, PREVIEW_KEY_INCLUDE_FILE, previewKeyDirective(key), { replace: false });
  return key;
}

/**
 * A new key, in place of the root's: every preview link given so far stops opening anything (410).
 * The embedded host reads the key at each request; an nginx reads it when it loads its config.
 * Run inside the deploy lock (hosting/deploy/candidateReleases.mjs, rotatePreviewKey): no link is
 * signed meanwhile.
 * @param {string} root
 */
export function replacePreviewKey(root) {
  const key = randomBytes(32).toString('hex');
  writeSecret(root, PREVIEW_KEY_FILE, `${key}\n`, { replace: true });
  writeSecret(root, PREVIEW_KEY_INCLUDE_FILE, previewKeyDirective(key), { replace: true });
  return key;
}

/**
 * nginx's check of a preview's signature with the key (the config's maps name the
 * variables): what previewSignature computes.
 * @param {string} key
 */
const previewKeyDirective = (key) => `secure_link_md5 "$mboa_pv_expires$mboa_pv_token ${key}";\n`;

/**
 * Writes a file of `candidates/` that only its owner may read, created with mode 600 (never
 * loosened, then narrowed): a new file first, then moved into place, or linked there only if
 * nothing is (`replace: false`: whoever made it first wins, and no reader sees it half written).
 * @param {string} root @param {string} name @param {string} content @param {{ replace: boolean }} options
 */
function writeSecret(root, name, content, { replace }) {
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

/** A new preview token: unguessable. */
export const newPreviewToken = () => randomBytes(16).toString('hex');

/**
 * The signature of a preview's token and expiry: what nginx's secure_link module computes from
 * `secure_link_md5 "$expires$token <key>"` (MD5, base64url without padding). The token itself is
 * the secret that opens the preview; the signature only stops anyone moving its expiry.
 * @param {string} token @param {number} expiresSeconds @param {string} key
 */
export function previewSignature(token, expiresSeconds, key) {
  return createHash('md5').update(`${expiresSeconds}${token} ${key}`).digest('base64url');
}

/** A preview link's value. @param {string} token @param {number} expiresAtMs @param {string} key */
export function previewValue(token, expiresAtMs, key) {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${token}.${expires}.${previewSignature(token, expires, key)}`;
}

/**
 * The token of a preview link's value (from the link or the cookie) while it is signed with this
 * root's key and not expired; undefined otherwise.
 * @param {string | undefined} value @param {string} key @param {number} now ms
 */
export function validPreviewToken(value, key, now) {
  const groups = PREVIEW_VALUE_PATTERN.exec(value ?? '')?.groups;
  if (!groups) return undefined;
  const { token, expires, signature } = /** @type {{ token: string, expires: string, signature: string }} */ (groups);
  // Compared in constant time: how long a refusal takes says nothing of the right signature.
  const expected = Buffer.from(previewSignature(token, Number(expires), key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  return Number(expires) * 1000 > now ? token : undefined;
}

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

/** A new visitor's bucket, drawn at random. */
export const newBucket = () => String(randomInt(BUCKETS));

/** Both cookies' attributes, besides their lifetime (and Secure over https). */
export const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

/**
 * Over https a cookie's name takes this prefix: the browser then keeps it only as Secure, for the
 * whole site and this host alone (no Domain), so no sibling subdomain can set or shadow it.
 * Over plain http (a local host) no such cookie can exist, and the plain name is used.
 */
export const HOST_ONLY_PREFIX = '__Host-';

/** A cookie's name over https (`secure`) or plain http. @param {string} name @param {boolean} secure */
export const cookieNameOf = (name, secure) => `${secure ? HOST_ONLY_PREFIX : ''}${name}`;

/**
 * The Set-Cookie values both hosts send. `secure` over https (a cookie marked Secure is refused
 * over plain http). HttpOnly: no script of the site reads either.
 * @param {boolean} secure
 */
export function cookieHeaders(secure) {
  const attributes = `${COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`;
  const [preview, bucket] = [cookieNameOf(PREVIEW_COOKIE, secure), cookieNameOf(CANARY_COOKIE, secure)];
  return {
    /** @param {string} value */
    openPreview: (value) => `${preview}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`,
    endPreview: `${preview}=; Max-Age=0; ${attributes}`,
    /** @param {string} kept */
    keepBucket: (kept) => `${bucket}=${kept}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`,
  };
}

/** The answer to a preview link that no longer opens anything, in both languages. */
export const PREVIEW_GONE_TEXT =
  'This preview link has ended or expired. Ask the section team for a new one; the live site is at the same address without "?preview=".\n' +
  'Ce lien d’aperçu a pris fin ou a expiré. Demandez-en un nouveau à l’équipe de la rubrique ; le site en ligne est à la même adresse, sans « ?preview= ».\n';
