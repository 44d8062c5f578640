// The release choice's cookies (a preview's, a canary bucket's) and the visitors never given a bucket.
import { randomInt } from 'node:crypto';
import { BUCKETS, CANARY_COOKIE, PREVIEW_COOKIE } from '../../shared/src/releaseChoice.mjs';
import { MAX_PREVIEW_DAYS } from './previewLinks.mjs';

/** Both cookies' lifetime in the browser: a preview's is checked by its signature, a bucket is kept while a canary may run. */
export const COOKIE_MAX_AGE_SECONDS = MAX_PREVIEW_DAYS * 24 * 3600;

/**
 * Robots and link-preview fetchers: never given a bucket, so they read the live release only (a
 * page they index is the one every visitor gets). Matched case-insensitively in the User-Agent.
 */
export const CRAWLER_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|lighthouse|googleother|google-inspectiontool/i;

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
