// What every host of the site sends, whichever serves it (the embedded Node host of `npm start`
// or nginx in production): caching, security headers, the methods it answers and the rules for
// statement files. Both hosts are configured from this one module, so they cannot drift apart.
import { BOOT_SCRIPT_HASHES } from '../../shared/src/bootScript.mjs';
import { CSP_REPORT_PATH } from './cspReports.mjs';

/** Methods the site answers; anything else is 405 (the site takes no uploads). */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/** Statement PDFs: never cached by anyone but the visitor's browser session, never indexed. */
export const STATEMENTS_PREFIX = '/statements/';
export const STATEMENT_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Cross-Origin-Resource-Policy': 'same-origin' };

/**
 * The site's files (the shell's and the remotes' /assets/, statements above): no other site may
 * embed them. A remote on a port of its own (the embedded host's local layout) is another origin
 * of the same site, so its files say `same-site` there.
 */
export const ASSET_RESOURCE_POLICY = 'same-origin';
export const REMOTE_PORT_RESOURCE_POLICY = 'same-site';
export const ASSET_PATH = /^\/(assets|remotes)\//;

/** While a preview or a canary exists, a page and the manifest depend on the visitor's cookies. */
export const CANDIDATE_VARY = 'Cookie';

/**
 * A page or manifest answered from a preview (docs/hosting.md, "Preview and canary"): one browser's
 * alone, never kept by a cache nor indexed.
 */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'CDN-Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
/** A page or manifest while a canary runs: it depends on the visitor's bucket, so no shared cache keeps it. */
export const CANARY_CACHE_CONTROL = 'private, no-cache';

/**
 * Per client: 30 statement requests a minute, with a burst of 10 at once (a visitor downloads a
 * statement once or twice; trying 10,000 file names takes more than five hours instead of 4.7 s).
 * Same meaning as nginx's `limit_req rate=30r/m burst=10 nodelay`.
 */
export const STATEMENT_RATE_LIMIT = { perMinute: 30, burst: 10 };

/**
 * Per client, on top of the above: a budget for look-ups that find no file under /statements/ (a
 * visitor following a link never meets one), 1 a minute with a burst of 5, so walking guessed
 * names takes days. nginx: a second `limit_req` zone; a request either refuses counts in neither.
 */
export const STATEMENT_NOT_FOUND_RATE_LIMIT = { perMinute: 1, burst: 5 };

/**
 * Field-speed beacons (shared/src/vitalsBeacon.mjs), per client: a page view sends one, two if the
 * visitor comes back to the tab; 30 a minute with a burst of 20 is far more than anyone browsing
 * sends, and keeps a script from filling the log.
 */
export const VITALS_RATE_LIMIT = { perMinute: 30, burst: 20 };

/** Sent on https only: browsers ignore it over http, and it must never pin localhost. */
export const HSTS = 'max-age=63072000; includeSubDomains';

const ONE_YEAR = 31_536_000;

/**
 * Cache-Control by path, first match wins. Written as regular expressions both hosts understand
 * (the nginx config is generated from the same list). Files whose URL stays the same while their
 * content changes are revalidated on every use; Vite's hashed output is cached for ever.
 * @type {{ pattern: RegExp, cacheControl: string }[]}
 */
export const CACHE_RULES = [
  { pattern: /^\/statements\//, cacheControl: STATEMENT_HEADERS['Cache-Control'] },
  // A beacon's answer is never stored: each is a new measurement.
  { pattern: /^\/vitals$/, cacheControl: 'no-store' },
  { pattern: /(^|\/)([^/]+\.html|remotes\.json|remoteEntry\.js)$/, cacheControl: 'no-cache' },
  // The service worker: a browser checks it on every online page view, and must see a new one at once.
  { pattern: /^\/sw\.js$/, cacheControl: 'no-cache' },
  { pattern: /\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/, cacheControl: `public, max-age=${ONE_YEAR}, immutable` },
  // Other files (favicon, sitemap.xml, robots.txt): an hour.
  { pattern: /\.[A-Za-z0-9]+$/, cacheControl: 'public, max-age=3600' },
];
/** Routes (extension-less paths answered with the shell's index.html). */
export const DEFAULT_CACHE_CONTROL = 'no-cache';

/**
 * Errors are never kept: a 404 for a chunk that a rollout is about to publish, or a 503 during a
 * switch, must not be served from a cache once the file exists. Statements keep their `private`.
 */
export const ERROR_CACHE_CONTROL = 'no-store';

/**
 * @param {string} pathname the normalised path
 * @param {number} [status] the response's status: 400 and above are never cached
 */
export function cacheControlFor(pathname, status = 200) {
  if (status >= 400) return pathname.startsWith(STATEMENTS_PREFIX) ? STATEMENT_HEADERS['Cache-Control'] : ERROR_CACHE_CONTROL;
  return CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.cacheControl ?? DEFAULT_CACHE_CONTROL;
}

/**
 * The Content-Security-Policy sent with every page, strict on its own: scripts from the site's
 * origin and the remotes' a deployment names (none in production, where remotes are under the
 * site's own paths), and the one inline script, the boot script, by its pinned hash. No inline
 * style, no eval.
 * @param {string[]} remoteOrigins e.g. ['http://localhost:5001']
 * @param {{ reports?: boolean }} [options] `reports`: name the endpoint that keeps what it blocked (cspReports.mjs)
 */
export function contentSecurityPolicy(remoteOrigins = [], { reports = false } = {}) {
  const self = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...BOOT_SCRIPT_HASHES, ...remoteOrigins].join(' '),
    "style-src 'self'",
    // data: for the site's icon, which every page holds (shell/index.html): an image never runs.
    `img-src ${self} data:`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(reports ? [`report-uri ${CSP_REPORT_PATH}`] : []),
  ].join('; ');
}

/**
 * Files that could run script if opened as a document (an SVG, a PDF in the browser's viewer):
 * nothing loads, and the document is sandboxed, whatever is inside.
 */
export const ACTIVE_FILE_CONTENT_TYPE = /^(image\/svg\+xml|application\/pdf)/i;
export const ACTIVE_FILE_POLICY = "default-src 'none'; sandbox";

/** On every response (HSTS too, on https): no file is ever run as another type than it is sent as. */
export const EVERY_RESPONSE_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/**
 * Documents: every response sent as HTML (a route's page, the not-found page, index.html however
 * its path was spelled, an error page) gets the headers below, decided by the Content-Type sent.
 * Sent with each script and image as well they would cost about 0.5 KB a response, some 13 KB
 * of a phone's first visit over HTTP/1.1.
 */
export const DOCUMENT_CONTENT_TYPE = /^text\/html/i;

/**
 * The headers of a page (HSTS is added on https only, X-Content-Type-Options on every response).
 * @param {string[]} remoteOrigins
 * @param {{ reports?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function documentHeaders(remoteOrigins = [], options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins, options),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
