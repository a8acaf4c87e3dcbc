// How listing facts read on cards and the detail page (product spec section 2).
import { listingsText } from '../messages.ts';
import { parseInstant } from './dates.ts';

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '€850/month', or 'Price on request' when the rent is missing or 0 or less. */
export function formatRent(rent: number | null | undefined): string {
  return typeof rent === 'number' && Number.isFinite(rent) && rent > 0
    ? listingsText.pricePerMonth(Math.round(rent))
    : listingsText.priceOnRequest;
}

/** 'Oct 1, 2026' (short English month, day, year), or null for no valid date. */
export function formatShortDate(value: string | null | undefined): string | null {
  const instant = parseInstant(value);
  return instant === null ? null : SHORT_DATE.format(instant);
}

export function formatSize(size: number | null | undefined): string | null {
  return typeof size === 'number' && Number.isFinite(size) && size > 0
    ? `${Number.isInteger(size) ? size : size.toFixed(1)} m²`
    : null;
}

/** A card's short facts: 'Room 14 m²', 'House 85 m²', '2 roommates', each only when known. */
export function cardFacts(listing: {
  roomSize: number | null;
  houseSize: number | null;
  roommates: number | null;
}): string[] {
  const room = formatSize(listing.roomSize);
  const house = formatSize(listing.houseSize);
  return [room && `Room ${room}`, house && `House ${house}`, formatRoommates(listing.roommates)].filter(
    (fact): fact is string => Boolean(fact),
  );
}

export function formatRoommates(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return null;
  return count === 0 ? 'No roommates' : `${count} roommate${count === 1 ? '' : 's'}`;
}

/** 'Dapperbuurt, Amsterdam': the area and the city, the city only once when the area already names it. */
export function formatPlace(area: string | null | undefined, city: string | null | undefined): string | null {
  const place = area?.trim() || null;
  const town = city?.trim() || null;
  if (!place || !town) return place ?? town;
  const namesCity = place.split(',').some((part) => part.trim().toLowerCase() === town.toLowerCase());
  return namesCity ? place : `${place}, ${town}`;
}
