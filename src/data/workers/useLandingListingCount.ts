// The landing page's listing count: price, city and housing types only (the onboarding scope), of the
// listing filters this session holds (session storage `listingsFilters`), from the listings on this
// device. The last count seen is kept in local storage `lastKnownListingCount`, to stand in while the
// data layer starts.
import { useEffect, useMemo } from 'react';
import { LOCAL_KEYS } from '../../domain/constants.ts';
import { DEFAULT_FILTERS } from '../../domain/listings/filter-state.ts';
import { parseStoredCount, type ListingCountState } from '../../domain/listing-count.ts';
import { useAtomValue } from '../../state/store.ts';
import { filtersAtom } from '../browser/session-preferences.ts';
import { useListingsQuery } from './useListingsQuery.ts';
import { useSyncStatus } from './useSyncStatus.ts';

export function readLastKnownListingCount(): number | null {
  try {
    return parseStoredCount(window.localStorage.getItem(LOCAL_KEYS.lastKnownListingCount));
  } catch {
    // Storage can be blocked (private modes, enterprise policies); then nothing is known.
    return null;
  }
}

function rememberCount(count: number): void {
  try {
    window.localStorage.setItem(LOCAL_KEYS.lastKnownListingCount, String(count));
  } catch {
    // Not remembering is fine; the count is shown all the same.
  }
}

export type LandingListingCount = {
  state: ListingCountState;
  lastKnownCount: number | null;
};

/** The count of listings matching the session's filters (onboarding scope). */
export function useLandingListingCount(): LandingListingCount {
  const { minPrice, maxPrice, city, housingTypes } = useAtomValue(filtersAtom);
  const typesKey = housingTypes.join('\n');
  const request = useMemo(
    () => ({
      filters: { ...DEFAULT_FILTERS, minPrice, maxPrice, city, housingTypes: typesKey.split('\n') },
      order: 'list' as const,
      onlyOnboarding: true,
    }),
    [minPrice, maxPrice, city, typesKey],
  );
  const query = useListingsQuery(request);
  const sync = useSyncStatus();
  const count = query.status === 'ready' ? query.result.count : null;
  useEffect(() => {
    if (count !== null) rememberCount(count);
  }, [count]);
  // Nothing on the device and the server out of reach: the listings screen shows its error, so the
  // button says 'View listings' rather than waiting on.
  const hasFailed = query.status === 'error' || (query.status === 'loading' && sync.phase === 'error');
  const state: ListingCountState =
    query.status === 'ready'
      ? { status: 'ready', count: query.result.count }
      : hasFailed
        ? { status: 'error' }
        : { status: 'loading' };
  return { state, lastKnownCount: readLastKnownListingCount() };
}
