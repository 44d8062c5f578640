// What both hosts send: caching, security headers, methods, statements (docs/decisions/two-hosts-one-policy.md).
import { BOOT_SCRIPT_HASHES } from '../../shared/src/bootScript.mjs';
import { PREVIEWS_FOLDER } from './candidateFolders.mjs';
import { CSP_REPORTS_SETTING_FILE, CSP_REPORT_PATH } from './cspReports.mjs';
import { REMOTES } from './deployRoot.mjs';
import { nginxParts, nginxQuoted } from './nginxTemplate.mjs';

export const ALLOWED_METHODS = ['GET', 'HEAD'];

export const STATEMENTS_PREFIX = '/statements/';
export const STATEMENT_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const ASSET_RESOURCE_POLICY = 'same-origin';
/** A remote on a port of its own is another origin of the same site. */
export const REMOTE_PORT_RESOURCE_POLICY = 'same-site';
export const ASSET_PATH = /^\/(assets|remotes|pagefind)\//;

export const CANDIDATE_VARY = 'Cookie';
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'CDN-Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};
export const CANARY_CACHE_CONTROL = 'private, no-cache';

// Per client, as nginx's `limit_req rate=<perMinute>r/m burst=<burst> nodelay`.
export const STATEMENT_RATE_LIMIT = { perMinute: 30, burst: 10 };
export const STATEMENT_NOT_FOUND_RATE_LIMIT = { perMinute: 1, burst: 5 };
export const VITALS_RATE_LIMIT = { perMinute: 30, burst: 20 };

export const HSTS = 'max-age=63072000; includeSubDomains';

const ONE_YEAR = 31_536_000;

/** First match wins. */
export const CACHE_RULES = [
  { pattern: /^\/statements\//, cacheControl: STATEMENT_HEADERS['Cache-Control'] },
  { pattern: /^\/vitals$/, cacheControl: 'no-store' },
  { pattern: /(^|\/)([^/]+\.html|remotes\.json|remoteEntry\.js)$/, cacheControl: 'no-cache' },
  { pattern: /^\/sw\.js$/, cacheControl: 'no-cache' },
  {
    pattern: /\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|jpe?g|webp|avif|woff2?)$/,
    cacheControl: `public, max-age=${ONE_YEAR}, immutable`,
  },
  // A search bundle's files named by their content's hash (hosting/deploy/searchIndex.mjs).
  {
    pattern: /\/pagefind\/.+_[0-9a-f]{7,}\.pf_(meta|index|fragment|filter)$/,
    cacheControl: `public, max-age=${ONE_YEAR}, immutable`,
  },
  { pattern: /\.[A-Za-z0-9]+$/, cacheControl: 'public, max-age=3600' },
];
export const DEFAULT_CACHE_CONTROL = 'no-cache';
export const ERROR_CACHE_CONTROL = 'no-store';

export function cacheControlFor(/** @type {string} */ pathname, status = 200) {
  if (status >= 400)
    return pathname.startsWith(STATEMENTS_PREFIX) ? STATEMENT_HEADERS['Cache-Control'] : ERROR_CACHE_CONTROL;
  return CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.cacheControl ?? DEFAULT_CACHE_CONTROL;
}

export function contentSecurityPolicy(/** @type {string[]} */ remoteOrigins = [], { reports = false } = {}) {
  const self = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    // Site search's engine (Pagefind) compiles WebAssembly: no other eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...BOOT_SCRIPT_HASHES, ...remoteOrigins].join(' '),
    "style-src 'self'",
    // data: for the icon every page holds.
    `img-src ${self} data:`,
    "font-src 'self'",
    // A section's search bundles are fetched from its origin.
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(reports ? [`report-uri ${CSP_REPORT_PATH}`] : []),
  ].join('; ');
}

/** Files that could run script if opened as a document. */
export const ACTIVE_FILE_CONTENT_TYPE = /^(image\/svg\+xml|application\/pdf)/i;
export const ACTIVE_FILE_POLICY = "default-src 'none'; sandbox";

export const EVERY_RESPONSE_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/** A page's headers go with every answer sent as HTML, whatever its path. */
export const DOCUMENT_CONTENT_TYPE = /^text\/html/i;

export function documentHeaders(
  /** @type {string[]} */ remoteOrigins = [],
  /** @type {{ reports?: boolean }} */ options = {},
) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins, options),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const headerVariable = (/** @type {string} */ name) => `$mboa_${name.toLowerCase().replace(/-/g, '_')}`;

function documentHeaderMaps() {
  const [off, on] = [documentHeaders([]), documentHeaders([], { reports: true })];
  const type = (/** @type {RegExp} */ pattern) => pattern.source.replace(/^\^/, '');
  return Object.entries(off)
    .map(([name, value]) => {
      const entries = [
        `"~*^1:${type(DOCUMENT_CONTENT_TYPE)}" "${nginxQuoted(on[/** @type {keyof typeof on} */ (name)])}";`,
        `"~*^0?:${type(DOCUMENT_CONTENT_TYPE)}" "${nginxQuoted(value)}";`,
      ];
      if (name === 'Content-Security-Policy')
        entries.push(`"~*^[01]?:${type(ACTIVE_FILE_CONTENT_TYPE)}" "${ACTIVE_FILE_POLICY}";`);
      return [
        `map "$mboa_csp_reports:$sent_http_content_type" ${headerVariable(name)} {`,
        ...[...entries, 'default "";'].map((entry) => `  ${entry}`),
        '}',
      ].join('\n');
    })
    .join('\n');
}

export const headersForNginx = (/** @type {import('./nginxTemplate.mjs').NginxSite} */ { root }) =>
  nginxParts(new URL('./headers.conf.template', import.meta.url), {
    EVERY_RESPONSE_HEADERS: Object.entries(EVERY_RESPONSE_HEADERS)
      .map(([name, value]) => `add_header ${name} "${nginxQuoted(value)}" always;`)
      .join('\n'),
    DOCUMENT_HEADERS: Object.keys(documentHeaders())
      .map((name) => `add_header ${name} ${headerVariable(name)} always;`)
      .join('\n'),
    DOCUMENT_HEADER_MAPS: documentHeaderMaps(),
    HSTS,
    STATEMENTS_PREFIX,
    ASSET_RESOURCE_POLICY,
    ASSET_PATH: ASSET_PATH.source,
    REMOTES_REGEX: REMOTES.join('|'),
    SITE_ROOT: root,
    CSP_REPORTS_SETTING_FILE,
  });

export const cachingForNginx = () =>
  nginxParts(new URL('./caching.conf.template', import.meta.url), {
    CACHE_RULES: CACHE_RULES.map(
      ({ pattern, cacheControl }) => `"~${nginxQuoted(pattern.source)}" "${cacheControl}";`,
    ).join('\n'),
    DEFAULT_CACHE_CONTROL,
    ERROR_CACHE_CONTROL,
    CANARY_CACHE_CONTROL,
    STATEMENTS_PREFIX,
    STATEMENT_ROBOTS: STATEMENT_HEADERS['X-Robots-Tag'],
    PREVIEWS_FOLDER,
    PREVIEW_CACHE_CONTROL: PREVIEW_HEADERS['Cache-Control'],
    PREVIEW_CDN_CACHE_CONTROL: PREVIEW_HEADERS['CDN-Cache-Control'],
    PREVIEW_ROBOTS: PREVIEW_HEADERS['X-Robots-Tag'],
  });
