import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

describe('a least-recently-used map', () => {
  it('keeps values by key and lets the least recently used go first', () => {
    const cache = createLru<string>(2);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('replaces a value kept under the same key', () => {
    const cache = createLru<string>(2);
    cache.set('a', '1');
    cache.set('a', '2');
    expect(cache.get('a')).toBe('2');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing with no room (ANSWER_CACHE_ENTRIES=0)', () => {
    const cache = createLru<string>(0);
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
