// The nginx config of a deploy root, one tree in nginx's prefix folder: nginx.conf, and in site/
// each job's part rendered by the module that owns its rule for the embedded host (docs/decisions/nginx-includes.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREVIEW_KEY_INCLUDE_FILE } from '../lib/candidateFolders.mjs';
import { previewKey } from '../lib/previewLinks.mjs';
import { clientsForNginx, trustedProxiesFromEnvironment } from '../lib/clients.mjs';
import { SHELL } from '../lib/deployRoot.mjs';
import { fillTemplate } from '../lib/nginxTemplate.mjs';
import { cachingForNginx, headersForNginx } from '../lib/policy.mjs';
import { readRouteList, readRouteOwners, routesForNginx } from '../lib/routes.mjs';
import { VITALS_FOLDER } from '../lib/vitalsLog.mjs';
import { cspReportsForNginx } from '../embedded/cspReportEndpoint.mjs';
import { filesForNginx } from '../embedded/files.mjs';
import { releaseChoiceForNginx } from '../embedded/releaseChoice.mjs';
import { requestsForNginx } from '../embedded/staticHost.mjs';
import { statementsForNginx } from '../embedded/statements.mjs';
import { vitalsForNginx } from '../embedded/vitalsEndpoint.mjs';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? 'nginx';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const ERROR_LOG_LEVELS = ['debug', 'info', 'notice', 'warn', 'error', 'crit', 'alert', 'emerg'];
const MAIN = 'nginx.conf';
export const INCLUDES_FOLDER = 'site';
/** A connection's first request must arrive within it (docs/hosting.md, "A new key"). */
export const CLIENT_HEADER_TIMEOUT_SECONDS = 10;

const JOBS = [
  {
    job: 'clients',
    what: 'who asks: trusted proxies, the client a rate limit counts, https (hosting/lib/clients.mjs)',
    owners: [clientsForNginx],
  },
  { job: 'headers', what: "security headers, a page's own (hosting/lib/policy.mjs)", owners: [headersForNginx] },
  {
    job: 'caching',
    what: 'Cache-Control, X-Robots-Tag, CDN-Cache-Control (hosting/lib/policy.mjs)',
    owners: [cachingForNginx],
  },
  {
    job: 'release-choice',
    what: 'preview and canary (hosting/embedded/releaseChoice.mjs)',
    owners: [releaseChoiceForNginx],
  },
  {
    job: 'requests',
    what: '400 and 405 first, no dot-file (hosting/embedded/staticHost.mjs)',
    owners: [requestsForNginx],
  },
  {
    job: 'files',
    what: 'compressed copies, ranges, the shell, remotes and root files (hosting/embedded/files.mjs)',
    owners: [filesForNginx],
  },
  {
    job: 'statements',
    what: '/statements/ and its rate limits (hosting/embedded/statements.mjs)',
    owners: [statementsForNginx],
  },
  {
    job: 'beacons',
    what: '/vitals, /csp-report (hosting/embedded/vitalsEndpoint.mjs, cspReportEndpoint.mjs)',
    owners: [vitalsForNginx, cspReportsForNginx],
  },
  {
    job: 'routes',
    what: "a route's composed page, the not-found page (hosting/lib/routes.mjs)",
    owners: [routesForNginx],
  },
];

// routes, routeOwners: the live shell's unless given; trustedProxies: TRUSTED_PROXIES; errorLogLevel: NGINX_ERROR_LOG_LEVEL, else crit.
/** @typedef {{ root: string, port: number, prefix: string, tls?: { port: number, certificate: string, key: string }, routes?: string[], routeOwners?: Record<string, string>, trustedProxies?: string[], errorLogLevel?: string }} NginxOptions */

