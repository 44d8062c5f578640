// A per-client limit as nginx's `limit_req … nodelay` counts (docs/decisions/two-hosts-one-policy.md).
import { now as clockNow } from '../../shared/src/clock.mjs';

export const MAX_CLIENTS = 100_000;

export function createRateLimiter(
  /** @type {{ perMinute: number, burst: number }} */ { perMinute, burst },
  now = clockNow,
  { maxClients = MAX_CLIENTS } = {},
) {
  const perMs = perMinute / 60_000;
  const drainedAfterMs = (burst + 1) / perMs;
  // Least recently counted first: the clients to forget are always at the front.
  const clients = /** @type {Map<string, { excess: number, at: number }>} */ (new Map());

  function forgetDrainedOrOldest(/** @type {number} */ time) {
    for (const [key, state] of clients) {
      if (time - state.at < drainedAfterMs && clients.size <= maxClients) return;
      clients.delete(key);
    }
  }

  /** Beyond the rate in the client's bucket, this request counted: a new client starts empty. */
  function excessWith(/** @type {string} */ client, /** @type {number} */ time) {
    const state = clients.get(client);
    return state ? Math.max(state.excess - perMs * (time - state.at) + 1, 0) : 0;
  }

  return {
    allow(/** @type {string} */ client) {
      const time = now();
      const excess = excessWith(client, time);
      if (excess > burst) return false;
      clients.delete(client);
      clients.set(client, { excess, at: time });
      forgetDrainedOrOldest(time);
      return true;
    },
    check: (/** @type {string} */ client) => excessWith(client, now()) <= burst,
    get size() {
      return clients.size;
    },
  };
}

/** As several `limit_req` in one location: counted by each only when every one lets it proceed. */
export function allowAll(
  /** @type {{ check(client: string): boolean, allow(client: string): boolean }[]} */ limiters,
  /** @type {string} */ client,
) {
  if (!limiters.every((limiter) => limiter.check(client))) return false;
  for (const limiter of limiters) limiter.allow(client);
  return true;
}
