// Field-speed beacons on the embedded host, with nginx's answers (vitals.conf.template): 204 and a
// log line for a beacon from the site's pages naming a live route, its owner and releases on disk;
// 405 another method, 403 another site, 429 over the limit, 400 anything else, none recorded.
import { join } from 'node:path';
import { SHELL } from '../lib/deployRoot.mjs';
import { nginxParts, nginxQuoted } from '../lib/nginxTemplate.mjs';
import { VITALS_RATE_LIMIT, cacheControlFor } from '../lib/policy.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { readRouteOwnersNow } from '../lib/routes.mjs';
import { BEACON_FETCH_SITES, BEACON_METHOD, releasesOnDiskNow } from '../lib/vitals.mjs';
import { vitalsLogOf, vitalsLogWriter } from '../lib/vitalsLog.mjs';
import { now } from '../../shared/src/clock.mjs';
import { escapeRegExp } from '../../shared/src/lib/escapeRegExp.mjs';
import {
  BEACON_PATH,
  BEACON_PATTERN,
  BEACON_VERSION,
  METRICS,
  RECORD_FIELDS,
  captureName,
  isoTime,
  logLineOf,
  parseBeacon,
} from '../../shared/src/vitalsBeacon.mjs';
import { plainAnswer } from './answers.mjs';

const TIDY_EVERY_MS = 3_600_000;

/** @typedef {{ status: 204 } | { status: 400 | 403 | 429, text: string } | { status: 405, text: string, allow: string }} BeaconAnswer */

export function vitalsEndpoint(
  /** @type {string} */ root,
  /** @type {{ maxBytes?: number, keep?: number, maxAgeMs?: number }} */ logOptions = {},
) {
  const limit = createRateLimiter(VITALS_RATE_LIMIT);
  const log = vitalsLogWriter(root, logOptions);
  // Beacons or not: a quiet site's old lines go too.
  setInterval(() => void log.tidy().catch(() => undefined), TIDY_EVERY_MS).unref();
  return {
    /** `query` without `?`, `fetchSite` the Sec-Fetch-Site header, `client` its key. @returns {Promise<BeaconAnswer>} */
    async receive(
      /** @type {{ method: string, query: string, fetchSite: string | undefined, client: string }} */ {
        method,
        query,
        fetchSite,
        client,
      },
    ) {
      if (method !== BEACON_METHOD) return { status: 405, text: 'Method not allowed', allow: BEACON_METHOD };
      if (!BEACON_FETCH_SITES.includes(fetchSite ?? ''))
        return { status: 403, text: "Not a beacon from this site's pages." };
      if (!limit.allow(client)) return { status: 429, text: 'Too many reports. Please wait a minute.' };
      const parsed = parseBeacon(query, isoTime(new Date(now())));
      if ('error' in parsed) return { status: 400, text: `Not a beacon: ${parsed.error}.` };
      const { record } = parsed;
      const [owners, releases] = await Promise.all([
        readRouteOwnersNow(join(root, SHELL, 'current')).catch(() => /** @type {Record<string, string>} */ ({})),
        releasesOnDiskNow(root),
      ]);
      // Own properties only, in the route list's spelling: `/SAVINGS_ACCOUNT` is no beacon's route.
      if (!Object.hasOwn(owners, record.route)) return { status: 400, text: 'Not a beacon: unknown route.' };
      if (owners[record.route] !== record.section)
        return { status: 400, text: "Not a beacon: the route is not its section's." };
      if (!releases.includes(`${SHELL}:${record.shell}`) || !releases.includes(`${record.section}:${record.release}`)) {
        return { status: 400, text: 'Not a beacon: unknown release.' };
      }
      await log.append(logLineOf(record));
      return { status: 204 };
    },
  };
}

/** The endpoint's answer as HTTP; `client` the client's key. */
export async function answerBeacon(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {string} */ path,
  /** @type {ReturnType<typeof vitalsEndpoint>} */ vitals,
  /** @type {string} */ client,
) {
  const fetchSite = req.headers['sec-fetch-site'];
  const answer = await vitals.receive({
    method: req.method ?? '',
    query: queryOf(req.url ?? ''),
    fetchSite: Array.isArray(fetchSite) ? fetchSite.join(',') : fetchSite,
    client,
  });
  res.setHeader('Cache-Control', cacheControlFor(path, answer.status));
  if (answer.status === 204) return void res.writeHead(204).end();
  /** @type {Record<string, string>} */
  const headers =
    answer.status === 429 ? { 'Retry-After': '60' } : answer.status === 405 ? { Allow: answer.allow } : {};
  return plainAnswer(res, path, answer.status, answer.text, headers);
}

/** A request target's query, without `?`. */
const queryOf = (/** @type {string} */ target) => {
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const start = withoutFragment.indexOf('?');
  return start === -1 ? '' : withoutFragment.slice(start + 1);
};

/** The log line of logLineOf (shared/src/vitalsBeacon.mjs), from the beacon's checked values. */
function nginxLogFormat() {
  /** @type {Record<string, string>} */
  const valueOf = {
    v: String(BEACON_VERSION),
    time: '"$time_iso8601"',
    route: `"$${captureName('route')}"`,
    language: `"$${captureName('lang')}"`,
    ...Object.fromEntries(
      ['shell', 'section', 'release', 'connection', 'device'].map((field) => [field, `"$${captureName(field)}"`]),
    ),
    ...Object.fromEntries(METRICS.map(({ field }) => [field, `$mboa_vitals_${field}`])),
  };
  return `{${RECORD_FIELDS.map((field) => `"${field}":${valueOf[field]}`).join(',')}}`;
}

export const vitalsForNginx = (/** @type {import('../lib/nginxTemplate.mjs').NginxSite} */ { root, routeOwners }) =>
  nginxParts(new URL('./vitals.conf.template', import.meta.url), {
    RATE: `${VITALS_RATE_LIMIT.perMinute}r/m`,
    BURST: String(VITALS_RATE_LIMIT.burst),
    BEACON_PATTERN: nginxQuoted(BEACON_PATTERN),
    ROUTES: Object.entries(routeOwners)
      .map(([route, owner]) => `"~^${nginxQuoted(escapeRegExp(owner))} ${nginxQuoted(escapeRegExp(route))}$" 1;`)
      .join('\n'),
    FETCH_SITES: BEACON_FETCH_SITES.map((site) => `"${nginxQuoted(site)}" 1;`).join('\n'),
    // A metric the beacon lacks is null in the line; its pattern allows digits only otherwise.
    METRIC_MAPS: METRICS.map(({ field }) =>
      [
        `map $${captureName(field)} $mboa_vitals_${field} {`,
        '  "" null;',
        `  default $${captureName(field)};`,
        '}',
      ].join('\n'),
    ).join('\n'),
    LOG_FORMAT: nginxLogFormat(),
    LOG: vitalsLogOf(root),
    BEACON_PATH,
    METHOD: BEACON_METHOD,
    SITE_ROOT: root,
  });
