// The deploy service (docs/hosting.md, "The deploy service"): an HTTP API over the deploy code, for a team to deploy
// its own package from its own machine with its own token. Every action is on record (auditLog.mjs).
import { createServer } from 'node:http';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { REMOTES, SHELL, readLayout } from '../lib/deployRoot.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { deployCandidate, discardCandidate, promote } from '../deploy/candidateReleases.mjs';
import { deploy, rollback } from '../deploy/deploy.mjs';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS } from '../deploy/prune.mjs';
import { readState } from '../deploy/releases.mjs';
import { appendAudit } from './auditLog.mjs';
import { readTokens, tokenOf } from './tokens.mjs';
import {
  LIMITS,
  RequestError,
  assembleUpload,
  checkedFileList,
  filesOfUpload,
  missingDigests,
  receiveFile,
  removeUpload,
  startUpload,
} from './uploads.mjs';

export const DEFAULT_SERVICE_PORT = 5010;

/** The port `npm start` and `npm run serve:nginx` give the service: DEPLOY_SERVICE_PORT, else 5010. */
export function deployServicePort() {
  const fromEnv = Number(process.env.DEPLOY_SERVICE_PORT);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SERVICE_PORT;
}
/** Failed attempts to authenticate, per client address: a token cannot be guessed by trying. */
export const FAILED_AUTH_LIMIT = { perMinute: 6, burst: 4 };
/** A file list of the largest build allowed is well under this. */
const MAX_JSON_BYTES = 2 * 1024 * 1024;

const PACKAGE_PATH = /^\/v1\/packages\/([a-z-]+)(\/.*)?$/;

/**
 * Serves the API for `root` on `host`:`port` (127.0.0.1 unless told otherwise). Resolves once listening.
 * @param {{ root: string, port?: number, host?: string, now?: () => number }} options
 */
