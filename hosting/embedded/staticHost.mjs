// The embedded static host (`npm start`, the browser tests, the byte benchmark): what nginx does
// in production (hosting/nginx/), with the same caching, security headers and statement rules
// (hosting/lib/policy.mjs). Zero install: Node, with `send` for files (ranges, HEAD) and
// `negotiator` for the precompressed copies.
//
// Every request, in order: its path normalised once (hosting/lib/requestPath.mjs), the method,
// the statement rules, then a file (a public path only, never through a symbolic link), the
// route's composed page, or 404. Any exception costs that one response (500), never the process.
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, sep } from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import send from 'send';
import { clientOf, compileTrust } from '../lib/clients.mjs';
import {
  ALLOWED_METHODS,
  DOCUMENT_CONTENT_TYPE,
  ERROR_CACHE_CONTROL,
  EVERY_RESPONSE_HEADERS,
  HSTS,
  STATEMENTS_PREFIX,
  STATEMENT_HEADERS,
  STATEMENT_RATE_LIMIT,
  cacheControlFor,
  documentHeaders,
} from '../lib/policy.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { BEACON_PATH } from '../../shared/src/vitalsBeacon.mjs';
import { isPublicFilePath, normaliseRequestPath } from '../lib/requestPath.mjs';
import { composedFileOf, notFoundFileFor, readRouteListNow, routeOf } from '../lib/routes.mjs';

/**
 * @typedef {object} StaticHostOptions
 * @property {string} root folder to serve (may be a symbolic link that a deploy switches)
 * @property {number} port 0 picks a free port
 * @property {string} [host] interface to listen on (default localhost: this machine only)
 * @property {string[]} [fallbackRoots] folders tried, in order, for a file under `/assets/` that
 *   `root` lacks (the previous shell release's hashed assets, for a visitor who loaded the page
 *   before a deploy)
 * @property {boolean} [shellRoutes] `root` is a shell release: answer each route of its route list
 *   with its composed page (200), and any other path that is no file with the composed not-found
 *   page (404); either falls back to the release's index.html when it has not been composed
 * @property {string} [composedFolder] the deploy root's composed pages (hosting/lib/compose.mjs)
 * @property {RegExp} [filePaths] the only paths whose files are served (a remote's deploy folder:
 *   files inside a release, never its bookkeeping beside them)
 * @property {boolean} [cors] allow any origin to load the files (remotes on their own ports)
 * @property {Record<string, string>} [mappedFiles] URL path -> file read on each request
 *   (`/remotes.json` from the deploy root rather than from the shell's release)
 * @property {string[]} [remoteOrigins] origins allowed to serve scripts and images (CSP)
 * @property {string[]} [trustedProxies] addresses and CIDR ranges of proxies whose
 *   X-Forwarded-For and X-Forwarded-Proto are believed (hosting/lib/clients.mjs)
 * @property {ReturnType<typeof import('./vitalsEndpoint.mjs').vitalsEndpoint>} [vitals] the field-speed
 *   endpoint at BEACON_PATH (the shell's host: the site's own origin)
 * @property {(line: string) => void} [log] where a failed request is reported (default console.error)
 */

/** Inside a remote's deploy folder: `/<build-id>/<file>`, as nginx's `/remotes/<package>/<build-id>/<file>`. */
export const RELEASE_FILE_PATH = /^\/[A-Za-z0-9_-]+\/./;

/**
 * @param {StaticHostOptions} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticHost(options) {
  const { port, host = 'localhost', log = console.error } = options;
  const handle = requestHandler(options);
  const server = createServer((req, res) => {
    // One boundary per request: whatever throws, now or later, costs this response only.
    const fail = (/** @type {unknown} */ error) => {
      log(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) return void res.destroy();
      res.removeHeader('Content-Encoding');
      plainAnswer(res, '', 500, 'The site could not answer this request. Please try again.');
    };
    try {
      handle(req, res).catch(fail);
    } catch (error) {
      fail(error);
    }
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

