import { describe, expect, it } from 'vitest';
import { summarizeListing } from '../listings/listing-summary.ts';
import type { ListingRow } from '../listings/listing.ts';
import { fieldsIn } from './field-kinds.ts';
import { LISTING_RECORD, type ListingCopy } from './listing-record.ts';

const inCopy = (copy: ListingCopy) => new Set<string>(fieldsIn(LISTING_RECORD, copy));
const outside = (copy: ListingCopy, container: Set<string>) => [...inCopy(copy)].filter((name) => !container.has(name));

describe('the listing record', () => {
  it('sends a device only what the view serves', () => {
    expect(outside('device', inCopy('view'))).toEqual([]);
  });

  it('puts in the compact copy and on the card only what a device holds (the copy adds its stamp)', () => {
    expect(outside('compact', new Set([...inCopy('device'), '_modified']))).toEqual([]);
    expect(outside('card', inCopy('device'))).toEqual([]);
  });

  it('reads back of a stored offer only columns of the table', () => {
    expect(outside('offer', inCopy('table'))).toEqual([]);
  });

  it('keeps off devices the link to the merged offer, which only copies (never on a device) have', () => {
    expect(inCopy('view').has('duplicate_of')).toBe(true);
    expect(inCopy('device').has('duplicate_of')).toBe(false);
  });

  it('names exactly the fields a card reads', () => {
    const read = new Set<string>();
    const row = new Proxy({ id: 1, time_of_post: '2026-11-27T10:00:00Z' } as ListingRow, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return Reflect.get(target, name) as unknown;
      },
    });
    summarizeListing(row);
    expect([...read].sort()).toEqual([...inCopy('card')].sort());
  });
});
