// The cache behind remembered grants: what it may answer from memory, and when it must not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShortCache } from './short-cache.js';

describe('ShortCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers from memory within its lifetime only', () => {
    const cache = new ShortCache<string>(5_000);
    cache.set('a', 'grant');
    vi.advanceTimersByTime(4_999);
    expect(cache.get('a')).toBe('grant');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most its limit, dropping the oldest', () => {
    const cache = new ShortCache<number>(5_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('forgets everything on clear and stores nothing until a read that began before it is stale', () => {
    const cache = new ShortCache<string>(5_000);
    cache.set('a', 'grant');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    // A read that started before the change (or before its transaction committed) lands now: refused.
    cache.set('a', 'old grant');
    expect(cache.get('a')).toBeUndefined();
    vi.advanceTimersByTime(5_000);
    cache.set('a', 'new grant');
    expect(cache.get('a')).toBe('new grant');
  });

  it('remembers nothing when its lifetime is 0 (CAIRN_SESSION_CACHE_SECONDS=0)', () => {
    const cache = new ShortCache<string>(0);
    cache.set('a', 'grant');
    expect(cache.get('a')).toBeUndefined();
  });
});