/**
 * @param {StaticHostOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
function requestHandler({ root, fallbackRoots = [], shellRoutes = false, composedFolder, filePaths, cors = false, mappedFiles = {}, remoteOrigins = [], trustedProxies = [], vitals }) {
  const statementLimit = createRateLimiter(STATEMENT_RATE_LIMIT);
  const trust = compileTrust(trustedProxies);
  return async (req, res) => {
    const client = clientOf(req, trust);
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
    if (client.https) res.setHeader('Strict-Transport-Security', HSTS);
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');

    const normalised = normaliseRequestPath(req.url ?? '/');
    sendDocumentHeadersWithHtml(res, () => documentHeaders(remoteOrigins));
    if ('status' in normalised) return plainAnswer(res, '', normalised.status, normalised.status === 414 ? 'Request target too long' : 'Bad request');
    const { path } = normalised;

    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      return plainAnswer(res, path, 405, 'Method not allowed', { Allow: ALLOWED_METHODS.join(', ') });
    }
    if (path.startsWith(STATEMENTS_PREFIX)) {
      for (const [name, value] of Object.entries(STATEMENT_HEADERS)) res.setHeader(name, value);
      if (!statementLimit.allow(client.key)) {
        return plainAnswer(res, path, 429, 'Too many requests for statements. Please wait a minute and try again.', { 'Retry-After': '60' });
      }
    }
    if (vitals && path === BEACON_PATH) {
      const fetchSite = req.headers['sec-fetch-site'];
      const answer = await vitals.receive({ method: req.method ?? '', query: queryOf(req.url ?? ''), fetchSite: Array.isArray(fetchSite) ? fetchSite.join(',') : fetchSite, client: client.key });
      res.setHeader('Cache-Control', cacheControlFor(path, answer.status));
      if (answer.status === 204) return void res.writeHead(204).end();
      /** @type {Record<string, string>} */
      const headers = answer.status === 429 ? { 'Retry-After': '60' } : answer.status === 405 ? { Allow: answer.allow } : {};
      return plainAnswer(res, path, answer.status, answer.text, headers);
    }
    const mapped = mappedFiles[path];
    if (mapped) return serveMappedFile(req, res, path, mapped);

    // `/` is a route, not the release's index.html (what a folder would give).
    const servesFiles = path !== '/' && isPublicFilePath(path) && (!filePaths || filePaths.test(path));
    const folders = [root, ...(path.startsWith('/assets/') ? fallbackRoots : [])];
    if (servesFiles) {
      for (const folder of folders) {
        const file = await publicFileIn(folder, path);
        if (file) return sendFile(req, res, path, file);
      }
    }
    if (shellRoutes && !path.startsWith('/assets/')) {
      return serveShellDocument(req, res, { root, composedFolder, path });
    }
    return plainAnswer(res, path, 404, 'Not found');
  };
}

/**
 * The file a normalised path names inside `folder`, if it is a regular file reached through no
 * symbolic link below the folder (a link in a build could point anywhere on the machine).
 * @param {string} folder @param {string} path
 * @returns {Promise<string | undefined>}
 */
