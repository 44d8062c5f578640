// Which release a page or the manifest comes from: a valid preview's, else the canary's for the
// visitor's bucket, else the live one; `?preview=<value>` opens a preview, `?preview=end` ends it.
// Names: hosting/lib/candidateFolders.mjs. nginx's copy: release-choice.conf.template.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUCKET_PATTERN,
  CANARY_BUCKETS_FOLDER,
  canaryFolderOf,
  canaryRuns,
  CANDIDATES_FOLDER,
  PREVIEW_KEY_FILE,
  previewFolder,
  PREVIEWS_EXIST_FILE,
  PREVIEWS_FOLDER,
} from '../lib/candidateFolders.mjs';
import { PREVIEW_GONE_TEXT, PREVIEW_VALUE_PATTERN, validPreviewToken } from '../lib/previewLinks.mjs';
import {
  COOKIE_ATTRIBUTES,
  COOKIE_MAX_AGE_SECONDS,
  cookieHeaders,
  cookieNameOf,
  CRAWLER_PATTERN,
  HOST_ONLY_PREFIX,
  newBucket,
} from '../lib/releaseCookies.mjs';
import { now } from '../../shared/src/clock.mjs';
import {
  BUCKETS,
  CANARY_COOKIE,
  END_PREVIEW,
  PREVIEW_COOKIE,
  PREVIEW_PARAMETER,
} from '../../shared/src/releaseChoice.mjs';
import { nginxParts, nginxQuoted } from '../lib/nginxTemplate.mjs';
import { COMPOSED_FOLDER } from '../lib/routes.mjs';
import { CANARY_CACHE_CONTROL, CANDIDATE_VARY, PREVIEW_HEADERS } from '../lib/policy.mjs';

// candidate: where a page or the manifest is looked for first, and its answer's headers there;
// headers: any answer's; cookies: Set-Cookie values (a new visitor's bucket).
/** @typedef {{ candidate?: { folder: string, headers: Record<string, string> }, headers: Record<string, string>, cookies: string[] }} ReleaseChoice */

export function releaseChooser(/** @type {string} */ root) {
  /** Read on each use, once a preview has made it. */
  const key = () => {
    const file = join(root, PREVIEW_KEY_FILE);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  };
  /** A preview's token while its value is valid and its folder is there. */
  const openPreviewToken = (/** @type {string | undefined} */ value) => {
    const signingKey = key();
    const token = signingKey ? validPreviewToken(value, signingKey, now()) : undefined;
    return token && existsSync(previewFolder(root, token)) ? token : undefined;
  };

  return {
    choose(/** @type {import('node:http').IncomingMessage} */ req, /** @type {boolean} */ https) {
      const cookies = cookiesOf(req);
      const previewToken = openPreviewToken(cookies[cookieNameOf(PREVIEW_COOKIE, https)]);
      const preview = previewToken
        ? { candidate: { folder: previewFolder(root, previewToken), headers: { ...PREVIEW_HEADERS } } }
        : {};
      // While a preview or a canary exists, a page depends on the visitor's cookies.
      const vary = /** @type {Record<string, string>} */ (
        existsSync(join(root, PREVIEWS_EXIST_FILE)) ? { Vary: `Accept-Encoding, ${CANDIDATE_VARY}` } : {}
      );
      if (!canaryRuns(root)) return { ...preview, headers: vary, cookies: [] };
      // While a canary runs, each page depends on the visitor's bucket: no shared cache keeps it.
      const headers = { 'Cache-Control': CANARY_CACHE_CONTROL, Vary: `Accept-Encoding, ${CANDIDATE_VARY}` };
      if (CRAWLER_PATTERN.test(req.headers['user-agent'] ?? '')) return { ...preview, headers, cookies: [] };
      // Kept through a preview: when it ends, the canary is the visitor's as before.
      const kept = cookies[cookieNameOf(CANARY_COOKIE, https)];
      const bucket = kept !== undefined && BUCKET_PATTERN.test(kept) ? kept : newBucket();
      const cookiesToSet = bucket === kept ? [] : [cookieHeaders(https).keepBucket(bucket)];
      const canary = canaryFolderOf(root, bucket);
      const candidate = preview.candidate ?? (canary ? { folder: canary, headers: {} } : undefined);
      return { ...(candidate ? { candidate } : {}), headers, cookies: cookiesToSet };
    },
    /** @returns {{ status: 303 | 410, cookie: string } | undefined} */
    previewLink(/** @type {import('node:http').IncomingMessage} */ req, /** @type {boolean} */ https) {
      const value = new URL(req.url ?? '/', 'http://host').searchParams.get(PREVIEW_PARAMETER);
      if (value === null) return undefined;
      const cookie = cookieHeaders(https);
      if (value === END_PREVIEW) return { status: 303, cookie: cookie.endPreview };
      return openPreviewToken(value)
        ? { status: 303, cookie: cookie.openPreview(value) }
        : { status: 410, cookie: cookie.endPreview };
    },
  };
}

/** By name; the first of a name wins, as nginx's $cookie_ does. */
function cookiesOf(/** @type {import('node:http').IncomingMessage} */ req) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

export const releaseChoiceForNginx = (/** @type {import('../lib/nginxTemplate.mjs').NginxSite} */ { root }) =>
  nginxParts(new URL('./release-choice.conf.template', import.meta.url), {
    SITE_ROOT: root,
    COMPOSED_FOLDER,
    CANDIDATES_FOLDER,
    PREVIEWS_FOLDER,
    CANARY_BUCKETS_FOLDER,
    PREVIEWS_EXIST_FILE,
    PREVIEW_COOKIE,
    CANARY_COOKIE,
    HOST_ONLY_PREFIX,
    COOKIE_MAX_AGE: String(COOKIE_MAX_AGE_SECONDS),
    COOKIE_ATTRIBUTES,
    END_PREVIEW,
    // Named groups nginx sets as variables ($mboa_pv_token, …), read by secure_link.
    PREVIEW_VALUE_PATTERN: nginxQuoted(
      PREVIEW_VALUE_PATTERN.source.replace(/\?<(token|expires|signature)>/g, '?<mboa_pv_$1>'),
    ),
    PREVIEW_GONE_TEXT: nginxQuoted(PREVIEW_GONE_TEXT).replaceAll('\n', '\\n'),
    CRAWLER_PATTERN: nginxQuoted(CRAWLER_PATTERN.source),
    BUCKET_PATTERN: BUCKET_PATTERN.source.replace(/^\^|\$$/g, ''),
    NEW_BUCKETS: Array.from({ length: BUCKETS }, (_, bucket) =>
      bucket < BUCKETS - 1 ? `${100 / BUCKETS}% ${bucket};` : `* ${bucket};`,
    ).join('\n'),
    CANDIDATE_VARY,
  });
