// Policy reports on the embedded host, answered in nginx's order (csp-reports.conf.template):
// 413, 404 while off, 405, 415, 429, else 204; a report that has the fields is kept.
import { VITALS_RATE_LIMIT, cacheControlFor } from '../lib/policy.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { vitalsLogWriter } from '../lib/vitalsLog.mjs';
import {
  CSP_BLOCKED_PATTERN,
  CSP_DIRECTIVE_PATTERN,
  CSP_LOG_FILE,
  CSP_PAGE_PATTERN,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_METHOD,
  CSP_REPORT_PATH,
  CSP_REPORT_SINK,
  MAX_CSP_REPORT_BYTES,
  cspLogLineOf,
  cspReportFields,
  cspReportsOn,
} from '../lib/cspReports.mjs';
import { escapeRegExp } from '../../shared/src/lib/escapeRegExp.mjs';
import { nginxParts, nginxQuoted } from '../lib/nginxTemplate.mjs';
import { vitalsLogOf } from '../lib/vitalsLog.mjs';
import { now } from '../../shared/src/clock.mjs';
import { isoTime } from '../../shared/src/vitalsBeacon.mjs';
import { plainAnswer } from './answers.mjs';

export function cspReportEndpoint(/** @type {string} */ root) {
  const limit = createRateLimiter(VITALS_RATE_LIMIT);
  const log = vitalsLogWriter(root, {}, CSP_LOG_FILE);
  return {
    on: () => cspReportsOn(root),
    /** `client`: its key (clients.mjs). */
    async answer(
      /** @type {import('node:http').IncomingMessage} */ req,
      /** @type {import('node:http').ServerResponse} */ res,
      /** @type {string} */ path,
      /** @type {string} */ client,
    ) {
      res.setHeader('Cache-Control', cacheControlFor(path, 400));
      if (Number(req.headers['content-length'] ?? 0) > MAX_CSP_REPORT_BYTES)
        return plainAnswer(res, path, 413, 'Report too large.');
      if (!cspReportsOn(root)) return plainAnswer(res, path, 404, 'Not found');
      if (req.method !== CSP_REPORT_METHOD)
        return plainAnswer(res, path, 405, 'Method not allowed', { Allow: CSP_REPORT_METHOD });
      const type = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      if (!CSP_REPORT_CONTENT_TYPES.includes(type)) return plainAnswer(res, path, 415, 'Not a policy report.');
      if (!limit.allow(client))
        return plainAnswer(res, path, 429, 'Too many reports. Please wait a minute.', { 'Retry-After': '60' });
      const body = await bodyUpTo(req, MAX_CSP_REPORT_BYTES);
      if (body === undefined) return plainAnswer(res, path, 413, 'Report too large.');
      const fields = cspReportFields(body);
      if (fields) await log.append(cspLogLineOf(fields, isoTime(new Date(now()))));
      res.writeHead(204).end();
    },
  };
}

/** The body as text, or undefined once it is longer than `max` bytes. */
async function bodyUpTo(/** @type {import('node:http').IncomingMessage} */ req, /** @type {number} */ max) {
  /** @type {Buffer[]} */
  const chunks = [];
  let length = 0;
  for await (const chunk of req) {
    length += chunk.length;
    if (length > max) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A pattern with its groups named as nginx variables, for a map. */
const nginxPattern = (/** @type {RegExp} */ pattern) =>
  nginxQuoted(pattern.source.replace(/\?<(\w+)>/g, '?<mboa_csp_found_$1>'));

export const cspReportsForNginx = (/** @type {import('../lib/nginxTemplate.mjs').NginxSite} */ { root, port }) =>
  nginxParts(new URL('./csp-reports.conf.template', import.meta.url), {
    RATE: `${VITALS_RATE_LIMIT.perMinute}r/m`,
    BURST: String(VITALS_RATE_LIMIT.burst),
    CONTENT_TYPES: CSP_REPORT_CONTENT_TYPES.map(escapeRegExp).join('|'),
    PAGE_PATTERN: nginxPattern(CSP_PAGE_PATTERN),
    DIRECTIVE_PATTERN: nginxPattern(CSP_DIRECTIVE_PATTERN),
    BLOCKED_PATTERN: nginxPattern(CSP_BLOCKED_PATTERN),
    CSP_REPORT_PATH,
    METHOD: CSP_REPORT_METHOD,
    MAX_BYTES: String(MAX_CSP_REPORT_BYTES),
    LOG: vitalsLogOf(root, CSP_LOG_FILE),
    PORT: String(port),
    SINK: CSP_REPORT_SINK,
  });
