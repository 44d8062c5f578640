// The nginx config of a deploy root: `site.conf.template` (this folder) with its values filled in
// from hosting/lib/policy.mjs and the live shell release's route list, written into nginx's
// prefix folder and checked with `nginx -t`. Running nginx on it: process.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../lib/deployRoot.mjs';
import { trustedProxiesFromEnvironment } from '../lib/clients.mjs';
import {
  ACTIVE_FILE_CONTENT_TYPE,
  ACTIVE_FILE_POLICY,
  ALLOWED_METHODS,
  ASSET_PATH,
  ASSET_RESOURCE_POLICY,
  CANDIDATE_VARY,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  DOCUMENT_CONTENT_TYPE,
  ERROR_CACHE_CONTROL,
  EVERY_RESPONSE_HEADERS,
  HSTS,
  CANARY_CACHE_CONTROL,
  PREVIEW_HEADERS,
  STATEMENTS_PREFIX,
  STATEMENT_HEADERS,
  STATEMENT_NOT_FOUND_RATE_LIMIT,
  STATEMENT_RATE_LIMIT,
  VITALS_RATE_LIMIT,
  documentHeaders,
} from '../lib/policy.mjs';
import { BEACON_FETCH_SITES, BEACON_METHOD } from '../lib/vitals.mjs';
import {
  BUCKET_PATTERN,
  CANARY_BUCKETS_FOLDER,
  CANDIDATES_FOLDER,
  COOKIE_ATTRIBUTES,
  COOKIE_MAX_AGE_SECONDS,
  CRAWLER_PATTERN,
  PREVIEWS_FOLDER,
  PREVIEW_GONE_TEXT,
  PREVIEW_KEY_INCLUDE_FILE,
  PREVIEW_VALUE_PATTERN,
  PREVIEWS_EXIST_FILE,
  HOST_ONLY_PREFIX,
  previewKey,
} from '../lib/candidateFolders.mjs';
import { escapeRegExp } from '../../shared/src/lib/escapeRegExp.mjs';
import { BUCKETS, CANARY_COOKIE, END_PREVIEW, PREVIEW_COOKIE } from '../../shared/src/releaseChoice.mjs';
import { VITALS_FOLDER, vitalsLogOf } from '../lib/vitalsLog.mjs';
import {
  CSP_BLOCKED_PATTERN,
  CSP_DIRECTIVE_PATTERN,
  CSP_LOG_FILE,
  CSP_PAGE_PATTERN,
  CSP_REPORTS_SETTING_FILE,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_METHOD,
  CSP_REPORT_PATH,
  MAX_CSP_REPORT_BYTES,
} from '../lib/cspReports.mjs';
import { BEACON_PATH, BEACON_PATTERN, BEACON_VERSION, METRICS, RECORD_FIELDS, captureName } from '../../shared/src/vitalsBeacon.mjs';
import { COMPOSED_FOLDER, COMPOSED_NOT_FOUND_FILE, composedFileMap, notFoundFileMap, readRouteList, readRouteOwners } from '../lib/routes.mjs';

const TEMPLATE = new URL('./site.conf.template', import.meta.url);
export const NGINX_BINARY = process.env.NGINX_BINARY ?? 'nginx';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

/** nginx's error log levels, most verbose first. */
const ERROR_LOG_LEVELS = ['debug', 'info', 'notice', 'warn', 'error', 'crit', 'alert', 'emerg'];

/**
 * @typedef {object} NginxOptions
 * @property {string} root the deploy root
 * @property {number} port plain http, on 127.0.0.1
 * @property {string} prefix nginx's own folder: config, pid, logs, temporary files
 * @property {{ port: number, certificate: string, key: string }} [tls] https as well
 * @property {string[]} [routes] the site's routes (default: the live shell release's routes.json)
 * @property {Record<string, string>} [routeOwners] each route's owner, which a beacon must name
 *   (default: the live shell release's routes.json)
 * @property {string} [errorLogLevel] nginx's error log level (default: NGINX_ERROR_LOG_LEVEL, else
 *   `crit`: nothing a visitor does, since request errors carry the client's address)
 * @property {string[]} [trustedProxies] proxies believed about the client and the scheme
 *   (default: TRUSTED_PROXIES, hosting/lib/clients.mjs)
 */

