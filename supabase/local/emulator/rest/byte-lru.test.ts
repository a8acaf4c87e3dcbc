import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

describe('ByteLru', () => {
  it('evicts the least recently used until the bytes fit', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes).toBe(8);
  });

  it('does not keep a value larger than the whole budget, and replaces a key in place', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('huge', 'H', 11);
    expect([lru.get('huge'), lru.get('a')]).toEqual([undefined, 'A']);
    lru.set('a', 'A2', 6);
    expect([lru.get('a'), lru.bytes, lru.size]).toEqual(['A2', 6, 1]);
  });

  it('empties on clear', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.clear();
    expect([lru.get('a'), lru.bytes, lru.size]).toEqual([undefined, 0, 0]);
  });
});
