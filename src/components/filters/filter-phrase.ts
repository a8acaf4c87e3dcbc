// How an empty result names the filter that excludes the most (issue 35 item 5): 'Your maximum rent of €600
// excludes the most: 42 listings without it.', each filter with its value as its control shows it, in the
// language in use (so it sits with the filter choices, not in the domain). Reads the filter help namespace
// (loadFilterHelpTexts), which the empty result loads.
import { currentLanguage } from '../../i18n/i18n.ts';
import { appTexts, emptyResultText, optionText } from '../../i18n/messages.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { numberLabel, valueLabel } from './filter-choices.ts';
import { formatShortDate } from '../../domain/listings/format.ts';
import { cityLabel, housingTypeLabel, languageLabel } from '../../domain/listings/option-labels.ts';
import type { MostExcluding } from '../../domain/filters/most-excluding.ts';
import { filterRow, numbersIn, type FilterKey } from '../../domain/filters/filter-table.ts';

/** A filter's value in words: '€600', 'Utrecht', 'Studio, Room', 'Dec 1, 2026', 'Furnished'. */
export function filterValueLabel(key: FilterKey, filters: FilterState): string {
  const row = filterRow(key);
  const value = filters[key];
  switch (row.control) {
    case 'range': {
      const numbers = numbersIn(key);
      return numbers ? numberLabel(numbers, value as number) : String(value);
    }
    case 'city':
      return cityLabel(filters.city, appTexts);
    case 'housingTypes':
      return filters.housingTypes
        .filter((type) => type !== 'any')
        .map((type) => housingTypeLabel(type, appTexts))
        .join(optionText.listSeparator);
    case 'date':
      return formatShortDate(filters.availableFrom, currentLanguage()) ?? '';
    case 'language':
      return languageLabel(filters.language, appTexts);
    case 'areas':
      return '';
    case 'choice':
    case 'check':
      return valueLabel(row.optionTexts, String(value));
  }
}

/** A filter as a renter would name it: 'Your maximum rent of €600', 'Your city (Utrecht)'. */
export function filterPhrase(key: FilterKey, filters: FilterState): string {
  const phrase = emptyResultText.filters[key];
  return typeof phrase === 'function' ? phrase({ value: filterValueLabel(key, filters) }) : phrase;
}

/** The sentence that names the filter whose removal finds the most listings, and how many. */
export function mostExcludingSentence(most: MostExcluding, filters: FilterState): string {
  return emptyResultText.mostExcluding({ filter: filterPhrase(most.key, filters), count: most.count });
}
