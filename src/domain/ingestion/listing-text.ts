// The title and the place line shown for a listing, composed from its extracted facts.
import type { ListingType } from './listing-type.ts';

const TYPE_NAMES: Record<ListingType, string> = {
  room: 'Room',
  studio: 'Studio',
  apartment: 'Apartment',
  house: 'House',
  unknown: 'Place',
};

export function composeTitle(
  listingType: ListingType,
  size: number | null,
  neighbourhood: string | null,
  city: string | null,
): string {
  const what = size !== null ? `${TYPE_NAMES[listingType]} of ${size} m²` : TYPE_NAMES[listingType];
  const where = [...new Set([neighbourhood, city].filter((part): part is string => part !== null))];
  return where.length > 0 ? `${what} in ${where.join(', ')}` : `${what} for rent`;
}

export function composeLocation(
  street: string | null,
  neighbourhood: string | null,
  city: string | null,
): string | null {
  const parts = [street, neighbourhood, city].filter((part): part is string => part !== null);
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null;
}
