// Runs nginx as the production host, unprivileged and in the foreground, from the config in
// this folder: `site.conf.template` with its values filled in from hosting/policy.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../deployRoot.mjs';
import {
  ALLOWED_METHODS,
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  DOCUMENT_PATH,
  EVERY_RESPONSE_HEADERS,
  HSTS,
  STATEMENTS_PREFIX,
  STATEMENT_HEADERS,
  STATEMENT_RATE_LIMIT,
  documentHeaders,
} from '../policy.mjs';
import { PAGES_FOLDER, readRouteList, routePageMap } from '../routes.mjs';

const TEMPLATE = new URL('./site.conf.template', import.meta.url);
const NGINX_BINARY = process.env.NGINX_BINARY ?? 'nginx';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

/** True when an nginx binary can be run here. */
export function nginxAvailable() {
  return spawnSync(NGINX_BINARY, ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * @typedef {object} NginxOptions
 * @property {string} siteRoot the deploy root
 * @property {number} port plain http, on 127.0.0.1
 * @property {string} prefix nginx's own folder: config, pid, logs, temporary files
 * @property {{ port: number, certificate: string, key: string }} [tls] https as well
 * @property {string[]} [routes] the site's routes (default: the live shell release's routes.json)
 */

/**
 * @param {NginxOptions} options
 * @returns {string} the nginx.conf text
 */
export function renderNginxConfig({ siteRoot, port, prefix, tls, routes = readRouteList(join(siteRoot, SHELL, 'current')) }) {
  // Inside nginx's double quotes only a quote needs escaping; regex backslashes pass through.
  const quote = (/** @type {string} */ value) => value.replaceAll('"', '\\"');
  const values = {
    PREFIX: prefix,
    SITE_ROOT: siteRoot,
    PORT: String(port),
    TLS_LISTEN: tls
      ? [`    listen 127.0.0.1:${tls.port} ssl;`, `    ssl_certificate ${tls.certificate};`, `    ssl_certificate_key ${tls.key};`].join('\n')
      : '',
    MIME_TYPES,
    STATEMENT_RATE: `${STATEMENT_RATE_LIMIT.perMinute}r/m`,
    STATEMENT_BURST: String(STATEMENT_RATE_LIMIT.burst),
    STATEMENT_ROBOTS: STATEMENT_HEADERS['X-Robots-Tag'],
    STATEMENTS_PREFIX,
    HSTS,
    ALLOWED_METHODS: ALLOWED_METHODS.join(', '),
    ALLOWED_METHODS_REGEX: ALLOWED_METHODS.join('|'),
    REMOTES_REGEX: REMOTES.join('|'),
    PAGES_FOLDER,
    ROUTE_PAGES: routePageMap(routes)
      .map(([pattern, file]) => `    "~*${quote(pattern)}" "${quote(file)}";`)
      .join('\n'),
    CACHE_RULES: [
      // After a route's rewrite, $uri is its composed page (/pages/….html).
      ...CACHE_RULES.map(({ pattern, cacheControl }) => `    "~${quote(pattern.source)}" "${cacheControl}";`),
      `    default "${DEFAULT_CACHE_CONTROL}";`,
    ].join('\n'),
    // One origin: no remote origin to allow. A page's headers are sent with pages only: an
    // empty value (any other path) sends no header.
    DOCUMENT_HEADER_MAPS: Object.entries(documentHeaders([]))
      .map(([name, value]) => `  map $uri ${headerVariable(name)} {\n    "~${quote(DOCUMENT_PATH.source)}" "${quote(value)}";\n    default "";\n  }`)
      .join('\n'),
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

/** `Content-Security-Policy` -> `$mboa_content_security_policy` @param {string} name */
const headerVariable = (name) => `$mboa_${name.toLowerCase().replace(/-/g, '_')}`;

/**
 * Writes the config into `prefix` and starts nginx on it; resolves once it accepts connections.
 * @param {NginxOptions} options
 */
export async function startNginx(options) {
  const { port, prefix } = options;
  for (const dir of ['', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')];
  const writeCheckedConfig = () => {
    writeFileSync(conf, renderNginxConfig(options));
    const check = spawnSync(NGINX_BINARY, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused ${conf}:\n${check.stderr}`);
  };
  writeCheckedConfig();

  const child = spawn(NGINX_BINARY, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, exited);
  return {
    url: `http://localhost:${port}`,
    pid: /** @type {number} */ (child.pid),
    /**
     * Renders the config again (the live shell's route list may have changed) and reloads it:
     * new workers take new connections, old ones finish their requests.
     */
    reload: () => {
      writeCheckedConfig();
      child.kill('SIGHUP');
    },
    /** Graceful stop: nginx finishes the requests in flight. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/**
 * @param {number} port
 * @param {Promise<unknown>} exited
 */
async function waitForPort(port, exited) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let tries = 0; tries < 100; tries++) {
    if (stopped) throw new Error(`nginx exited on start (port ${port} busy?)`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on port ${port}`);
}

