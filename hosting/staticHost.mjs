// The embedded static host (`npm start`, the browser tests, the byte benchmark): what nginx does
// in production (hosting/nginx/), with the same caching, security headers and statement rules
// (hosting/policy.mjs). Zero install: Node and sirv only.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import {
  ALLOWED_METHODS,
  DOCUMENT_PATH,
  EVERY_RESPONSE_HEADERS,
  HSTS,
  STATEMENTS_PREFIX,
  STATEMENT_HEADERS,
  STATEMENT_RATE_LIMIT,
  cacheControlFor,
  documentHeaders,
} from './policy.mjs';
import { createRateLimiter } from './rateLimit.mjs';
import { NOT_FOUND_PAGE_FILE, pageFileOf, readRouteListNow, routeOf } from './routes.mjs';

/**
 * @typedef {object} StaticHostOptions
 * @property {string} root folder to serve (may be a symbolic link that a deploy switches)
 * @property {number} port 0 picks a free port
 * @property {string} [host] interface to listen on (default localhost: this machine only)
 * @property {string[]} [fallbackRoots] folders tried, in order, for a file `root` lacks (the
 *   previous shell release's hashed assets, for a visitor who loaded the page before a deploy)
 * @property {boolean} [shellRoutes] `root` is a shell release: answer each route of its route list
 *   with its composed page (200), and any other path that is no file with the composed not-found
 *   page (404); either falls back to the release's index.html when it has not been composed
 * @property {string} [pagesFolder] the deploy root's composed pages (hosting/compose.mjs)
 * @property {boolean} [cors] allow any origin to load the files (remotes on their own ports)
 * @property {Record<string, string>} [mappedFiles] URL path -> file read on each request
 *   (`/remotes.json` from the deploy root rather than from the shell's release)
 * @property {string[]} [remoteOrigins] origins allowed to serve scripts and images (CSP)
 */

/**
 * @param {StaticHostOptions} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticHost({ root, port, host = 'localhost', fallbackRoots = [], shellRoutes = false, pagesFolder, cors = false, mappedFiles = {}, remoteOrigins = [] }) {
  // dev: read the folder on every request (as nginx does), so a deploy is served at once.
  // Files are never compressed here: the builds ship .br and .gz copies, served as they are.
  // No ETag: sirv makes it from size and modification time, which can stay the same across a
  // deploy or rollback (a 304 would keep a browser on the old HTML). Files whose URL is reused
  // are small; every other file's URL is unique to its content, cached for a year.
  const folder = (/** @type {string} */ dir) =>
    sirv(dir, { dev: true, etag: false, brotli: true, gzip: true, setHeaders: setCacheControl });
  const handlers = [root, ...fallbackRoots].map(folder);
  const pageHeaders = documentHeaders(remoteOrigins);
  const statementLimit = createRateLimiter(STATEMENT_RATE_LIMIT);

  const server = createServer((req, res) => {
    const pathname = pathOf(req);
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
    if (DOCUMENT_PATH.test(pathname)) for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    if (/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted) res.setHeader('Strict-Transport-Security', HSTS);
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    // A file removed between sirv's existence check and its read (a release being pruned) must
    // cost that one response, not the process: sirv pipes the file without an error handler.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));

    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      return answer(res, 405, 'Method not allowed', { Allow: ALLOWED_METHODS.join(', ') });
    }
    if (pathname.startsWith(STATEMENTS_PREFIX)) {
      for (const [name, value] of Object.entries(STATEMENT_HEADERS)) res.setHeader(name, value);
      if (!statementLimit.allow(req.socket.remoteAddress ?? '')) {
        return answer(res, 429, 'Too many requests for statements. Please wait a minute and try again.', { 'Retry-After': '60' });
      }
    }
    const mapped = mappedFiles[pathname];
    if (mapped) return serveMappedFile(req, res, mapped);
    // `/` is a route, not the release's index.html (sirv's answer for a folder).
    if (shellRoutes && pathname === '/') return serveShellDocument(req, res, { root, pagesFolder, pathname, pageHeaders });
    const tryHandler = (/** @type {number} */ index) => {
      const handler = handlers[index];
      if (!handler && shellRoutes && !pathname.startsWith('/assets/')) return serveShellDocument(req, res, { root, pagesFolder, pathname, pageHeaders });
      if (!handler) return answer(res, 404, 'Not found');
      handler(req, res, () => tryHandler(index + 1));
    };
    tryHandler(0);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request's path, without its query. @param {import('node:http').IncomingMessage} req */
const pathOf = (req) => (req.url ?? '/').split('?')[0] ?? '/';

/** @param {import('node:http').ServerResponse} res @param {string} pathname */
function setCacheControl(res, pathname) {
  res.setHeader('Cache-Control', cacheControlFor(pathname));
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 */
function serveMappedFile(req, res, file) {
  readFile(file).then(
    (body) => {
      const pathname = pathOf(req);
      const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': cacheControlFor(pathname) });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => answer(res, 404, 'Not found'),
  );
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [extraHeaders]
 */
function answer(res, status, text, extraHeaders = {}) {
  // A statement's no-store, set earlier, stays.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders });
  res.end(text);
}

/**
 * A path that is no file, on the shell's host: a route gets its composed page, anything else
 * the composed not-found page with 404, never a soft 404 a crawler indexes; either is the
 * shell's index.html (which renders in the browser) where nothing is composed. Sent as the
 * .br or .gz copy when the browser takes it, like sirv's files.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ root: string, pagesFolder: string | undefined, pathname: string, pageHeaders: Record<string, string> }} context
 */
async function serveShellDocument(req, res, { root, pagesFolder, pathname, pageHeaders }) {
  try {
    const route = routeOf(await readRouteListNow(root), decodedPath(pathname));
    const status = route === undefined ? 404 : 200;
    const composed = pagesFolder && join(pagesFolder, route === undefined ? NOT_FOUND_PAGE_FILE : pageFileOf(route));
    const candidates = [...(composed ? [composed] : []), join(root, SHELL_PAGE)];
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const variants = [...COMPRESSED_VARIANTS.filter(({ encoding }) => accepted.includes(encoding)), { encoding: '', suffix: '' }];
    for (const [file, { encoding, suffix }] of candidates.flatMap((file) => variants.map((variant) => /** @type {const} */ ([file, variant])))) {
      const body = await readFile(`${file}${suffix}`).catch(() => undefined);
      if (!body) continue;
      for (const [header, value] of Object.entries(pageHeaders)) res.setHeader(header, value);
      res.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': cacheControlFor(`/${SHELL_PAGE}`),
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    answer(res, 404, 'Not found');
  } catch {
    // A release being switched, or a broken route list: this one answer fails, not the host.
    if (!res.headersSent) answer(res, 503, 'The site is being updated. Please try again in a moment.', { 'Retry-After': '5' });
  }
}

const SHELL_PAGE = 'index.html';
const COMPRESSED_VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** @param {string} pathname */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