/**
 * @param {NginxOptions} options
 * @returns {string} the nginx.conf text
 */
export function renderNginxConfig({
  root,
  port,
  prefix,
  tls,
  routes = readRouteList(join(root, SHELL, 'current')),
  routeOwners = readRouteOwners(join(root, SHELL, 'current')),
  trustedProxies = trustedProxiesFromEnvironment(),
  errorLogLevel = process.env.NGINX_ERROR_LOG_LEVEL ?? 'crit',
}) {
  if (!ERROR_LOG_LEVELS.includes(errorLogLevel)) throw new Error(`NGINX_ERROR_LOG_LEVEL is one of ${ERROR_LOG_LEVELS.join(', ')}; not "${errorLogLevel}".`);
  // Inside nginx's double quotes only a quote needs escaping; regex backslashes pass through.
  const quote = (/** @type {string} */ value) => value.replaceAll('"', '\\"');
  const values = {
    PREFIX: prefix,
    ERROR_LOG_LEVEL: errorLogLevel,
    SITE_ROOT: root,
    PORT: String(port),
    TLS_LISTEN: tls
      ? [`    listen 127.0.0.1:${tls.port} ssl;`, `    ssl_certificate ${tls.certificate};`, `    ssl_certificate_key ${tls.key};`].join('\n')
      : '',
    MIME_TYPES,
    STATEMENT_RATE: `${STATEMENT_RATE_LIMIT.perMinute}r/m`,
    STATEMENT_BURST: String(STATEMENT_RATE_LIMIT.burst),
    STATEMENT_NOT_FOUND_RATE: `${STATEMENT_NOT_FOUND_RATE_LIMIT.perMinute}r/m`,
    STATEMENT_NOT_FOUND_BURST: String(STATEMENT_NOT_FOUND_RATE_LIMIT.burst),
    STATEMENT_ROBOTS: STATEMENT_HEADERS['X-Robots-Tag'],
    STATEMENT_CACHE_CONTROL: STATEMENT_HEADERS['Cache-Control'],
    ERROR_CACHE_CONTROL,
    REAL_IP: trustedProxies.length
      ? [...trustedProxies.map((proxy) => `  set_real_ip_from ${proxy};`), '  real_ip_header X-Forwarded-For;', '  real_ip_recursive on;'].join('\n')
      : '',
    TRUSTED_PROXY_RANGES: trustedProxies.map((proxy) => `    ${proxy} 1;`).join('\n'),
    STATEMENTS_PREFIX,
    VITALS_RATE: `${VITALS_RATE_LIMIT.perMinute}r/m`,
    VITALS_BURST: String(VITALS_RATE_LIMIT.burst),
    VITALS_BEACON_PATTERN: quote(BEACON_PATTERN),
    // "<section> <route>", matched case-sensitively (a regex with ~; nginx's plain strings are
    // not): a beacon names a route in the route list's spelling, with the section that owns it.
    VITALS_ROUTES: Object.entries(routeOwners)
      .map(([route, owner]) => `    "~^${quote(escapeRegExp(owner))} ${quote(escapeRegExp(route))}$" 1;`)
      .join('\n'),
    VITALS_METHOD: BEACON_METHOD,
    VITALS_FETCH_SITES: BEACON_FETCH_SITES.map((site) => `    "${quote(site)}" 1;`).join('\n'),
    // A metric not in the beacon is null in the log line (a number otherwise: the pattern allows digits only).
    VITALS_METRIC_MAPS: METRICS.map(({ field }) => `  map $${captureName(field)} $mboa_vitals_${field} {\n    "" null;\n    default $${captureName(field)};\n  }`).join('\n'),
    VITALS_LOG_FORMAT: nginxLogFormat(),
    VITALS_LOG: vitalsLogOf(root),
    BEACON_PATH,
    HSTS,
    ALLOWED_METHODS: ALLOWED_METHODS.join(', '),
    ALLOWED_METHODS_REGEX: ALLOWED_METHODS.join('|'),
    REMOTES_REGEX: REMOTES.join('|'),
    COMPOSED_FOLDER,
    COMPOSED_NOT_FOUND_FILE,
    COMPOSED_NOT_FOUND_NAME: escapeRegExp(COMPOSED_NOT_FOUND_FILE.replace(/\.html$/, '')),
    NOT_FOUND_FILES: notFoundFileMap()
      .map(([pattern, file]) => `    "~*${quote(pattern)}" "${quote(file)}";`)
      .join('\n'),
    ROUTE_COMPOSED_FILES: composedFileMap(routes)
      .map(([pattern, file]) => `    "~*${quote(pattern)}" "${quote(file)}";`)
      .join('\n'),
    CACHE_RULES: [
      // After a route's rewrite, $uri is its composed page (/composed/….html).
      ...CACHE_RULES.map(({ pattern, cacheControl }) => `    "~${quote(pattern.source)}" "${cacheControl}";`),
      `    default "${DEFAULT_CACHE_CONTROL}";`,
    ].join('\n'),
    // One origin: no remote origin to allow. A page's headers go with every HTML response,
    // decided by the Content-Type sent: an empty value (anything else) sends no header.
    // By the type sent and whether reports are on ($mboa_csp_reports); an SVG's or a PDF's policy sandboxes it.
    DOCUMENT_HEADER_MAPS: documentHeaderMaps(),
    CSP_REPORT_PATH,
    CSP_REPORT_METHOD,
    CSP_REPORT_SINK,
    CSP_REPORT_CONTENT_TYPES: CSP_REPORT_CONTENT_TYPES.map(escapeRegExp).join('|'),
    CSP_PAGE_PATTERN: nginxPattern(CSP_PAGE_PATTERN),
    CSP_DIRECTIVE_PATTERN: nginxPattern(CSP_DIRECTIVE_PATTERN),
    CSP_BLOCKED_PATTERN: nginxPattern(CSP_BLOCKED_PATTERN),
    CSP_REPORTS_SETTING_FILE,
    MAX_CSP_REPORT_BYTES: String(MAX_CSP_REPORT_BYTES),
    CSP_LOG: vitalsLogOf(root, CSP_LOG_FILE),
    PREVIEW_COOKIE,
    HOST_ONLY_PREFIX,
    CANARY_COOKIE,
    END_PREVIEW,
    CANDIDATES_FOLDER,
    PREVIEWS_FOLDER,
    CANARY_BUCKETS_FOLDER,
    // Named groups nginx sets as variables ($mboa_pv_token, …), read by secure_link.
    PREVIEW_VALUE_PATTERN: quote(PREVIEW_VALUE_PATTERN.source.replace(/\?<(token|expires|signature)>/g, '?<mboa_pv_$1>')),
    BUCKET_PATTERN: BUCKET_PATTERN.source.replace(/^\^|\$$/g, ''),
    CRAWLER_PATTERN: quote(CRAWLER_PATTERN.source),
    NEW_BUCKETS: Array.from({ length: BUCKETS }, (_, bucket) => (bucket < BUCKETS - 1 ? `    ${100 / BUCKETS}% ${bucket};` : `    * ${bucket};`)).join('\n'),
    COOKIE_MAX_AGE: String(COOKIE_MAX_AGE_SECONDS),
    COOKIE_ATTRIBUTES,
    // The key is not in this file: nginx reads it from the root at each load (writeNginxConfig makes it).
    PREVIEW_KEY_INCLUDE: join(root, PREVIEW_KEY_INCLUDE_FILE),
    PREVIEW_CACHE_CONTROL: PREVIEW_HEADERS['Cache-Control'],
    PREVIEW_ROBOTS: PREVIEW_HEADERS['X-Robots-Tag'],
    PREVIEW_CDN_CACHE_CONTROL: PREVIEW_HEADERS['CDN-Cache-Control'],
    CANDIDATE_VARY,
    PREVIEWS_EXIST_FILE,
    ASSET_RESOURCE_POLICY,
    ASSET_PATH: ASSET_PATH.source,
    CANARY_CACHE_CONTROL,
    DEFAULT_CACHE_CONTROL,
    PREVIEW_GONE_TEXT: quote(PREVIEW_GONE_TEXT).replaceAll('\n', '\\n'),
    SECURITY_HEADERS: [
      ...Object.entries(EVERY_RESPONSE_HEADERS).map(([name, value]) => `    add_header ${name} "${quote(value)}" always;`),
      ...Object.keys(documentHeaders([])).map((name) => `    add_header ${name} ${headerVariable(name)} always;`),
    ].join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8')
    .replace(/^\{\{([A-Z_]+)\}\}\n/gm, (line, name) => (values[/** @type {keyof typeof values} */ (name)] === '' ? '' : line))
    .replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`site.conf.template names an unknown value {{${name}}}`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
}

/**
 * The log line of an accepted beacon, as the embedded host writes it (logLineOf): nginx fills in
 * the fields from the beacon's checked values, and the time it received it.
 */
function nginxLogFormat() {
  /** @type {Record<string, string>} */
  const valueOf = {
    v: String(BEACON_VERSION),
    time: '"$time_iso8601"',
    route: `"$${captureName('route')}"`,
    language: `"$${captureName('lang')}"`,
    ...Object.fromEntries(['shell', 'section', 'release', 'connection', 'device'].map((field) => [field, `"$${captureName(field)}"`])),
    ...Object.fromEntries(METRICS.map(({ field }) => [field, `$mboa_vitals_${field}`])),
  };
  return `{${RECORD_FIELDS.map((field) => `"${field}":${valueOf[field]}`).join(',')}}`;
}

/** Where nginx passes a policy report's body to read it (site.conf.template); it answers 204 to the loopback only. */
const CSP_REPORT_SINK = '/csp-report-sink';

/** A pattern of cspReports.mjs for a map of nginx: its groups named as nginx variables, quoted. @param {RegExp} pattern */
const nginxPattern = (pattern) => pattern.source.replace(/\?<(\w+)>/g, '?<mboa_csp_found_$1>').replaceAll('"', '\\"');

/**
 * A map per page header, from "<reports on>:<type sent>": a page's headers with HTML (the policy
 * naming its report endpoint while reports are on), an SVG's or a PDF's sandbox, else nothing.
 */
function documentHeaderMaps() {
  const [off, on] = [documentHeaders([]), documentHeaders([], { reports: true })];
  const type = (/** @type {RegExp} */ pattern) => pattern.source.replace(/^\^/, '');
  return Object.keys(off)
    .map((name) => {
      // The setting is unset in an answer refused before it is read (a 400, a 405): reports off.
      const lines = [`    "~*^1:${type(DOCUMENT_CONTENT_TYPE)}" "${on[name]?.replaceAll('"', '\\"')}";`, `    "~*^0?:${type(DOCUMENT_CONTENT_TYPE)}" "${off[name]?.replaceAll('"', '\\"')}";`];
      if (name === 'Content-Security-Policy') lines.push(`    "~*^[01]?:${type(ACTIVE_FILE_CONTENT_TYPE)}" "${ACTIVE_FILE_POLICY}";`);
      return `  map "$mboa_csp_reports:$sent_http_content_type" ${headerVariable(name)} {\n${lines.join('\n')}\n    default "";\n  }`;
    })
    .join('\n');
}

/** `Content-Security-Policy` -> `$mboa_content_security_policy` @param {string} name */
const headerVariable = (name) => `$mboa_${name.toLowerCase().replace(/-/g, '_')}`;

/** nginx's arguments for a prefix folder: its config and its error log there. @param {string} prefix */
export const argumentsOf = (prefix) => ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];

/**
 * Writes the rendered config to `<prefix>/nginx.conf`, checked with `nginx -t`, and returns its
 * path: what `npm run nginx-config` gives an operator to run nginx with their own service manager.
 * @param {NginxOptions} options
 */
export function writeNginxConfig(options) {
  const conf = join(options.prefix, 'nginx.conf');
  // Only its owner may write the prefix: a log rotation refuses a folder others can (logs.mjs).
  mkdirSync(join(options.prefix, 'temp'), { recursive: true, mode: 0o755 });
  // The file the config includes, with the preview key: a root with no preview yet gets its key now.
  previewKey(options.root);
  // The field-speed log's folder: nginx opens the log there, and does not create folders.
  mkdirSync(join(options.root, VITALS_FOLDER), { recursive: true, mode: 0o755 });
  writeFileSync(conf, renderNginxConfig(options));
  const check = spawnSync(NGINX_BINARY, [...argumentsOf(options.prefix), '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${conf}:\n${check.stderr}`);
  return conf;
}
