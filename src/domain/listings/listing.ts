// A listing as the app reads it, from the view full_details_housing (product spec section 3): the device's
// fields of the listing record (src/domain/records/listing-record.ts), where each field says why it travels.
// Every field may be missing or of the wrong kind in data from outside; the filter rules check before they use one.
import type { ListingFields } from '../records/listing-record.ts';

export type ListingRow = ListingFields;

/** A finite number, else null. */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A finite number above zero, else null: rent and sizes of 0 or less count as missing. */
export function positiveOrNull(value: unknown): number | null {
  const number = numberOrNull(value);
  return number !== null && number > 0 ? number : null;
}

/** Trimmed and lower-cased text, else null: string comparisons ignore case and surrounding space. */
export function normalizedText(value: unknown): string | null {
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/**
 * The listing's city as the filters and option lists read it: the dwelling's own city (city_of_post) where
 * the post names one, else the city of the group it was posted in; trimmed, null when neither is given.
 */
export function listingCity(listing: Pick<ListingRow, 'city_of_post' | 'city_of_group'>): string | null {
  for (const city of [listing.city_of_post, listing.city_of_group])
    if (typeof city === 'string' && city.trim() !== '') return city.trim();
  return null;
}
