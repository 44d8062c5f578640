// A per-client request limit with nginx's `limit_req ... nodelay` semantics (a leaky bucket:
// `burst` requests may exceed the rate at once; beyond that, requests are refused until the
// bucket has drained at `perMinute`).

/**
 * @param {{ perMinute: number, burst: number }} limit
 * @param {() => number} [now] milliseconds
 */
export function createRateLimiter({ perMinute, burst }, now = Date.now) {
  const perMs = perMinute / 60_000;
  /** @type {Map<string, { excess: number, at: number }>} */
  const clients = new Map();

  /** Forgets clients whose bucket has drained, so memory stays bounded under many addresses. */
  function forgetDrained(/** @type {number} */ time) {
    for (const [key, state] of clients) {
      if (state.excess - perMs * (time - state.at) <= 0) clients.delete(key);
    }
  }

  return {
    /** True when the request may proceed; counts it. @param {string} client */
    allow(client) {
      const time = now();
      if (clients.size > 10_000) forgetDrained(time);
      const state = clients.get(client);
      // Requests beyond the rate that are still in the bucket, counting this one.
      const excess = state ? Math.max(state.excess - perMs * (time - state.at), 0) + 1 : 0;
      if (excess > burst) return false;
      clients.set(client, { excess, at: time });
      return true;
    },
  };
}
