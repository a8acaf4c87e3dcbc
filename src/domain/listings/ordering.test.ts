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

  const priced: ListingRow[] = [
    {
      id: 1,
      created_at: '2026-11-20T10:00:00Z',
      rent_on_monthly_basis: 900,
      listing_type: 'studio',
      house_total_size_m2: 30,
    },
    { id: 2, created_at: '2026-11-21T10:00:00Z', rent_on_monthly_basis: null, listing_type: 'room', room_size_m2: 40 },
    {
      id: 3,
      created_at: '2026-11-22T10:00:00Z',
      rent_on_monthly_basis: 700,
      listing_type: 'Room',
      room_size_m2: 12,
      house_total_size_m2: 90,
    },
    {
      id: 4,
      created_at: '2026-11-19T10:00:00Z',
      rent_on_monthly_basis: 900,
      listing_type: 'apartment',
      house_total_size_m2: 0,
    },
    {
      id: 5,
      created_at: '2026-11-23T10:00:00Z',
      rent_on_monthly_basis: 0,
      listing_type: null,
      house_total_size_m2: 55,
    },
  ];

  it('orders by rent low to high, listings without rent last, ties as the list orders them', () => {
    expect(sortListings(priced, 'price_asc').map((row) => row.id)).toEqual([3, 1, 4, 5, 2]);
  });

  it('orders by rent high to low, listings without rent last, ties as the list orders them', () => {
    expect(sortListings(priced, 'price_desc').map((row) => row.id)).toEqual([1, 4, 3, 5, 2]);
  });

  it("orders by size, largest first: a room's own size, else the dwelling's; without a size last", () => {
    expect(sortListings(priced, 'size_desc').map((row) => row.id)).toEqual([5, 2, 1, 3, 4]);
  });
});
