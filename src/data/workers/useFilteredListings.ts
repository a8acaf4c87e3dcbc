// The listings screen's query: the filters atom as it settles (the spec's debounce), in the order the renter
// picked for the list, or the map's. The panel writes the atom on every change; only this hook decides when the list follows.
import { useEffect, useMemo, useRef } from 'react';
import { sameFilters, type FilterState } from '../../domain/listings/filter-state.ts';
import type { ListOrder } from '../../domain/listings/list-order.ts';
import { useAtomValue } from '../../state/store.ts';
import { markPerf } from '../browser/perf-marks.ts';
import { filtersAtom } from '../browser/session-preferences.ts';
import { useListingsQuery, type ListingsQueryState } from './useListingsQuery.ts';
import { useSettledValue } from './useSettledValue.ts';

export function useFilteredListings(view: ListOrder | 'map'): ListingsQueryState {
  const filters = useSettledValue<FilterState>(useAtomValue(filtersAtom), sameFilters);
  const firstFilters = useRef(filters);
  useEffect(() => {
    if (filters !== firstFilters.current) markPerf('filters-committed');
  }, [filters]);
  const request = useMemo(() => ({ filters, order: view, withPoints: view === 'map' }), [filters, view]);
  return useListingsQuery(request);
}
