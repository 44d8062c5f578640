// A per-client request limit with nginx's `limit_req ... nodelay` semantics (a leaky bucket:
// `burst` requests may exceed the rate at once; beyond that, requests are refused until the
// bucket has drained at `perMinute`).

/**
 * Clients remembered at most. Past it the least recently counted client is forgotten first, as
 * nginx does when its `limit_req_zone` is full (that client starts again with a full burst).
 */
export const MAX_CLIENTS = 100_000;

/**
 * @param {{ perMinute: number, burst: number }} limit
 * @param {() => number} [now] milliseconds
 * @param {{ maxClients?: number }} [options]
 */
export function createRateLimiter({ perMinute, burst }, now = Date.now, { maxClients = MAX_CLIENTS } = {}) {
  const perMs = perMinute / 60_000;
  // A bucket holds at most `burst` beyond the rate: this long after its last counted request it is
  // empty whatever it held, and the client counts as one never seen.
  const drainedAfterMs = (burst + 1) / perMs;
  /**
   * Least recently counted first (a Map keeps insertion order, and a counted client is moved to
   * the end), so the clients to forget are always at the front: each request forgets those whose
   * bucket has drained and stops at the first that has not, in constant time amortised, however
   * many clients there are.
   * @type {Map<string, { excess: number, at: number }>}
   */
  const clients = new Map();

  function forgetDrainedOrOldest(/** @type {number} */ time) {
    for (const [key, state] of clients) {
      if (time - state.at < drainedAfterMs && clients.size <= maxClients) return;
      clients.delete(key);
    }
  }

  /**
   * Requests beyond the rate still in the client's bucket, counting this one (nginx's arithmetic: a
   * new client starts empty; a client at exactly the rate stays empty).
   * @param {string} client @param {number} time
   */
  function excessWith(client, time) {
    const state = clients.get(client);
    return state ? Math.max(state.excess - perMs * (time - state.at) + 1, 0) : 0;
  }

  return {
    /** True when the request may proceed; counts it. @param {string} client */
    allow(client) {
      const time = now();
      const excess = excessWith(client, time);
      if (excess > burst) return false;
      clients.delete(client);
      clients.set(client, { excess, at: time });
      forgetDrainedOrOldest(time);
      return true;
    },
    /** True when allow(client) would let the request proceed; counts nothing. @param {string} client */
    check(client) {
      return excessWith(client, now()) <= burst;
    },
    /** How many clients are remembered. */
    get size() {
      return clients.size;
    },
  };
}

/**
 * Several limits on one request, as nginx's several `limit_req` in one location: it proceeds only
 * when every limiter lets it, and only then is it counted, by each.
 * @param {{ check(client: string): boolean, allow(client: string): boolean }[]} limiters
 * @param {string} client
 */
export function allowAll(limiters, client) {
  if (!limiters.every((limiter) => limiter.check(client))) return false;
  for (const limiter of limiters) limiter.allow(client);
  return true;
}
