// The embedded host (`npm start`, the tests): nginx's rules in Node. A request, in order: its
// path normalised once, the method, statements, beacons, then a file, a route's page, or 404;
// whatever throws costs that response alone (500). nginx's first steps: requests.conf.template.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { SEARCH_FOLDER } from '../lib/deployRoot.mjs';
import { PREVIEW_GONE_TEXT } from '../lib/previewLinks.mjs';
import { clientOf, compileTrust } from '../lib/clients.mjs';
import { CSP_REPORT_METHOD, CSP_REPORT_PATH, CSP_REPORT_SINK } from '../lib/cspReports.mjs';
import { nginxParts } from '../lib/nginxTemplate.mjs';
import { SERVICE_WORKER_PATH } from '../../shared/src/serviceWorkerFile.mjs';
import { ALLOWED_METHODS, ASSET_PATH, ASSET_RESOURCE_POLICY, REMOTE_PORT_RESOURCE_POLICY } from '../lib/policy.mjs';
import { isPublicFilePath, normaliseRequestPath } from '../lib/requestPath.mjs';
import { COMPOSED_FOLDER, readRouteListNow, routeOf } from '../lib/routes.mjs';
import { BEACON_METHOD } from '../lib/vitals.mjs';
import { BEACON_PATH } from '../../shared/src/vitalsBeacon.mjs';
import { MANIFEST_FILE } from '../../shared/src/runtimeManifest.mjs';
import { plainAnswer, setAnswerHeaders } from './answers.mjs';
import { publicFileIn, sendFile, serveMappedFile, serveServiceWorker } from './files.mjs';
import { serveShellDocument } from './pages.mjs';
import { statementAnswerer } from './statements.mjs';
import { answerBeacon } from './vitalsEndpoint.mjs';

// fallbackRoots: tried for a release's own file `root` lacks (the previous shell's). shellRoutes: a
// path that is no file is a route's page or the not-found page. filePaths: the only paths served.
/** @typedef {{ root: string, port: number, host?: string, fallbackRoots?: string[], shellRoutes?: boolean, composedFolder?: string, filePaths?: RegExp, cors?: boolean, mappedFiles?: Record<string, string>, serviceWorker?: string, remoteOrigins?: string[], trustedProxies?: string[], releaseChoice?: ReturnType<typeof import('./releaseChoice.mjs').releaseChooser>, vitals?: ReturnType<typeof import('./vitalsEndpoint.mjs').vitalsEndpoint>, cspReports?: ReturnType<typeof import('./cspReportEndpoint.mjs').cspReportEndpoint>, log?: (line: string) => void }} StaticHostOptions */

/** Sets a release choice's cookies (a new visitor's bucket) on the answer. */
function answerFor(
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {import('./releaseChoice.mjs').ReleaseChoice} */ choice,
) {
  if (choice.cookies.length > 0) res.setHeader('Set-Cookie', choice.cookies);
  return choice;
}

/** Relative: right behind any proxy. */
function seeOther(/** @type {import('node:http').ServerResponse} */ res, /** @type {string} */ path) {
  res.writeHead(303, { Location: path, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  res.end();
}

const MANIFEST_PATH = `/${MANIFEST_FILE}`;

/** A shell release's own files (its assets, its search bundles): never a page; nginx's files.conf.template. */
const RELEASE_OWN_FILE = new RegExp(`^/(assets|${SEARCH_FOLDER})/`);

/** In a remote's folder, `/<build-id>/<file>`: nginx's `/remotes/<package>/<build-id>/<file>`. */
export const RELEASE_FILE_PATH = /^\/[A-Za-z0-9_-]+\/./;

export async function startStaticHost(/** @type {StaticHostOptions} */ options) {
  const { port, host = 'localhost', log = console.error } = options;
  const handle = requestHandler(options);
  const server = createServer((req, res) => {
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
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        })
      ),
  };
}

