// The embedded host's field-speed endpoint (docs/field-speed.md): what nginx does with its own
// config (hosting/nginx/site.conf.template), to the same rules. A beacon is accepted (204) when
// its query is a version 1 beacon (shared/src/vitalsBeacon.mjs), its route is one of the live
// shell's and its releases are on disk; it is then appended to the deploy root's log. Anything
// else is refused (400) and not recorded; a client over the rate limit gets 429.
import { join } from 'node:path';
import { SHELL } from '../lib/deployRoot.mjs';
import { VITALS_RATE_LIMIT } from '../lib/policy.mjs';
import { createRateLimiter } from '../lib/rateLimit.mjs';
import { readRouteListNow } from '../lib/routes.mjs';
import { beaconRoutesOf, releasesOnDiskNow } from '../lib/vitals.mjs';
import { vitalsLogWriter } from '../lib/vitalsLog.mjs';
import { isoTime, logLineOf, parseBeacon } from '../../shared/src/vitalsBeacon.mjs';

/**
 * @param {string} root the deploy root: its live shell's routes, its releases, its log
 * @param {{ maxBytes?: number, keep?: number }} [logOptions]
 */
export function vitalsEndpoint(root, logOptions) {
  const limit = createRateLimiter(VITALS_RATE_LIMIT);
  const log = vitalsLogWriter(root, logOptions);
  return {
    /**
     * @param {string} query the request's query, without `?`
     * @param {string} client the client's key (hosting/lib/clients.mjs)
     * @returns {Promise<{ status: 204 } | { status: 400 | 429, text: string }>}
     */
    async receive(query, client) {
      if (!limit.allow(client)) return { status: 429, text: 'Too many reports. Please wait a minute.' };
      const parsed = parseBeacon(query, isoTime(new Date()));
      if ('error' in parsed) return { status: 400, text: `Not a beacon: ${parsed.error}.` };
      const { record } = parsed;
      const [routes, releases] = await Promise.all([readRouteListNow(join(root, SHELL, 'current')).then(beaconRoutesOf, () => /** @type {string[]} */ ([])), releasesOnDiskNow(root)]);
      if (!routes.includes(record.route)) return { status: 400, text: 'Not a beacon: unknown route.' };
      if (!releases.includes(`${SHELL}:${record.shell}`) || !releases.includes(`${record.section}:${record.release}`)) {
        return { status: 400, text: 'Not a beacon: unknown release.' };
      }
      await log.append(logLineOf(record));
      return { status: 204 };
    },
  };
}
