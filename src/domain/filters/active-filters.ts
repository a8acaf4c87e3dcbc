// Which of the panel's filters narrow the search (issue 35 item 5): the phone's 'Filters' button counts them,
// and an empty result (most-excluding.ts) names the one that excludes the most.
import { isAnyHousingType } from '../listings/filter-rules.ts';
import { DEFAULT_FILTERS, isAnyCity, type FilterState } from '../listings/filter-state.ts';
import { filtersIn, type FilterKey } from './filter-table.ts';

/** Whether a filter narrows the search (filter-semantics.md: each rule applies only away from its default). */
export function isFilterActive(filters: FilterState, key: FilterKey): boolean {
  switch (key) {
    case 'housingTypes':
      return !isAnyHousingType(filters.housingTypes);
    case 'areas':
      return filters.areas.length > 0;
    case 'city':
      return !isAnyCity(filters.city);
    case 'language':
      return filters.language.trim().toLowerCase() !== 'any';
    case 'availableFrom':
      return filters.availableFrom !== null;
    default: {
      const value = filters[key];
      const unset = DEFAULT_FILTERS[key];
      // A lower end narrows above its default, an upper end ('max...', 'no limit' at its default) below it.
      if (typeof value === 'number' && typeof unset === 'number')
        return key.startsWith('min') ? value > unset : value < unset;
      return value !== unset;
    }
  }
}

/** The panel's filters that narrow the search, in the panel's order. */
export function activeFilterKeys(filters: FilterState): FilterKey[] {
  return filtersIn('panel').filter((key) => isFilterActive(filters, key));
}
