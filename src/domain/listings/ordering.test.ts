import { describe, expect, it } from 'vitest';
import type { ListingRow } from './listing.ts';
import { sortListings } from './ordering.ts';

const rows: ListingRow[] = [
  { id: 1, created_at: '2026-11-20T10:00:00Z', time_of_post: '2026-11-21T09:00:00Z' },
  { id: 2, created_at: '2026-11-21T10:00:00Z', time_of_post: '2026-11-19T09:00:00Z' },
  { id: 3, created_at: '2026-11-21T10:00:00Z', time_of_post: null },
  { id: 4, created_at: 'not a date', time_of_post: 'not a date' },
  { id: 5, created_at: null, time_of_post: '2026-11-22T09:00:00Z' },
];

describe('sortListings', () => {
  it('orders the list by created_at, newest first, ties by higher id, invalid times last', () => {
    expect(sortListings(rows, 'list').map((row) => row.id)).toEqual([3, 2, 1, 5, 4]);
  });

  it('orders the map by post time, falling back to created_at', () => {
    expect(sortListings(rows, 'map').map((row) => row.id)).toEqual([5, 3, 1, 2, 4]);
  });
});