function requestHandler(
  /** @type {StaticHostOptions} */ {
    root,
    fallbackRoots = [],
    shellRoutes = false,
    composedFolder,
    filePaths,
    cors = false,
    mappedFiles = {},
    serviceWorker,
    remoteOrigins = [],
    trustedProxies = [],
    releaseChoice,
    vitals,
    cspReports,
  },
) {
  const answerStatement = statementAnswerer(root, filePaths);
  const trust = compileTrust(trustedProxies);
  return async (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const client = clientOf(req, trust);
    setAnswerHeaders(res, {
      https: client.https,
      cors,
      remoteOrigins,
      ...(cspReports ? { cspReports: cspReports.on } : {}),
    });

    const normalised = normaliseRequestPath(req.url ?? '/');
    if ('status' in normalised)
      return plainAnswer(
        res,
        '',
        normalised.status,
        normalised.status === 414 ? 'Request target too long' : 'Bad request',
      );
    const { path } = normalised;

    if (cspReports && path === CSP_REPORT_PATH) return cspReports.answer(req, res, path, client.key);
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      return plainAnswer(res, path, 405, 'Method not allowed', { Allow: ALLOWED_METHODS.join(', ') });
    }
    if (cors) res.setHeader('Cross-Origin-Resource-Policy', REMOTE_PORT_RESOURCE_POLICY);
    else if (ASSET_PATH.test(path)) res.setHeader('Cross-Origin-Resource-Policy', ASSET_RESOURCE_POLICY);
    if (await answerStatement(req, res, path, client.key)) return;
    if (vitals && path === BEACON_PATH) return answerBeacon(req, res, path, vitals, client.key);
    if (serviceWorker && path === SERVICE_WORKER_PATH) return serveServiceWorker(req, res, path, serviceWorker);
    const mapped = mappedFiles[path];
    if (mapped) {
      if (!releaseChoice || path !== MANIFEST_PATH) return serveMappedFile(req, res, path, mapped);
      const { candidate, headers } = answerFor(res, releaseChoice.choose(req, client.https));
      const candidateManifest = candidate && join(candidate.folder, MANIFEST_FILE);
      if (candidateManifest && existsSync(candidateManifest))
        return serveMappedFile(req, res, path, candidateManifest, { ...headers, ...candidate.headers });
      return serveMappedFile(req, res, path, mapped, headers);
    }

    // `/` is a route, not the release's index.html.
    const servesFiles = path !== '/' && isPublicFilePath(path) && (!filePaths || filePaths.test(path));
    const ownFile = RELEASE_OWN_FILE.test(path);
    const folders = [root, ...(ownFile ? fallbackRoots : [])];
    if (servesFiles) {
      for (const folder of folders) {
        const file = await publicFileIn(folder, path);
        if (file) return sendFile(req, res, path, file);
      }
    }
    if (shellRoutes && !ownFile) {
      const link = releaseChoice?.previewLink(req, client.https);
      if (link) {
        const route = routeOf(await readRouteListNow(root).catch(() => []), path);
        if (route === undefined) return serveShellDocument(req, res, { root, composedFolder, path });
        res.setHeader('Set-Cookie', link.cookie);
        return link.status === 303 ? seeOther(res, route) : plainAnswer(res, path, 410, PREVIEW_GONE_TEXT);
      }
      const { candidate, headers } = releaseChoice ? answerFor(res, releaseChoice.choose(req, client.https)) : {};
      return serveShellDocument(req, res, {
        root,
        composedFolder,
        path,
        ...(candidate ? { candidate } : {}),
        ...(headers ? { headers } : {}),
      });
    }
    return plainAnswer(res, path, 404, 'Not found');
  };
}

export const requestsForNginx = () =>
  nginxParts(new URL('./requests.conf.template', import.meta.url), {
    BEACON_PATH,
    BEACON_METHOD,
    CSP_REPORT_PATH,
    CSP_REPORT_METHOD,
    CSP_REPORT_SINK,
    ALLOWED_METHODS: ALLOWED_METHODS.join(', '),
    ALLOWED_METHODS_REGEX: ALLOWED_METHODS.join('|'),
    COMPOSED_FOLDER,
  });
