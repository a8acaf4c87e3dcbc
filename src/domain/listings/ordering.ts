// Orders of filter-semantics.md: the list by created_at, the map by post time; newest first, ties by
// id (higher first), and a listing without a valid time last.
import { parseInstant } from './dates.ts';
import type { ListingRow } from './listing.ts';
import { postInstant } from './filter-rules.ts';

export type ListingOrder = 'list' | 'map';

/** The time a listing sorts by in an order, or null when it has none. */
export function sortInstant(listing: ListingRow, order: ListingOrder): number | null {
  return order === 'list' ? parseInstant(listing.created_at) : postInstant(listing);
}

/** Compares two (time, id) keys: newest first, ties by higher id, missing times last. */
export function compareNewestFirst(timeA: number | null, idA: number, timeB: number | null, idB: number): number {
  if (timeA !== timeB) {
    if (timeA === null) return 1;
    if (timeB === null) return -1;
    return timeB - timeA;
  }
  return idB - idA;
}

export function sortListings(listings: ListingRow[], order: ListingOrder): ListingRow[] {
  const keyed = listings.map((listing) => ({ listing, time: sortInstant(listing, order) }));
  keyed.sort((a, b) => compareNewestFirst(a.time, a.listing.id, b.time, b.listing.id));
  return keyed.map((entry) => entry.listing);
}
