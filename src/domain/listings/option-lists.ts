// Option lists derived from every listing that passes the base rule (filter-semantics.md, "Option lists").
import { DEFAULT_CITY } from '../constants.ts';
import { passesBaseRule } from './filter-rules.ts';
import { normalizedText, type ListingRow } from './listing.ts';

export type OptionLists = { cities: string[]; housingTypes: string[]; languages: string[] };

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function optionLists(listings: Iterable<ListingRow>): OptionLists {
  const cities = new Map<string, string>();
  const types = new Set<string>();
  const languages = new Set<string>();
  for (const listing of listings) {
    if (!passesBaseRule(listing)) continue;
    if (typeof listing.city_of_group === 'string') {
      const city = listing.city_of_group.trim();
      const key = city.toLowerCase();
      // The first spelling seen of a city is the one shown.
      if (city !== '' && key !== DEFAULT_CITY.toLowerCase() && !cities.has(key)) cities.set(key, city);
    }
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
    cities: [DEFAULT_CITY, ...[...cities.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))],
    housingTypes: ['any', ...[...types].sort(byCode)],
    languages: ['any', ...[...languages].sort(byCode)],
  };
}
