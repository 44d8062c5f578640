import { describe, expect, it } from 'vitest';
import { STATEMENT_RATE_LIMIT } from './policy.mjs';
import { createRateLimiter } from './rateLimit.mjs';

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
});
