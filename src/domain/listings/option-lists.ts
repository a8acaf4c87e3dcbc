// Option lists derived from every listing that passes the base rule (filter-semantics.md, "Option lists").
import { AMSTERDAM, ANY_CITY } from '../constants.ts';
import { passesBaseRule } from './filter-rules.ts';
import { listingCity, normalizedText, type ListingRow } from './listing.ts';

export type OptionLists = { cities: string[]; housingTypes: string[]; languages: string[] };

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function optionLists(listings: Iterable<ListingRow>): OptionLists {
  const cities = new Map<string, string>();
  const types = new Set<string>();
  const languages = new Set<string>();
  for (const listing of listings) {
    if (!passesBaseRule(listing)) continue;
    const city = listingCity(listing);
    // The first spelling seen of a city is the one shown.
    if (city !== null && city.toLowerCase() !== AMSTERDAM.toLowerCase() && !cities.has(city.toLowerCase()))
      cities.set(city.toLowerCase(), city);
    const type = normalizedText(listing.listing_type);
    if (type) types.add(type);
    if (Array.isArray(listing.language_requirements)) {
      for (const entry of listing.language_requirements) {
        const language = normalizedText(entry);
        if (language) languages.add(language);
      }
    }
  }
  return {
    cities: [
      ANY_CITY,
      AMSTERDAM,
      ...[...cities.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    ],
    housingTypes: ['any', ...[...types].sort(byCode)],
    languages: ['any', ...[...languages].sort(byCode)],
  };
}
