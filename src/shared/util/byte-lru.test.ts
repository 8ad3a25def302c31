import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

describe('ByteLru', () => {
  it('keeps entries within its byte budget, dropping the least recently used first', () => {
    const cache = new ByteLru<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    // 'b' was the least recently used: 'a' was read after it was stored.
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.bytes).toBe(80);
  });

  it('counts a replaced entry once, and keeps nothing larger than the whole budget', () => {
    const cache = new ByteLru<string>(100);
    cache.set('a', 'A', 60);
    cache.set('a', 'A2', 30);
    expect([cache.get('a'), cache.bytes, cache.size]).toEqual(['A2', 30, 1]);
    cache.set('huge', 'H', 101);
    expect([cache.get('huge'), cache.bytes]).toEqual([undefined, 30]);
  });

  it('forgets everything when cleared', () => {
    const cache = new ByteLru<number>(10);
    cache.set('a', 1, 5);
    cache.clear();
    expect([cache.get('a'), cache.bytes, cache.size]).toEqual([undefined, 0, 0]);
  });
});
