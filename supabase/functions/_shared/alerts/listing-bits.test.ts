import { describe, expect, it } from 'vitest';
import { addInto, isEmpty, keepOnly, ListingBits } from './listing-bits.ts';
import type { ListingWithModified } from './match-alerts.ts';

const listing = (id: number, modified: number, title = ''): ListingWithModified => ({ id, _modified: modified, title });

/** `count` listings, modified 1 to `count` (id = modified), in an order of their own. */
const listings = (count: number) =>
  Array.from({ length: count }, (_, index) => listing(((index * 11) % count) + 1, ((index * 11) % count) + 1));

describe('ListingBits', () => {
  it('orders listings newest first, ties by the higher id, and keeps the last row of an id', () => {
    const bits = new ListingBits([listing(1, 5), listing(2, 7), listing(3, 5), listing(2, 6, 'later row')]);
    expect(bits.listings.map((item) => [item.id, item._modified])).toEqual([
      [2, 6],
      [3, 5],
      [1, 5],
    ]);
    expect(bits.listings[0]?.title).toBe('later row');
  });

  it('reads a set out newest first, and leaves out ids that are not new listings', () => {
    const bits = new ListingBits(listings(70));
    const set = bits.ofIds([3, 70, 33, 32, 999]);
    expect(bits.listingsIn(set).map((item) => item.id)).toEqual([70, 33, 32, 3]);
    expect(bits.has(set, 33)).toBe(true);
    expect(bits.has(set, 34)).toBe(false);
    expect(bits.has(set, 999)).toBe(false);
  });

  it.each([
    [0, null],
    [1, 69],
    [37, 33],
    [38, 32],
    [39, 31],
    [69, 1],
    [70, 0],
    [100, 0],
  ] as const)('after cursor %i: the %s listings modified later (null: all of them)', (cursor, count) => {
    const bits = new ListingBits(listings(70));
    const after = bits.after(cursor);
    if (count === null) expect(after).toBeNull();
    else {
      const ids = after ? bits.listingsIn(after).map((item) => item.id) : [];
      expect(ids).toEqual(Array.from({ length: count }, (_, index) => 70 - index));
    }
  });

  it('adds a set within a cursor, keeps only the common listings, and knows an empty set', () => {
    const bits = new ListingBits(listings(70));
    const union = bits.none();
    expect(isEmpty(union)).toBe(true);
    expect(addInto(union, bits.ofIds([5, 50, 65]), bits.after(40))).toBe(true);
    expect(addInto(union, bits.ofIds([5]), bits.after(40))).toBe(false);
    expect(bits.listingsIn(union).map((item) => item.id)).toEqual([65, 50]);
    keepOnly(union, bits.ofIds([50, 1]));
    expect(bits.listingsIn(union).map((item) => item.id)).toEqual([50]);
  });
});