/** Each file's path in the prefix folder, and its text: nginx.conf first, then the jobs' parts. */
export function renderNginxTree(/** @type {NginxOptions} */ options) {
  const { root, port, prefix, tls, errorLogLevel = process.env.NGINX_ERROR_LOG_LEVEL ?? 'crit' } = options;
  if (!ERROR_LOG_LEVELS.includes(errorLogLevel))
    throw new Error(`NGINX_ERROR_LOG_LEVEL is one of ${ERROR_LOG_LEVELS.join(', ')}; not "${errorLogLevel}".`);
  const site = {
    root,
    port,
    routes: options.routes ?? readRouteList(join(root, SHELL, 'current')),
    routeOwners: options.routeOwners ?? readRouteOwners(join(root, SHELL, 'current')),
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnvironment(),
  };
  const parts = /** @type {Map<string, string>} */ (new Map());
  for (const { job, owners } of JOBS) {
    for (const rendered of owners.map((owner) => owner(site))) {
      for (const [part, text] of Object.entries(rendered)) {
        const file = `${INCLUDES_FOLDER}/${job}.${part}.conf`;
        parts.set(file, parts.has(file) ? `${parts.get(file)}\n${text}` : text);
      }
    }
  }
  const include = (/** @type {string} */ file) => `include ${file};`;
  const serverIncludes = JOBS.flatMap(({ job }) => {
    const file = `${INCLUDES_FOLDER}/${job}.server.conf`;
    if (!parts.has(file)) return [];
    return job === 'release-choice'
      ? [
          include(file),
          '# The preview key, read from the deploy root at each load: in no file of this tree.',
          include(join(root, PREVIEW_KEY_INCLUDE_FILE)),
        ]
      : [include(file)];
  });
  const main = fillTemplate(
    readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8'),
    {
      PREFIX: prefix,
      ERROR_LOG_LEVEL: errorLogLevel,
      CLIENT_HEADER_TIMEOUT: String(CLIENT_HEADER_TIMEOUT_SECONDS),
      MIME_TYPES,
      HTTP_INCLUDES: JOBS.map(
        ({ job, what }) => `${include(`${INCLUDES_FOLDER}/${job}.http.conf`).padEnd(42)}# ${what}`,
      ).join('\n'),
      PORT: String(port),
      TLS_LISTEN: tls
        ? [
            `listen 127.0.0.1:${tls.port} ssl;`,
            `ssl_certificate ${tls.certificate};`,
            `ssl_certificate_key ${tls.key};`,
          ].join('\n')
        : '',
      SITE_ROOT: root,
      SERVER_INCLUDES: serverIncludes.join('\n'),
    },
    'nginx.conf.template',
  );
  return new Map([[MAIN, main], ...parts]);
}

/** The whole tree as one text, each file after a line naming it: for reading and for tests. */
export const renderNginxConfig = (/** @type {NginxOptions} */ options) =>
  [...renderNginxTree(options)].map(([file, text]) => `# ==> ${file} <==\n${text}`).join('\n');

/** nginx's arguments for a prefix folder: its config and its error log there. */
export const argumentsOf = (/** @type {string} */ prefix) => [
  '-p',
  prefix,
  '-c',
  join(prefix, MAIN),
  '-e',
  join(prefix, 'error.log'),
];

/** True when a file of the tree is missing or differs in `prefix`. */
export function nginxConfigChanged(/** @type {NginxOptions} */ options) {
  const read = (/** @type {string} */ file) => {
    try {
      return readFileSync(join(options.prefix, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  return [...renderNginxTree(options)].some(([file, text]) => read(file) !== text);
}

/** Writes the tree into `prefix`, checked with `nginx -t`; returns nginx.conf's path. */
export function writeNginxConfig(/** @type {NginxOptions} */ options) {
  const tree = renderNginxTree(options);
  // Only its owner may write the prefix: a log rotation refuses a folder others can (logs.mjs).
  mkdirSync(join(options.prefix, 'temp'), { recursive: true, mode: 0o755 });
  mkdirSync(join(options.prefix, INCLUDES_FOLDER), { recursive: true, mode: 0o755 });
  previewKey(options.root); // and the key's include, which nginx.conf names
  // nginx makes no folder for the field-speed log.
  mkdirSync(join(options.root, VITALS_FOLDER), { recursive: true, mode: 0o755 });
  for (const name of readdirSync(join(options.prefix, INCLUDES_FOLDER))) {
    if (name.endsWith('.conf') && !tree.has(`${INCLUDES_FOLDER}/${name}`))
      rmSync(join(options.prefix, INCLUDES_FOLDER, name));
  }
  for (const [file, text] of [...tree].reverse()) writeFileSync(join(options.prefix, file), text); // nginx.conf last
  const conf = join(options.prefix, MAIN);
  const check = spawnSync(NGINX_BINARY, [...argumentsOf(options.prefix), '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${conf}:\n${check.stderr}`);
  return conf;
}
