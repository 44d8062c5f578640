// The embedded host's choice of release for a page or the manifest (what nginx does with its maps
// and try_files, site.conf.template): a browser with a valid preview cookie gets the preview's
// files, a visitor whose bucket the canary is given to gets the canary's, anyone else the live
// ones. A page address with `?preview=<value>` opens a preview, `?preview=end` ends it. The rules
// and names: hosting/lib/candidateFolders.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUCKET_PATTERN,
  CRAWLER_PATTERN,
  PREVIEWS_EXIST_FILE,
  PREVIEW_KEY_FILE,
  canaryFolderOf,
  canaryRuns,
  cookieNameOf,
  cookieHeaders,
  newBucket,
  previewFolder,
  validPreviewToken,
} from '../lib/candidateFolders.mjs';
import { now } from '../../shared/src/clock.mjs';
import { CANARY_COOKIE, END_PREVIEW, PREVIEW_COOKIE, PREVIEW_PARAMETER } from '../../shared/src/releaseChoice.mjs';
import { CANARY_CACHE_CONTROL, CANDIDATE_VARY, PREVIEW_HEADERS } from '../lib/policy.mjs';

/**
 * @typedef {object} ReleaseChoice
 * @property {{ folder: string, headers: Record<string, string> }} [candidate] where to look for the
 *   page or the manifest first (a preview's or the canary's folder), and the headers of an answer
 *   found there
 * @property {Record<string, string>} headers the headers of any answer (while a canary runs, a
 *   page depends on the visitor's bucket)
 * @property {string[]} cookies Set-Cookie values (a new visitor's bucket)
 */

/**
 * @param {string} root the deploy root
 * @returns {{ choose: (req: import('node:http').IncomingMessage, https: boolean) => ReleaseChoice,
 *   previewLink: (req: import('node:http').IncomingMessage, https: boolean) => { status: 303 | 410, cookie: string } | undefined }}
 */
export function releaseChooser(root) {
  /** The key, once a preview has made it: read on each use, it is one small file. */
  const key = () => {
    const file = join(root, PREVIEW_KEY_FILE);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  };
  /** A preview's token while its value is valid and its folder is there. @param {string | undefined} value */
  const openPreviewToken = (value) => {
    const signingKey = key();
    const token = signingKey ? validPreviewToken(value, signingKey, now()) : undefined;
    return token && existsSync(previewFolder(root, token)) ? token : undefined;
  };

  return {
    choose(req, https) {
      const cookies = cookiesOf(req);
      const previewToken = openPreviewToken(cookies[cookieNameOf(PREVIEW_COOKIE, https)]);
      const preview = previewToken ? { candidate: { folder: previewFolder(root, previewToken), headers: { ...PREVIEW_HEADERS } } } : {};
      // While a preview or a canary exists, a page depends on the visitor's cookies.
      /** @type {Record<string, string>} */
      const vary = existsSync(join(root, PREVIEWS_EXIST_FILE)) ? { Vary: `Accept-Encoding, ${CANDIDATE_VARY}` } : {};
      if (!canaryRuns(root)) return { ...preview, headers: vary, cookies: [] };
      // While a canary runs, each page depends on the visitor's bucket: no shared cache keeps it.
      const headers = { 'Cache-Control': CANARY_CACHE_CONTROL, Vary: `Accept-Encoding, ${CANDIDATE_VARY}` };
      if (CRAWLER_PATTERN.test(req.headers['user-agent'] ?? '')) return { ...preview, headers, cookies: [] };
      // A visitor keeps their bucket, a preview or not: when the preview ends, the canary is theirs as before.
      const kept = cookies[cookieNameOf(CANARY_COOKIE, https)];
      const bucket = kept !== undefined && BUCKET_PATTERN.test(kept) ? kept : newBucket();
      const cookiesToSet = bucket === kept ? [] : [cookieHeaders(https).keepBucket(bucket)];
      const canary = canaryFolderOf(root, bucket);
      const candidate = preview.candidate ?? (canary ? { folder: canary, headers: {} } : undefined);
      return { ...(candidate ? { candidate } : {}), headers, cookies: cookiesToSet };
    },
    previewLink(req, https) {
      const value = new URL(req.url ?? '/', 'http://host').searchParams.get(PREVIEW_PARAMETER);
      if (value === null) return undefined;
      const cookie = cookieHeaders(https);
      if (value === END_PREVIEW) return { status: 303, cookie: cookie.endPreview };
      return openPreviewToken(value) ? { status: 303, cookie: cookie.openPreview(value) } : { status: 410, cookie: cookie.endPreview };
    },
  };
}

/** A request's cookies, by name (the first of a name wins, as nginx's $cookie_ does). @param {import('node:http').IncomingMessage} req */
function cookiesOf(req) {
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
