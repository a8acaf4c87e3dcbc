// Once per page load, a signed-in member without filters set in this session gets the filters of their
// newest saved alert (product spec section 4).
import { useEffect } from 'react';
import { filtersFromAlertFields } from '../../domain/listings/alert-filters.ts';
import { appStore } from '../../state/store.ts';
import { filtersAtom, hasSessionFilters } from '../browser/session-preferences.ts';
import { useSavedAlert } from './useSavedAlert.ts';

let hasMerged = false;

export function useSavedAlertMerge(): void {
  const { status, alert } = useSavedAlert();
  useEffect(() => {
    // Filters the member set meanwhile (or earlier this session) win over the alert.
    if (hasMerged || status !== 'ready' || !alert || hasSessionFilters()) return;
    hasMerged = true;
    appStore.set(filtersAtom, filtersFromAlertFields(alert));
  }, [status, alert]);
}
