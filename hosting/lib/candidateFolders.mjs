// A section's candidate release as both hosts find it in a deploy root: a release published but not
// live, shown to one browser through a preview link, or to a share of visitors as a canary
// (docs/hosting.md, "Preview and canary"). What is on disk, how a preview link is signed and read,
// which bucket a visitor is in, and the cookies the hosts set. The deploy writes the folders
// (hosting/deploy/candidateReleases.mjs); nginx reads them by the same names (site.conf.template).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUCKETS, CANARY_COOKIE, PREVIEW_COOKIE } from '../../shared/src/releaseChoice.mjs';
import { writeFileAtomically } from './deployRoot.mjs';

/** Everything about candidates in a deploy root, outside every folder a host serves as files. */
export const CANDIDATES_FOLDER = 'candidates';
/** One folder per preview, named by its token: `remotes.json` and `composed/` for the section's routes. */
export const PREVIEWS_FOLDER = `${CANDIDATES_FOLDER}/previews`;
/** The canary: `remotes.json`, `composed/`, and `buckets/<n>`, a link to it for each bucket it is given to. */
export const CANARY_FOLDER = `${CANDIDATES_FOLDER}/canary`;
export const CANARY_BUCKETS_FOLDER = `${CANARY_FOLDER}/buckets`;
/** The key that signs preview links. Rendered into nginx's config, never served. */
export const PREVIEW_KEY_FILE = `${CANDIDATES_FOLDER}/preview-key`;

/** A preview's token: 128 random bits, in hex. */
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;
/** A preview link's value: `<token>.<expiry, seconds since the epoch>.<signature>`. */
export const PREVIEW_VALUE_PATTERN = /^(?<token>[0-9a-f]{32})\.(?<expires>[0-9]{1,12})\.(?<signature>[A-Za-z0-9_-]{22})$/;
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
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|lighthouse/i;

/** The key that signs preview links, made the first time it is needed. @param {string} root */
export function previewKey(root) {
  const file = join(root, PREVIEW_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(join(root, CANDIDATES_FOLDER), { recursive: true, mode: 0o755 });
    writeFileAtomically(file, `${randomBytes(32).toString('hex')}\n`);
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}

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
  if (previewSignature(token, Number(expires), key) !== signature) return undefined;
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
 * The Set-Cookie values both hosts send. `secure` over https (a cookie marked Secure is refused
 * over plain http). HttpOnly: no script of the site reads either.
 * @param {boolean} secure
 */
export function cookieHeaders(secure) {
  const attributes = `${COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`;
  return {
    /** @param {string} value */
    openPreview: (value) => `${PREVIEW_COOKIE}=${value}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`,
    endPreview: `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes}`,
    /** @param {string} bucket */
    keepBucket: (bucket) => `${CANARY_COOKIE}=${bucket}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`,
  };
}

/** The answer to a preview link that no longer opens anything, in both languages. */
export const PREVIEW_GONE_TEXT =
  'This preview link has ended or expired. Ask the section team for a new one; the live site is at the same address without "?preview=".\n' +
  'Ce lien d’aperçu a pris fin ou a expiré. Demandez-en un nouveau à l’équipe de la rubrique ; le site en ligne est à la même adresse, sans « ?preview= ».\n';
