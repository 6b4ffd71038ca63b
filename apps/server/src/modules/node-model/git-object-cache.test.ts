// The node model's object cache stays within its bytes, drops the least recently used first and
// never holds a file large enough to push everything else out.
import { describe, expect, it } from 'vitest';
import { GitObjectCache } from './git-object-cache.js';

const text = (chars: number) => 'x'.repeat(chars);

describe('git object cache', () => {
  it('keeps the recently used entries within its limit', () => {
    const cache = new GitObjectCache(4_000);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, text(400)); // ~864 bytes each
    expect(cache.get('a')).toBe(text(400)); // a is now the most recently used
    cache.set('e', text(400));
    expect(cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.get(key)).toBe(text(400));
    expect(cache.size).toBeLessThanOrEqual(4_000);
  });

  it('does not keep an entry larger than a quarter of the limit', () => {
    const cache = new GitObjectCache(2_000);
    cache.set('small', text(10));
    cache.set('huge', text(1_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe(text(10));
  });

  it('holds trees as git listed them', () => {
    const cache = new GitObjectCache(10_000);
    const tree = [{ mode: '100644', path: 'query.sql', oid: 'f'.repeat(40), type: 'blob' as const }];
    cache.set('tree', tree);
    expect(cache.get('tree')).toEqual(tree);
  });
});