async function publicFileIn(folder, path) {
  try {
    // The folder first, once: a deploy may switch it (`shell/current`) during this request, and
    // the file is then looked for in the release the folder named when the request came.
    const realFolder = await realpath(folder);
    const file = join(realFolder, path);
    const [real, stats] = await Promise.all([realpath(file), stat(file)]);
    if (!stats.isFile()) return undefined;
    return real === file && real.startsWith(realFolder + sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file: its precompressed copy where the client accepts one (q-values respected), the
 * requested byte range of it (206; 416 when no byte of it is in the file; several ranges are
 * answered with the whole file, as nginx's `max_ranges 1` does), HEAD without a body.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the normalised path
 * @param {string} file
 */
async function sendFile(req, res, path, file) {
  const { chosen, hasVariants } = await copyToSend(req, file);
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Cache-Control', cacheControlFor(path));
  if (req.headers.range !== undefined) {
    // As nginx: only `bytes=` ranges, one at a time (several get the whole file), and one it
    // cannot read is unsatisfiable. The answer to a range request is never stored.
    if (!path.startsWith(STATEMENTS_PREFIX)) res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
    const range = req.headers.range;
    if (!/^bytes=./i.test(range) || range.includes(',')) delete req.headers.range;
    else {
      const { size } = await stat(chosen.file);
      if (parseRange(size, range) === -2) return plainAnswer(res, path, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${size}` });
    }
  }
  if (hasVariants) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  await new Promise((resolve, reject) => {
    send(req, chosen.file, { dotfiles: 'allow', etag: false, lastModified: false, index: false, cacheControl: false })
      .on('error', (/** @type {Error & { status?: number, headers?: Record<string, string> }} */ error) => {
        // The file went while it was read (a release pruned): the answer is cut short.
        if (res.headersSent) return void (res.destroy(), resolve(undefined));
        res.removeHeader('Content-Encoding');
        res.removeHeader('Vary');
        if (error.status === 416) plainAnswer(res, path, 416, 'Range not satisfiable', { 'Content-Range': error.headers?.['Content-Range'] ?? '' });
        else if (error.status && error.status < 500) plainAnswer(res, path, 404, 'Not found');
        else reject(error);
        resolve(undefined);
      })
      .on('end', () => resolve(undefined))
      .pipe(res);
    res.once('close', () => resolve(undefined));
  });
}

/**
 * The copy of a file to send: the precompressed one the client prefers by its q-values
 * (`br;q=0` refuses brotli), or the file as it is.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} file
 * @returns {Promise<{ chosen: { file: string, encoding: string }, hasVariants: boolean }>}
 */
async function copyToSend(req, file) {
  const variants = await Promise.all(
    COMPRESSED_VARIANTS.map(async (variant) => ({ ...variant, exists: await stat(file + variant.suffix).then((stats) => stats.isFile(), () => false) })),
  );
  const available = variants.filter((variant) => variant.exists);
  const negotiator = new Negotiator(req);
  // negotiator 1.x breaks ties (`gzip, br`) by our order; its published types predate that argument.
  const encodings = /** @type {(available: string[], preferred: string[]) => string[]} */ (negotiator.encodings.bind(negotiator));
  const preferred = encodings([...available.map((variant) => variant.encoding), 'identity'], ['br', 'gzip', 'identity'])[0];
  const variant = available.find((candidate) => candidate.encoding === preferred);
  return { chosen: variant ? { file: file + variant.suffix, encoding: variant.encoding } : { file, encoding: '' }, hasVariants: available.length > 0 };
}

/** The query of a request target, without `?` (and without a fragment, which a browser never sends). @param {string} target */
const queryOf = (target) => {
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const start = withoutFragment.indexOf('?');
  return start === -1 ? '' : withoutFragment.slice(start + 1);
};

/** @param {string} file */
const contentTypeOf = (file) => {
  const type = mime.lookup(extname(file)) || 'application/octet-stream';
  const charset = mime.charset(type);
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
};

/**
 * A page's headers go with every HTML response, decided when its headers are written: by what is
 * sent, not by how its path was spelled.
 * @param {import('node:http').ServerResponse} res
 * @param {() => Record<string, string>} pageHeaders read when the headers are written
 */
function sendDocumentHeadersWithHtml(res, pageHeaders) {
  const writeHead = res.writeHead;
  /** @type {typeof res.writeHead} */
  const withDocumentHeaders = function (/** @type {any[]} */ ...args) {
    const type = String(res.getHeader('Content-Type') ?? headerIn(args, 'content-type') ?? '');
    if (DOCUMENT_CONTENT_TYPE.test(type)) for (const [name, value] of Object.entries(pageHeaders())) res.setHeader(name, value);
    return writeHead.apply(res, /** @type {Parameters<typeof writeHead>} */ (/** @type {unknown} */ (args)));
  };
  res.writeHead = withDocumentHeaders;
}

/** A header given to writeHead as an object. @param {unknown[]} args @param {string} name */
function headerIn(args, name) {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  if (!headers) return undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {string} file
 */
async function serveMappedFile(req, res, path, file) {
  const body = await readFile(file).catch(() => undefined);
  if (!body) return plainAnswer(res, path, 404, 'Not found');
  const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': cacheControlFor(path) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A short plain-text answer. Errors are never cached (hosting/lib/policy.mjs).
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the normalised path ('' when there is none)
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [extraHeaders]
 */
function plainAnswer(res, path, status, text, extraHeaders = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControlFor(path, status),
    ...extraHeaders,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

/**
 * A path that is no file, on the shell's host: a route gets its composed page, anything else
 * the composed not-found page (in French under /fr/) with 404, never a soft 404 a crawler indexes; either is the
 * shell's index.html (which renders in the browser) where nothing is composed. Sent as the
 * .br or .gz copy when the browser takes it, like the files.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ root: string, composedFolder: string | undefined, path: string }} context
 */
async function serveShellDocument(req, res, { root, composedFolder, path }) {
  let routes;
  try {
    routes = await readRouteListNow(root);
  } catch {
    // A release being switched, or a broken route list: this one answer fails, not the host.
    return plainAnswer(res, path, 503, 'The site is being updated. Please try again in a moment.', { 'Retry-After': '5' });
  }
  const route = routeOf(routes, path);
  const status = route === undefined ? 404 : 200;
  const composed = composedFolder && join(composedFolder, route === undefined ? notFoundFileFor(path) : composedFileOf(route));
  const candidates = [...(composed ? [composed] : []), join(root, SHELL_PAGE)];
  for (const page of candidates) {
    const { chosen } = await copyToSend(req, page);
    // The copy may go between the check and the read (a deploy rewriting pages): then the file as it is.
    for (const { file, encoding } of [chosen, { file: page, encoding: '' }]) {
      const body = await readFile(file).catch(() => undefined);
      if (!body) continue;
      res.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': status === 200 ? cacheControlFor(`/${SHELL_PAGE}`) : cacheControlFor(path, status),
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  plainAnswer(res, path, 404, 'Not found');
}

const SHELL_PAGE = 'index.html';
const COMPRESSED_VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];
