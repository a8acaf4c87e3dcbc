// Once per page load, a signed-in member without filters stored for this session gets the filters of
// their newest saved alert (product spec section 4).
import { useEffect } from 'react';
import { filtersFromAlertFields } from '../../domain/listings/alert-filters.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { useAtomValue } from '../../state/store.ts';
import { hadStoredFiltersAtom } from '../../state/listings.ts';
import { useSavedAlert } from './useSavedAlert.ts';

let hasMerged = false;

export function useSavedAlertMerge(apply: (filters: FilterState) => void): void {
  const hadStoredFilters = useAtomValue(hadStoredFiltersAtom);
  const { status, alert } = useSavedAlert();
  useEffect(() => {
    if (hasMerged || hadStoredFilters || status !== 'ready' || !alert) return;
    hasMerged = true;
    apply(filtersFromAlertFields(alert, 'listing'));
  }, [hadStoredFilters, status, alert, apply]);
}
