// What every answer of the embedded host carries: the headers of every response (security
// headers, HSTS over https, CORS for a remote's port), a page's headers on any HTML response
// (decided when the headers are written; an SVG or PDF gets its sandbox), and the short plain-text
// answers (errors never cached).
import { ACTIVE_FILE_CONTENT_TYPE, ACTIVE_FILE_POLICY, EVERY_RESPONSE_HEADERS, DOCUMENT_CONTENT_TYPE, HSTS, cacheControlFor, documentHeaders } from '../lib/policy.mjs';

/**
 * Sets the headers of every answer, and a page's headers for whatever answer turns out to be HTML.
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean, cors: boolean, remoteOrigins: string[], cspReports?: () => boolean }} context
 *   `cspReports`: whether the policy names its report endpoint, read when a page's headers are written
 */
export function setAnswerHeaders(res, { https, cors, remoteOrigins, cspReports }) {
  for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
  if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
  sendDocumentHeadersWithHtml(res, () => documentHeaders(remoteOrigins, { reports: cspReports?.() ?? false }));
}

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
    else if (ACTIVE_FILE_CONTENT_TYPE.test(type)) res.setHeader('Content-Security-Policy', ACTIVE_FILE_POLICY);
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
 * A short plain-text answer. Errors are never cached (hosting/lib/policy.mjs).
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the normalised path ('' when there is none)
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [extraHeaders]
 */
export function plainAnswer(res, path, status, text, extraHeaders = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControlFor(path, status),
    ...extraHeaders,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}
