import { describe, expect, it } from 'vitest';
import { STATEMENT_NOT_FOUND_RATE_LIMIT, STATEMENT_RATE_LIMIT } from './policy.mjs';
import { allowAll, createRateLimiter } from './rateLimit.mjs';

describe('createRateLimiter', () => {
  it('lets a burst through at once, then refuses until the bucket drains', () => {
    let time = 0;
    const limiter = createRateLimiter({ perMinute: 30, burst: 10 }, () => time);
    const first = Array.from({ length: 12 }, () => limiter.allow('203.0.113.7'));
    expect(first.filter(Boolean)).toHaveLength(11);
    expect(first.at(-1)).toBe(false);
    time += 1_000; // half a request's worth of draining at 30 a minute
    expect(limiter.allow('203.0.113.7')).toBe(false);
    time += 1_000;
    expect(limiter.allow('203.0.113.7')).toBe(true);
    expect(limiter.allow('203.0.113.7')).toBe(false);
  });

  it('counts each client apart', () => {
    const limiter = createRateLimiter({ perMinute: 30, burst: 0 }, () => 0);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.allow('b')).toBe(true);
  });

  it('makes 10,000 guesses from one client take hours, not seconds', () => {
    const { perMinute, burst } = STATEMENT_RATE_LIMIT;
    const hours = (10_000 - burst - 1) / perMinute / 60;
    expect(hours).toBeGreaterThan(5);
  });

  it('gives failed statement look-ups a budget of their own, tighter: 10,000 of them from one client take days', () => {
    const { perMinute, burst } = STATEMENT_NOT_FOUND_RATE_LIMIT;
    expect(perMinute).toBeLessThan(STATEMENT_RATE_LIMIT.perMinute);
    expect(burst).toBeLessThan(STATEMENT_RATE_LIMIT.burst);
    expect((10_000 - burst - 1) / perMinute / 60 / 24).toBeGreaterThan(5);
  });

  it('lets a client that keeps to the rate through for ever, as nginx does', () => {
    let time = 0;
    const limiter = createRateLimiter({ perMinute: 30, burst: 0 }, () => time);
    const atTheRate = Array.from({ length: 20 }, () => {
      time += 2_000;
      return limiter.allow('203.0.113.7');
    });
    expect(atTheRate.every(Boolean)).toBe(true);
  });

  it('forgets a client once its bucket has drained, and keeps a refused client refused until then', () => {
    let time = 0;
    const limiter = createRateLimiter({ perMinute: 30, burst: 10 }, () => time);
    for (let request = 0; request < 12; request += 1) limiter.allow('203.0.113.7');
    // Others come while its bucket is full (11 requests over 22 s drain): it stays refused.
    for (let tenth = 1; tenth < 20; tenth += 1) {
      time = tenth * 100;
      expect(limiter.allow(`198.51.100.${tenth}`)).toBe(true);
    }
    expect(limiter.allow('203.0.113.7')).toBe(false);
    time = 30_000;
    expect(limiter.allow('192.0.2.1')).toBe(true);
    // Every client of the first 2 s has drained by now: only the newest one is remembered.
    expect(limiter.size).toBe(1);
    expect(limiter.allow('203.0.113.7')).toBe(true);
  });

  it('remembers at most maxClients, forgetting the least recently counted first', () => {
    const limiter = createRateLimiter({ perMinute: 30, burst: 0 }, () => 0, { maxClients: 3 });
    for (const client of ['a', 'b', 'c']) limiter.allow(client);
    expect(limiter.allow('a')).toBe(false);
    limiter.allow('d');
    expect(limiter.size).toBe(3);
    // 'a' was counted before 'b', 'c' and 'd': forgotten, it starts again.
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('c')).toBe(false);
  });

  it('takes as long per request with 100,000 clients remembered as with 100 (measured side by side in this run)', () => {
    const limit = { perMinute: 30, burst: 10 };
    /** The time of 10,000 requests from new clients, with `remembered` clients in the table, none drained. */
    const timeOfRequests = (remembered: number) => {
      const limiter = createRateLimiter(limit, () => 0);
      for (let client = 0; client < remembered; client += 1) {
        limiter.allow(`old-${client}`);
        limiter.allow(`old-${client}`);
      }
      const started = performance.now();
      for (let client = 0; client < 10_000; client += 1) limiter.allow(`new-${client}`);
      return performance.now() - started;
    };
    timeOfRequests(100); // warms the code up
    const fastest = (remembered: number) => Math.min(...[0, 1, 2].map(() => timeOfRequests(remembered)));
    const few = fastest(100);
    const many = fastest(99_000);
    // A scan of the table per request would make `many` about a thousand times `few`; a big table's own costs (its
    // growth, the collector, a busy machine) stay far below a hundred times, which once reached 65 at 2,000 requests.
    expect(many).toBeLessThan(few * 100 + 5);
  });
});

describe('allowAll', () => {
  it('lets a request through only when every limiter does, and then counts it in each, as nginx does with several limit_req', () => {
    const statements = createRateLimiter({ perMinute: 30, burst: 10 }, () => 0);
    const notFound = createRateLimiter({ perMinute: 1, burst: 2 }, () => 0);
    // Failed look-ups: 3 through, then refused by their own budget, which leaves the other untouched.
    const misses = Array.from({ length: 6 }, () => allowAll([statements, notFound], '203.0.113.7'));
    expect(misses).toEqual([true, true, true, false, false, false]);
    // Files found count against the statements' budget alone: 11 - 3 are left of it.
    const hits = Array.from({ length: 9 }, () => allowAll([statements], '203.0.113.7'));
    expect(hits.filter(Boolean)).toHaveLength(8);
  });

  it('counts a refused request in none of them, whichever refused it', () => {
    const first = createRateLimiter({ perMinute: 1, burst: 0 }, () => 0);
    const second = createRateLimiter({ perMinute: 1, burst: 0 }, () => 0);
    expect(allowAll([first], 'a')).toBe(true);
    expect(allowAll([first, second], 'a')).toBe(false);
    expect(allowAll([second], 'a'), 'refused by the first, not counted by the second').toBe(true);
    expect(allowAll([first], 'b')).toBe(true);
    expect(allowAll([second, first], 'b')).toBe(false);
    expect(allowAll([second], 'b'), 'refused by the last, not counted by the one before').toBe(true);
    expect(allowAll([first, second], 'c')).toBe(true);
    expect([allowAll([first], 'c'), allowAll([second], 'c')], 'let through, counted by both').toEqual([false, false]);
  });
});
