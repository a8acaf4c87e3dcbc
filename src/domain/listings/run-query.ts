// The whole question the UI asks: which listings pass, in which order, and the option lists. The plain
// reference the columnar query worker is measured and tested against.
import { areaCentres } from '../areas/area-centres.ts';
import type { AreaOutlines } from '../areas/area-outlines.ts';
import { areaTestOf } from '../areas/area-test.ts';
import { compileFilters } from './filter-rules.ts';
import type { FilterState } from './filter-state.ts';
import type { ListingRow } from './listing.ts';
import { optionLists, type OptionLists } from './option-lists.ts';
import { sortListings, type ListingOrder } from './ordering.ts';

export type QueryOptions = { nowMs: number; order?: ListingOrder; onlyOnboarding?: boolean; outlines?: AreaOutlines };
export type QueryAnswer = { count: number; ids: number[]; options: OptionLists };

export function runQuery(
  listings: ListingRow[],
  state: FilterState,
  { nowMs, order = 'list', onlyOnboarding = false, outlines }: QueryOptions,
): QueryAnswer {
  const inAreas = state.areas.length > 0 ? areaTestOf(state.areas, outlines) : undefined;
  const passes = compileFilters(state, nowMs, onlyOnboarding ? 'onboarding' : 'all', inAreas);
  const centres = order === 'distance' ? areaCentres(state.areas, outlines) : [];
  const matching = sortListings(listings.filter(passes), order, centres);
  return { count: matching.length, ids: matching.map((listing) => listing.id), options: optionLists(listings) };
}
