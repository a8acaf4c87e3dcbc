// Which active filter excludes the most (issue 35 item 5): the search with one filter back at its default,
// which an empty result has the query worker count for each active filter, and the one whose removal finds
// the most. Apart from active-filters.ts so that only the empty result's lazy chunk carries it.
import { DEFAULT_FILTERS, type FilterState } from '../listings/filter-state.ts';
import type { FilterKey } from './filter-table.ts';

/** The same search with one filter back at its default. */
export function withoutFilter(filters: FilterState, key: FilterKey): FilterState {
  const unset = DEFAULT_FILTERS[key];
  return { ...filters, [key]: Array.isArray(unset) ? [...unset] : unset };
}

export type MostExcluding = { readonly key: FilterKey; readonly count: number };

/**
 * Of the active filters and the count each would give back at its default (in the same order), the one whose
 * removal gives the most listings; the first in the panel's order on a tie. None when no single filter's
 * removal finds anything: then only resetting them all helps.
 */
export function mostExcluding(keys: readonly FilterKey[], counts: readonly number[]): MostExcluding | null {
  let best: MostExcluding | null = null;
  for (const [index, key] of keys.entries()) {
    const count = counts[index] ?? 0;
    if (count > 0 && (best === null || count > best.count)) best = { key, count };
  }
  return best;
}
