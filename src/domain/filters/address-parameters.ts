// The names of the /listings address's parameters, for the route's validateSearch: each filter's key (the
// areas have a parameter of their own), the order and the areas. The route's options load with the app's entry
// (only its component is split off), so the names come from the filter state's defaults, which the entry holds
// anyway, not from the filter table; filter-address.test.ts holds them to the table.
import { DEFAULT_FILTERS, type FilterState } from '../listings/filter-state.ts';

export const FILTER_PARAMETERS = Object.keys(DEFAULT_FILTERS).filter(
  (key): key is Exclude<keyof FilterState, 'areas'> => key !== 'areas',
);

export const ORDER_PARAMETER = 'order';
export const AREAS_PARAMETER = 'areas';

/** The route's search as the address holds it: these parameters, each still unread. */
export function listingsSearchOf(search: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of [...FILTER_PARAMETERS, ORDER_PARAMETER, AREAS_PARAMETER])
    if (search[key] !== undefined) kept[key] = search[key];
  return kept;
}