export async function startDeployService({ root, port = DEFAULT_SERVICE_PORT, host = '127.0.0.1', now = clockNow }) {
  const failedAuth = createRateLimiter(FAILED_AUTH_LIMIT, now);
  /** The packages with an action under way: a second one for the same package is refused (409), another package's waits for the deploy lock. */
  const busy = new Set();
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      const status = error instanceof RequestError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      answer(response, status, { error: message, ...(error instanceof RequestError ? error.details : {}) });
    });
  });

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  async function handle(request, response) {
    const client = request.socket.remoteAddress ?? 'unknown';
    const url = new URL(request.url ?? '/', 'http://service.invalid');
    const match = PACKAGE_PATH.exec(url.pathname);
    if (!match) throw new RequestError(404, 'Not an address of the deploy API (/v1/packages/<package>/…).');
    const [, pkg = '', rest = ''] = match;
    if (!failedAuth.check(client))
      throw new RequestError(429, 'Too many failed attempts to authenticate: wait a minute.');
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = presented ? tokenOf(readTokens(root), presented) : undefined;
    const record = (
      /** @type {string} */ action,
      /** @type {string} */ result,
      release = /** @type {string | undefined} */ (undefined),
    ) =>
      appendAudit(
        root,
        { token: token?.name ?? '-', section: pkg, action, ...(release ? { release } : {}), result },
        { now: now() },
      );
    const action = actionOf(request.method ?? 'GET', rest);
    if (!token) {
      failedAuth.allow(client);
      record(action, 'refused: no valid token');
      throw new RequestError(401, 'A valid deploy token is needed (Authorization: Bearer <token>).');
    }
    if (pkg !== SHELL && !REMOTES.includes(pkg)) throw new RequestError(404, `There is no package ${pkg}.`);
    if (token.section !== pkg) {
      record(action, `refused: the token is for ${token.section}`);
      throw new RequestError(403, `This token deploys ${token.section} only, not ${pkg}; nothing was changed.`);
    }

    if (action === 'status')
      return answer(response, 200, {
        ...statusOf(root, pkg),
        actionUnderWay: busy.has(pkg),
        siteOrigin: readLayout(root).siteOrigin,
      });
    if (action === 'upload') {
      const files = checkedFileList((await jsonBody(request)).files);
      const upload = startUpload(root, pkg, files);
      record(action, `${upload.missing.length} of ${files.length} files to send`);
      return answer(response, 201, upload);
    }
    const uploadMatch = /^\/uploads\/([^/]+)(?:\/files\/([0-9a-f]{64}))?$/.exec(rest);
    if (action === 'upload status' && uploadMatch) {
      const id = uploadMatch[1] ?? '';
      filesOfUpload(root, pkg, id);
      return answer(response, 200, { id, missing: missingDigests(root, pkg, id) });
    }
    if (action === 'send file' && uploadMatch) {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > LIMITS.fileBytes)
        throw new RequestError(413, `A file may be at most ${LIMITS.fileBytes} bytes; nothing was stored.`);
      await receiveFile(root, pkg, uploadMatch[1] ?? '', uploadMatch[2] ?? '', request);
      return answer(response, 204);
    }
    if (busy.has(pkg)) {
      record(action, 'refused: another action on this package is under way');
      throw new RequestError(
        409,
        `Another deploy, promote, discard or rollback of ${pkg} is under way: try again when it ends.`,
      );
    }
    busy.add(pkg);
    try {
      const result = await act(action, pkg, rest, request);
      record(action, 'done', /** @type {{ buildId?: string }} */ (result).buildId);
      return answer(response, 200, result);
    } catch (error) {
      if (!(error instanceof RequestError)) {
        record(action, `failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new RequestError(422, error instanceof Error ? error.message : String(error));
      }
      record(action, `refused: ${error.message}`);
      throw error;
    } finally {
      busy.delete(pkg);
    }
  }

  /** @param {string} action @param {string} pkg @param {string} rest @param {import('node:http').IncomingMessage} request */
  async function act(action, pkg, rest, request) {
    if (action === 'promote') return promote({ root, pkg, now: now() });
    if (action === 'discard') return discardCandidate({ root, pkg, now: now() });
    if (action === 'rollback') return rollback({ root, pkg });
    if (action !== 'publish') throw new RequestError(404, `No ${request.method} ${rest} here.`);
    const id = /^\/uploads\/([^/]+)\/publish$/.exec(rest)?.[1] ?? '';
    const options = await jsonBody(request);
    const build = assembleUpload(root, pkg, id);
    const at = now();
    const result =
      options.preview || options.canaryPercent !== undefined
        ? await deployCandidate({
            root,
            pkg,
            ...build,
            ...(options.preview
              ? { preview: options.previewDays === undefined ? {} : { days: Number(options.previewDays) } }
              : {}),
            ...(options.canaryPercent !== undefined ? { canaryPercent: Number(options.canaryPercent) } : {}),
            now: at,
          })
        : await deploy({
            root,
            pkg,
            ...build,
            keep: Number(options.keep ?? DEFAULT_KEEP),
            retentionMs: Number(options.retentionDays ?? DEFAULT_RETENTION_MS / 86_400_000) * 86_400_000,
            now: at,
          });
    removeUpload(root, pkg, id);
    return result;
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeIdleConnections();
      }),
  };
}

/** What a request asks, as the audit log names it. @param {string} method @param {string} rest */
function actionOf(method, rest) {
  if (method === 'GET' && rest === '') return 'status';
  if (method === 'POST' && rest === '/uploads') return 'upload';
  if (method === 'GET' && /^\/uploads\/[^/]+$/.test(rest)) return 'upload status';
  if (method === 'PUT' && /^\/uploads\/[^/]+\/files\/[0-9a-f]{64}$/.test(rest)) return 'send file';
  if (method === 'POST' && /^\/uploads\/[^/]+\/publish$/.test(rest)) return 'publish';
  if (method === 'POST' && ['/promote', '/discard', '/rollback'].includes(rest)) return rest.slice(1);
  return `${method} ${rest}`;
}

/** @param {string} root @param {string} pkg */
function statusOf(root, pkg) {
  const state = readState(root, pkg);
  return {
    package: pkg,
    live: state.history.at(-1) ?? null,
    previous: state.previous ?? state.history.at(-2) ?? null,
    candidate: state.candidate
      ? { buildId: state.candidate.buildId, preview: !!state.candidate.preview, canary: state.candidate.canary ?? null }
      : null,
  };
}

/** @param {import('node:http').IncomingMessage} request @returns {Promise<Record<string, any>>} */
async function jsonBody(request) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_JSON_BYTES)
    throw new RequestError(413, `A request's JSON may be at most ${MAX_JSON_BYTES} bytes.`);
  const chunks = [];
  let bytes = 0;
  for await (const chunk of request) {
    bytes += chunk.length;
    if (bytes > MAX_JSON_BYTES) throw new RequestError(413, `A request's JSON may be at most ${MAX_JSON_BYTES} bytes.`);
    chunks.push(chunk);
  }
  if (bytes === 0) return {};
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // answered below
  }
  throw new RequestError(400, 'The request body is not a JSON object.');
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} [body] */
function answer(response, status, body) {
  if (response.headersSent) return void response.end();
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (body === undefined) return void response.writeHead(status, headers).end();
  response
    .writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body) + '\n');
}
