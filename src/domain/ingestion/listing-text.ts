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

export type ComposedTitle = { listingType: ListingType; size: number | null; place: string | null };

const TYPE_OF_NAME = new Map(Object.entries(TYPE_NAMES).map(([type, name]) => [name, type as ListingType]));
const COMPOSED = /^(Room|Studio|Apartment|House|Place)(?: of (\d+(?:\.\d+)?) m²)? (?:in (.+)|for rent)$/;

/**
 * The parts of a title composeTitle wrote (stored in English), so that a screen can write it in its own
 * language; null for any other title (one a post had), which is shown as it is.
 */
export function composedTitleParts(title: string): ComposedTitle | null {
  const match = COMPOSED.exec(title);
  const listingType = match ? TYPE_OF_NAME.get(match[1] ?? '') : undefined;
  if (!match || !listingType) return null;
  return { listingType, size: match[2] === undefined ? null : Number(match[2]), place: match[3] ?? null };
}

export function composeLocation(
  street: string | null,
  neighbourhood: string | null,
  city: string | null,
): string | null {
  const parts = [street, neighbourhood, city].filter((part): part is string => part !== null);
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null;
}
