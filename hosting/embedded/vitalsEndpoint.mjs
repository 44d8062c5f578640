// The embedded host's field-speed endpoint (docs/field-speed.md): what nginx does with its own
// config (hosting/nginx/site.conf.template), to the same rules and with the same answers. A beacon
// is accepted (204) when it is a GET from the site's own pages (no `Sec-Fetch-Site`, or
// `same-origin`), its query is a version 1 beacon (shared/src/vitalsBeacon.mjs), it names a route
// of the live shell in the route list's spelling with the section that owns it, and its releases
// are on disk; it is then appended to the deploy root's log. Another method is 405, a request
// from another site 403, anything else that is no beacon 400, and none of these is recorded; a
// client over the rate limit gets 429.
import { join } from 'node:path';
import { SHELL } from '../lib/deployRoot.mjs';
import { VITALS_RATE_LIMIT, cacheControlFor } from '../lib/policy.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { readRouteOwnersNow } from '../lib/routes.mjs';
import { BEACON_FETCH_SITES, BEACON_METHOD, releasesOnDiskNow } from '../lib/vitals.mjs';
import { vitalsLogWriter } from '../lib/vitalsLog.mjs';
import { now } from '../../shared/src/clock.mjs';
import { isoTime, logLineOf, parseBeacon } from '../../shared/src/vitalsBeacon.mjs';
import { plainAnswer } from './answers.mjs';

const TIDY_EVERY_MS = 3_600_000;

/**
 * @typedef {{ status: 204 } | { status: 400 | 403 | 429, text: string } | { status: 405, text: string, allow: string }} BeaconAnswer
 */

/**
 * @param {string} root the deploy root: its live shell's routes, its releases, its log
 * @param {{ maxBytes?: number, keep?: number, maxAgeMs?: number }} [logOptions]
 */
export function vitalsEndpoint(root, logOptions) {
  const limit = createRateLimiter(VITALS_RATE_LIMIT);
  const log = vitalsLogWriter(root, logOptions);
  // Hourly, beacons or not: lines past the time field data is kept go from a quiet site's log too.
  setInterval(() => void log.tidy().catch(() => undefined), TIDY_EVERY_MS).unref();
  return {
    /**
     * @param {{ method: string, query: string, fetchSite: string | undefined, client: string }} request
     *   `query` without `?`; `fetchSite` the `Sec-Fetch-Site` header; `client` the client's key
     *   (hosting/lib/clients.mjs)
     * @returns {Promise<BeaconAnswer>}
     */
    async receive({ method, query, fetchSite, client }) {
      if (method !== BEACON_METHOD) return { status: 405, text: 'Method not allowed', allow: BEACON_METHOD };
      if (!BEACON_FETCH_SITES.includes(fetchSite ?? '')) return { status: 403, text: "Not a beacon from this site's pages." };
      if (!limit.allow(client)) return { status: 429, text: 'Too many reports. Please wait a minute.' };
      const parsed = parseBeacon(query, isoTime(new Date(now())));
      if ('error' in parsed) return { status: 400, text: `Not a beacon: ${parsed.error}.` };
      const { record } = parsed;
      const [owners, releases] = await Promise.all([
        readRouteOwnersNow(join(root, SHELL, 'current')).catch(() => /** @type {Record<string, string>} */ ({})),
        releasesOnDiskNow(root),
      ]);
      // Own properties only, and the route list's spelling: `/SAVINGS_ACCOUNT` is no route of a beacon.
      if (!Object.hasOwn(owners, record.route)) return { status: 400, text: 'Not a beacon: unknown route.' };
      if (owners[record.route] !== record.section) return { status: 400, text: 'Not a beacon: the route is not its section\'s.' };
      if (!releases.includes(`${SHELL}:${record.shell}`) || !releases.includes(`${record.section}:${record.release}`)) {
        return { status: 400, text: 'Not a beacon: unknown release.' };
      }
      await log.append(logLineOf(record));
      return { status: 204 };
    },
  };
}

/**
 * Answers a request for the beacon's path (staticHost.mjs): the endpoint's answer as HTTP.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the normalised path
 * @param {ReturnType<typeof vitalsEndpoint>} vitals
 * @param {string} client the client's key (hosting/lib/clients.mjs)
 */
export async function answerBeacon(req, res, path, vitals, client) {
  const fetchSite = req.headers['sec-fetch-site'];
  const answer = await vitals.receive({ method: req.method ?? '', query: queryOf(req.url ?? ''), fetchSite: Array.isArray(fetchSite) ? fetchSite.join(',') : fetchSite, client });
  res.setHeader('Cache-Control', cacheControlFor(path, answer.status));
  if (answer.status === 204) return void res.writeHead(204).end();
  /** @type {Record<string, string>} */
  const headers = answer.status === 429 ? { 'Retry-After': '60' } : answer.status === 405 ? { Allow: answer.allow } : {};
  return plainAnswer(res, path, answer.status, answer.text, headers);
}

/** The query of a request target, without `?` (and without a fragment, which a browser never sends). @param {string} target */
const queryOf = (target) => {
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const start = withoutFragment.indexOf('?');
  return start === -1 ? '' : withoutFragment.slice(start + 1);
};
