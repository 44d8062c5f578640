// The embedded host's endpoint for policy reports (hosting/lib/cspReports.mjs), with nginx's
// answers in nginx's order: 413 for a body over 8 KB, 404 while reports are off, 405 for another
// method, 415 for another body type, 429 over the beacons' rate limit, else 204; a report whose
// fields are there is kept as one line.
import { VITALS_RATE_LIMIT, cacheControlFor } from '../lib/policy.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { vitalsLogWriter } from '../lib/vitalsLog.mjs';
import { CSP_LOG_FILE, CSP_REPORT_CONTENT_TYPES, CSP_REPORT_METHOD, MAX_CSP_REPORT_BYTES, cspLogLineOf, cspReportFields, cspReportsOn } from '../lib/cspReports.mjs';
import { now } from '../../shared/src/clock.mjs';
import { isoTime } from '../../shared/src/vitalsBeacon.mjs';
import { plainAnswer } from './answers.mjs';

/** @param {string} root the deploy root: its setting and its log */
export function cspReportEndpoint(root) {
  const limit = createRateLimiter(VITALS_RATE_LIMIT);
  const log = vitalsLogWriter(root, {}, CSP_LOG_FILE);
  return {
    on: () => cspReportsOn(root),
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} path the normalised path
     * @param {string} client the client's key (hosting/lib/clients.mjs)
     */
    async answer(req, res, path, client) {
      res.setHeader('Cache-Control', cacheControlFor(path, 400));
      if (Number(req.headers['content-length'] ?? 0) > MAX_CSP_REPORT_BYTES) return plainAnswer(res, path, 413, 'Report too large.');
      if (!cspReportsOn(root)) return plainAnswer(res, path, 404, 'Not found');
      if (req.method !== CSP_REPORT_METHOD) return plainAnswer(res, path, 405, 'Method not allowed', { Allow: CSP_REPORT_METHOD });
      const type = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      if (!CSP_REPORT_CONTENT_TYPES.includes(type)) return plainAnswer(res, path, 415, 'Not a policy report.');
      if (!limit.allow(client)) return plainAnswer(res, path, 429, 'Too many reports. Please wait a minute.', { 'Retry-After': '60' });
      const body = await bodyUpTo(req, MAX_CSP_REPORT_BYTES);
      if (body === undefined) return plainAnswer(res, path, 413, 'Report too large.');
      const fields = cspReportFields(body);
      if (fields) await log.append(cspLogLineOf(fields, isoTime(new Date(now()))));
      res.writeHead(204).end();
    },
  };
}

/** The request's body as text, or undefined once it is longer than `max` bytes. @param {import('node:http').IncomingMessage} req @param {number} max */
async function bodyUpTo(req, max) {
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
