// Orders of filter-semantics.md ("Order"): the list by created_at, the map by post time, newest first, ties
// by id (higher first) and a listing without a valid time last; and the sorts a renter picks, by rent (low or
// high first) or by size (largest first), listings without the value last and ties in the list's order; and,
// once a place is chosen, by distance (issue 35 item 6): nearest first to the centre of any chosen area
// (area-centres.ts), listings without a point last, ties in the list's order. Without a centre (no area
// chosen) the distance order is the list's: an order is never an error.
import { distanceToNearestKm, type Centre } from '../areas/area-centres.ts';
import { parseInstant } from './dates.ts';
import type { ListingRow } from './listing.ts';
import { normalizedText, numberOrNull, positiveOrNull } from './listing.ts';
import { postInstant } from './filter-rules.ts';

export const LISTING_ORDERS = ['list', 'map', 'price_asc', 'price_desc', 'size_desc', 'distance'] as const;
export type ListingOrder = (typeof LISTING_ORDERS)[number];
/** The orders by a listing's value rather than its time. */
export type ValueOrder = Extract<ListingOrder, 'price_asc' | 'price_desc' | 'size_desc'>;

export const isListingOrder = (value: unknown): value is ListingOrder => LISTING_ORDERS.includes(value as ListingOrder);

/** The time a listing sorts by in the list or the map, or null when it has none. */
export function sortInstant(listing: ListingRow, order: 'list' | 'map'): number | null {
  return order === 'map' ? postInstant(listing) : parseInstant(listing.created_at);
}

/** The size a listing sorts by: a room's own size, else the whole dwelling's; null when it has none. */
export function sortSize(listing: ListingRow): number | null {
  return normalizedText(listing.listing_type) === 'room'
    ? positiveOrNull(listing.room_size_m2)
    : positiveOrNull(listing.house_total_size_m2);
}

/**
 * The value a listing sorts by in a value order, turned so that smaller comes first (price_desc and size_desc
 * negate it), or null when it has none (those go last).
 */
export function sortValue(listing: ListingRow, order: ValueOrder): number | null {
  if (order === 'size_desc') {
    const size = sortSize(listing);
    return size === null ? null : -size;
  }
  const rent = positiveOrNull(listing.rent_on_monthly_basis);
  return rent === null ? null : order === 'price_asc' ? rent : -rent;
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

/** Compares two values of a value order (smaller first, missing last); 0 leaves the tie to the list order. */
export function compareValues(valueA: number | null, valueB: number | null): number {
  if (valueA === valueB) return 0;
  if (valueA === null) return 1;
  if (valueB === null) return -1;
  return valueA - valueB;
}

/** A listing's distance in km to the nearest centre, or null when it has no point. */
export const sortDistance = (listing: ListingRow, centres: readonly Centre[]): number | null =>
  distanceToNearestKm(centres, numberOrNull(listing.longitude), numberOrNull(listing.latitude));

/** `centres`: where the distance order measures from (areaCentres of the chosen areas); no other order reads them. */
export function sortListings(
  listings: ListingRow[],
  order: ListingOrder,
  centres: readonly Centre[] = [],
): ListingRow[] {
  const timeOrder = order === 'map' ? 'map' : 'list';
  const valueOf = (listing: ListingRow): number | null => {
    if (order === 'list' || order === 'map') return null;
    if (order === 'distance') return centres.length === 0 ? null : sortDistance(listing, centres);
    return sortValue(listing, order);
  };
  const keyed = listings.map((listing) => ({
    listing,
    time: sortInstant(listing, timeOrder),
    value: valueOf(listing),
  }));
  keyed.sort(
    (a, b) => compareValues(a.value, b.value) || compareNewestFirst(a.time, a.listing.id, b.time, b.listing.id),
  );
  return keyed.map((entry) => entry.listing);
}
