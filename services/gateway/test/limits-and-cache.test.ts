import { BoundedTtlCache } from '../src/auth/bounded-ttl-cache';
import { FixedWindowLimiter } from '../src/rate-limit/fixed-window-limiter';

describe('FixedWindowLimiter', () => {
  it('counts per key within a window and resets after it', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(2, 60_000, { now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true, limit: 2, remaining: 1, resetAt: 1060, retryAfter: 60 });
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    now += 15_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, limit: 2, remaining: 0, resetAt: 1060, retryAfter: 45 });
    expect(limiter.hit('b')).toMatchObject({ allowed: true, remaining: 1 });
    now += 44_500;
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1, resetAt: 1120 });
  });

  it('forgets ended windows once many keys were seen', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(10, 1000, { now: () => now });
    for (let i = 0; i < 1000; i += 1) limiter.hit(`old-${i}`);
    now = 5000;
    for (let i = 0; i < 30; i += 1) limiter.hit(`new-${i}`);
    expect(limiter.size).toBe(30);
  });
});

describe('BoundedTtlCache', () => {
  it('expires entries after the TTL', () => {
    let now = 0;
    const cache = new BoundedTtlCache<string>(10, 5000, () => now);
    cache.set('k', 'v');
    now = 4999;
    expect(cache.get('k')).toBe('v');
    now = 5000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the least recently used entry past its size', () => {
    const cache = new BoundedTtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new BoundedTtlCache<number>(2, 0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
