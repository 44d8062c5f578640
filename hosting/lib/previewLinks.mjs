// Preview links: the key that signs them, a link's token, expiry and signature, and checking one.
import crypto, { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREVIEW_KEY_FILE, PREVIEW_KEY_INCLUDE_FILE, TOKEN_PATTERN, writeSecret } from './candidateFolders.mjs';

/** A preview link's value: `<token>.<expiry, seconds since the epoch>.<signature>`. */
export const PREVIEW_VALUE_PATTERN = new RegExp(
  String.raw`^(?<token>${TOKEN_PATTERN.source.slice(1, -1)})\.(?<expires>[0-9]{1,12})\.(?<signature>[A-Za-z0-9_-]{22})$`,
);
/** A preview lasts 7 days unless the deploy says otherwise, and never more than 30. */
export const DEFAULT_PREVIEW_DAYS = 7;
export const MAX_PREVIEW_DAYS = 30;
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

/** The answer to a preview link that no longer opens anything, in both languages. */
export const PREVIEW_GONE_TEXT =
  'This preview link has ended or expired. Ask the section team for a new one; the live site is at the same address without "?preview=".\n' +
  'Ce lien d’aperçu a pris fin ou a expiré. Demandez-en un nouveau à l’équipe de la rubrique ; le site en ligne est à la même adresse, sans « ?preview= ».\n';
