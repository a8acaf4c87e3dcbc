import { describe, expect, it } from 'vitest';
import type { ListingRow } from './listing.ts';
import { sortListings } from './ordering.ts';
import type { Centre } from '../areas/area-centres.ts';

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

  describe('by distance', () => {
    const dam: Centre = [4.893, 52.3731];
    const zuidas: Centre = [4.8728, 52.3386];
    /** A listing `km` north of the Dam (a degree of latitude is 111.2 km on the page's sphere), posted on `day`. */
    const north = (id: number, km: number, day: number): ListingRow => ({
      id,
      created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
      longitude: dam[0],
      latitude: dam[1] + km / 111.2,
    });
    const spread = [north(1, 3, 20), north(2, 0.5, 10), north(3, 1.5, 25), north(4, 8, 22)];
    const ids = (rows: ListingRow[], centres: Centre[]) => sortListings(rows, 'distance', centres).map((row) => row.id);

    it('orders nearest first, whatever the list order', () => {
      expect(ids(spread, [dam])).toEqual([2, 3, 1, 4]);
    });

    it('puts listings without a point last, in the list order', () => {
      const withoutPoint = (id: number, day: number, point: Partial<ListingRow>): ListingRow => ({
        id,
        created_at: `2026-11-${day}T10:00:00Z`,
        ...point,
      });
      const rows = [
        withoutPoint(5, 21, { latitude: null, longitude: 4.9 }),
        ...spread,
        withoutPoint(6, 23, { latitude: '52.37' as unknown as number, longitude: 4.9 }),
        withoutPoint(7, 19, {}),
      ];
      expect(ids(rows, [dam])).toEqual([2, 3, 1, 4, 6, 5, 7]);
    });

    it('leaves listings at the same distance in the list order: newest first, then the higher id', () => {
      const rows = [north(10, 1, 12), north(11, 1, 14), north(12, 1, 14), north(13, 0.2, 1)];
      expect(ids(rows, [dam])).toEqual([13, 12, 11, 10]);
    });

    it('measures to the nearest of several centres', () => {
      // 2.5 km south of the Zuidas: 6.5 km from the Dam.
      const southOfZuidas: ListingRow = {
        id: 9,
        created_at: '2026-11-01T10:00:00Z',
        longitude: zuidas[0],
        latitude: zuidas[1] - 2.5 / 111.2,
      };
      const rows = [...spread, southOfZuidas];
      expect(ids(rows, [dam, zuidas])).toEqual([2, 3, 9, 1, 4]);
      expect(ids(rows, [zuidas, dam])).toEqual([2, 3, 9, 1, 4]);
      expect(ids(rows, [dam])).toEqual([2, 3, 1, 9, 4]);
    });

    it('is the list order without a centre to measure from (no area chosen)', () => {
      expect(ids(spread, [])).toEqual(sortListings(spread, 'list').map((row) => row.id));
      expect(ids(spread, [])).toEqual([3, 4, 1, 2]);
    });
  });
});
