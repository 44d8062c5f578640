// The embedded static host (`npm start`, the browser tests, the byte benchmark): what nginx does
// in production (hosting/nginx/), with the same caching, security headers and statement rules
// (hosting/lib/policy.mjs). Zero install: Node, with `send` for files (ranges, HEAD) and
// `negotiator` for the precompressed copies.
//
// Every request, in order: its path normalised once (hosting/lib/requestPath.mjs), the method,
// the statement rules, the field-speed beacon (vitalsEndpoint.mjs), then a file (files.mjs: a
// public path only, never through a symbolic link), the route's composed page (pages.mjs), or
// 404; every answer with the headers of answers.mjs. Any exception costs that one response
// (500), never the process.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { PREVIEW_GONE_TEXT } from '../lib/candidateFolders.mjs';
import { clientOf, compileTrust } from '../lib/clients.mjs';
import { CSP_REPORT_PATH } from '../lib/cspReports.mjs';
import { SERVICE_WORKER_PATH } from '../../shared/src/serviceWorkerFile.mjs';
import { ALLOWED_METHODS, ASSET_PATH, ASSET_RESOURCE_POLICY, REMOTE_PORT_RESOURCE_POLICY, STATEMENTS_PREFIX, STATEMENT_HEADERS, STATEMENT_NOT_FOUND_RATE_LIMIT, STATEMENT_RATE_LIMIT } from '../lib/policy.mjs';
import { allowAll, createRateLimiter } from '../lib/rateLimit.mjs';
import { isPublicFilePath, normaliseRequestPath } from '../lib/requestPath.mjs';
import { readRouteListNow, routeOf } from '../lib/routes.mjs';
import { BEACON_PATH } from '../../shared/src/vitalsBeacon.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';
import { plainAnswer, setAnswerHeaders } from './answers.mjs';
import { publicFileIn, sendFile, serveMappedFile, serveServiceWorker } from './files.mjs';
import { serveShellDocument } from './pages.mjs';
import { answerBeacon } from './vitalsEndpoint.mjs';

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
 * @property {string} [composedFolder] the deploy root's composed pages (hosting/deploy/compose.mjs)
 * @property {RegExp} [filePaths] the only paths whose files are served (a remote's deploy folder:
 *   files inside a release, never its bookkeeping beside them)
 * @property {boolean} [cors] allow any origin to load the files (remotes on their own ports)
 * @property {Record<string, string>} [mappedFiles] URL path -> file read on each request
 *   (`/remotes.json` from the deploy root rather than from the shell's release)
 * @property {string} [serviceWorker] the file answered at SERVICE_WORKER_PATH (the deploy root's
 *   `sw.js`, read on each request: a deploy or the operator's switch rewrites it)
 * @property {string[]} [remoteOrigins] origins allowed to serve scripts and images (CSP)
 * @property {string[]} [trustedProxies] addresses and CIDR ranges of proxies whose
 *   X-Forwarded-For and X-Forwarded-Proto are believed (hosting/lib/clients.mjs)
 * @property {ReturnType<typeof import('./releaseChoice.mjs').releaseChooser>} [releaseChoice] the
 *   release a page and the manifest are answered from: a preview's, the canary's, or the live one
 *   (the shell's host)
 * @property {ReturnType<typeof import('./vitalsEndpoint.mjs').vitalsEndpoint>} [vitals] the field-speed
 *   endpoint at BEACON_PATH (the shell's host: the site's own origin)
 * @property {ReturnType<typeof import('./cspReportEndpoint.mjs').cspReportEndpoint>} [cspReports] the policy
 *   reports' endpoint (hosting/lib/cspReports.mjs)
 * @property {(line: string) => void} [log] where a failed request is reported (default console.error)
 */

/**
 * Sets a release choice's cookies (a new visitor's bucket) on the answer, and gives the choice back.
 * @param {import('node:http').ServerResponse} res @param {import('./releaseChoice.mjs').ReleaseChoice} choice
 */
function answerFor(res, choice) {
  if (choice.cookies.length > 0) res.setHeader('Set-Cookie', choice.cookies);
  return choice;
}

/** 303 to a path of the site (relative: right behind any proxy). @param {import('node:http').ServerResponse} res @param {string} path */
function seeOther(res, path) {
  res.writeHead(303, { Location: path, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  res.end();
}

const MANIFEST_PATH = `/${MANIFEST_FILE}`;

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
function requestHandler({ root, fallbackRoots = [], shellRoutes = false, composedFolder, filePaths, cors = false, mappedFiles = {}, serviceWorker, remoteOrigins = [], trustedProxies = [], releaseChoice, vitals, cspReports }) {
  const statementLimit = createRateLimiter(STATEMENT_RATE_LIMIT);
  const statementNotFoundLimit = createRateLimiter(STATEMENT_NOT_FOUND_RATE_LIMIT);
  const trust = compileTrust(trustedProxies);
  return async (req, res) => {
    const client = clientOf(req, trust);
    setAnswerHeaders(res, { https: client.https, cors, remoteOrigins, ...(cspReports ? { cspReports: cspReports.on } : {}) });

    const normalised = normaliseRequestPath(req.url ?? '/');
    if ('status' in normalised) return plainAnswer(res, '', normalised.status, normalised.status === 414 ? 'Request target too long' : 'Bad request');
    const { path } = normalised;

    if (cspReports && path === CSP_REPORT_PATH) return cspReports.answer(req, res, path, client.key);
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      return plainAnswer(res, path, 405, 'Method not allowed', { Allow: ALLOWED_METHODS.join(', ') });
    }
    if (cors) res.setHeader('Cross-Origin-Resource-Policy', REMOTE_PORT_RESOURCE_POLICY);
    else if (ASSET_PATH.test(path)) res.setHeader('Cross-Origin-Resource-Policy', ASSET_RESOURCE_POLICY);
    if (path.startsWith(STATEMENTS_PREFIX)) {
      for (const [name, value] of Object.entries(STATEMENT_HEADERS)) res.setHeader(name, value);
      // As nginx: a path that names no file spends the not-found budget too (its 404 comes below).
      const file = isPublicFilePath(path) && (!filePaths || filePaths.test(path)) ? await publicFileIn(root, path) : undefined;
      if (!allowAll(file ? [statementLimit] : [statementLimit, statementNotFoundLimit], client.key)) {
        return plainAnswer(res, path, 429, 'Too many requests for statements. Please wait a minute and try again.', { 'Retry-After': '60' });
      }
      if (file) return sendFile(req, res, path, file);
    }
    if (vitals && path === BEACON_PATH) return answerBeacon(req, res, path, vitals, client.key);
    if (serviceWorker && path === SERVICE_WORKER_PATH) return serveServiceWorker(req, res, path, serviceWorker);
    const mapped = mappedFiles[path];
    if (mapped) {
      if (!releaseChoice || path !== MANIFEST_PATH) return serveMappedFile(req, res, path, mapped);
      const { candidate, headers } = answerFor(res, releaseChoice.choose(req, client.https));
      const candidateManifest = candidate && join(candidate.folder, MANIFEST_FILE);
      if (candidateManifest && existsSync(candidateManifest)) return serveMappedFile(req, res, path, candidateManifest, { ...headers, ...candidate.headers });
      return serveMappedFile(req, res, path, mapped, headers);
    }

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
      const link = releaseChoice?.previewLink(req, client.https);
      if (link) {
        // A preview link opened or ended on a route: its cookie, then the route as the route list spells it.
        const route = routeOf(await readRouteListNow(root).catch(() => []), path);
        if (route === undefined) return serveShellDocument(req, res, { root, composedFolder, path });
        res.setHeader('Set-Cookie', link.cookie);
        return link.status === 303 ? seeOther(res, route) : plainAnswer(res, path, 410, PREVIEW_GONE_TEXT);
      }
      const { candidate, headers } = releaseChoice ? answerFor(res, releaseChoice.choose(req, client.https)) : {};
      return serveShellDocument(req, res, { root, composedFolder, path, ...(candidate ? { candidate } : {}), ...(headers ? { headers } : {}) });
    }
    return plainAnswer(res, path, 404, 'Not found');
  };
}
