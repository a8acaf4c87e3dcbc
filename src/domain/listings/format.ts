// How listing facts read on cards, the detail page, alert mails and notifications (product spec section 2),
// in the language whose texts (and language, for dates) are passed: the app's in use, the member's on the server.
import type { Language } from '../language.ts';
import type { DomainTexts } from '../texts.ts';
import { parseInstant } from './dates.ts';

export type FormatTexts = Pick<DomainTexts, 'listingsText' | 'factText'>;

const DATE_STYLES = {
  short: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  long: { dateStyle: 'long', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Dates as written in the Netherlands, or in American English (the spec's 'Oct 1, 2026'); made once each. */
function dateFormat(language: Language, style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-US', DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Makes the date formats of `language` ahead of their first use: a page's first Intl.DateTimeFormat costs
 * ICU's set-up (20 to 40 ms on a phone), better spent in a task of its own than inside the first render.
 */
export function prepareDateFormats(language: Language): void {
  for (const style of Object.keys(DATE_STYLES) as (keyof typeof DATE_STYLES)[]) dateFormat(language, style);
}

/** '€850/month' ('€ 850 per maand'), or 'Price on request' when the rent is missing or 0 or less. */
export function formatRent(rent: number | null | undefined, texts: FormatTexts): string {
  return typeof rent === 'number' && Number.isFinite(rent) && rent > 0
    ? texts.listingsText.pricePerMonth({ amount: Math.round(rent) })
    : texts.listingsText.priceOnRequest;
}

/** 'Oct 1, 2026' ('1 okt 2026'), or null for no valid date. */
export function formatShortDate(value: string | null | undefined, language: Language): string | null {
  const instant = parseInstant(value);
  return instant === null ? null : dateFormat(language, 'short').format(instant);
}

/** 'August 26, 2025' ('26 augustus 2025'), or null for no valid date. */
export function formatLongDate(value: string | null | undefined, language: Language): string | null {
  const instant = parseInstant(value);
  return instant === null ? null : dateFormat(language, 'long').format(instant);
}

export function formatSize(size: number | null | undefined, texts: FormatTexts): string | null {
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? texts.factText.squareMetres({ size }) : null;
}

// The types whose size is the whole dwelling's: a studio's 27 m² reads "Studio 27 m²", not "House 27 m²".
const DWELLING_TYPES = ['studio', 'apartment', 'house'] as const;
type DwellingType = (typeof DWELLING_TYPES)[number];

function dwellingType(type: string | null | undefined): DwellingType | null {
  const name = typeof type === 'string' ? type.trim().toLowerCase() : '';
  return (DWELLING_TYPES as readonly string[]).includes(name) ? (name as DwellingType) : null;
}

/**
 * A card's short facts: 'Room 14 m²', 'Studio 27 m²', 'House 85 m²' (a room's whole house, or a listing of no
 * known type), '2 roommates', each only when known.
 */
export function cardFacts(
  listing: { roomSize: number | null; houseSize: number | null; roommates: number | null; listingType?: string | null },
  texts: FormatTexts,
): string[] {
  const room = formatSize(listing.roomSize, texts);
  const house = formatSize(listing.houseSize, texts);
  const dwelling = dwellingType(listing.listingType);
  return [
    room && texts.factText.room({ size: room }),
    house &&
      (dwelling
        ? texts.factText.typeSize({ type: texts.factText.titleTypes[dwelling], size: house })
        : texts.factText.house({ size: house })),
    formatRoommates(listing.roommates, texts),
  ].filter((fact): fact is string => Boolean(fact));
}

export function formatRoommates(count: number | null | undefined, texts: FormatTexts): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return null;
  return count === 0 ? texts.factText.noRoommates : texts.factText.roommates({ count });
}

/** 'Dapperbuurt, Amsterdam': the area and the city, the city only once when the area already names it. */
export function formatPlace(area: string | null | undefined, city: string | null | undefined): string | null {
  const place = area?.trim() || null;
  const town = city?.trim() || null;
  if (!place || !town) return place ?? town;
  const namesCity = place.split(',').some((part) => part.trim().toLowerCase() === town.toLowerCase());
  return namesCity ? place : `${place}, ${town}`;
}
