import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('keeps answers by key and lets the least recently used go first', () => {
    const cache = createAnswerCache(2);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('replaces an answer kept under the same key', () => {
    const cache = createAnswerCache(2);
    cache.set('a', '1');
    cache.set('a', '2');
    expect(cache.get('a')).toBe('2');
    expect(cache.size).toBe(1);
  });

  it('keeps nothing with no room (ANSWER_CACHE_ENTRIES=0)', () => {
    const cache = createAnswerCache(0);
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
