// What every answer of the embedded host carries (nginx: headers.conf.template), and its short
// plain-text answers.
import {
  ACTIVE_FILE_CONTENT_TYPE,
  ACTIVE_FILE_POLICY,
  EVERY_RESPONSE_HEADERS,
  DOCUMENT_CONTENT_TYPE,
  HSTS,
  cacheControlFor,
  documentHeaders,
} from '../lib/policy.mjs';

/** `cspReports`: whether the policy names its report endpoint, read when a page's headers are written. */
export function setAnswerHeaders(
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {{ https: boolean, cors: boolean, remoteOrigins: string[], cspReports?: () => boolean }} */ {
    https,
    cors,
    remoteOrigins,
    cspReports,
  },
) {
  for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
  if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
  sendDocumentHeadersWithHtml(res, () => documentHeaders(remoteOrigins, { reports: cspReports?.() ?? false }));
}

/** Decided when the headers are written: by the type sent, not by how the path was spelled. */
function sendDocumentHeadersWithHtml(
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {() => Record<string, string>} */ pageHeaders,
) {
  const writeHead = res.writeHead;
  const withDocumentHeaders = /** @type {typeof res.writeHead} */ (
    function (/** @type {any[]} */ ...args) {
      const type = String(res.getHeader('Content-Type') ?? headerIn(args, 'content-type') ?? '');
      if (DOCUMENT_CONTENT_TYPE.test(type))
        for (const [name, value] of Object.entries(pageHeaders())) res.setHeader(name, value);
      else if (ACTIVE_FILE_CONTENT_TYPE.test(type)) res.setHeader('Content-Security-Policy', ACTIVE_FILE_POLICY);
      return writeHead.apply(res, /** @type {Parameters<typeof writeHead>} */ (/** @type {unknown} */ (args)));
    }
  );
  res.writeHead = withDocumentHeaders;
}

/** A header given to writeHead as an object. */
function headerIn(/** @type {unknown[]} */ args, /** @type {string} */ name) {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  if (!headers) return undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

/** `path` the normalised path ('' when there is none). */
export function plainAnswer(
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {string} */ path,
  /** @type {number} */ status,
  /** @type {string} */ text,
  /** @type {Record<string, string>} */ extraHeaders = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControlFor(path, status),
    ...extraHeaders,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}
