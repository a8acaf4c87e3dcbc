// The landing page's listing count: price, city and housing types only (the onboarding scope), from the
// listings on this device. The last count seen is kept in local storage `lastKnownListingCount`, to
// stand in while the data layer starts.
import { useEffect, useMemo } from 'react';
import { LOCAL_KEYS } from '../domain/constants.ts';
import { DEFAULT_FILTERS, type FilterState } from '../domain/listings/filter-state.ts';
import { parseStoredCount, type ListingCountState } from '../domain/listing-count.ts';
import { useListingsQuery } from './useListingsQuery.ts';

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

export function useLandingListingCount(filters: Partial<FilterState> = {}): { state: ListingCountState; lastKnownCount: number | null } {
  const request = useMemo(() => ({ filters: { ...DEFAULT_FILTERS, ...filters }, order: 'list' as const, onlyOnboarding: true }), [filters]);
  const query = useListingsQuery(request);
  const count = query.status === 'ready' ? query.result.count : null;
  useEffect(() => {
    if (count !== null) rememberCount(count);
  }, [count]);
  const state: ListingCountState = query.status === 'ready' ? { status: 'ready', count: query.result.count } : query.status === 'error' ? { status: 'error' } : { status: 'loading' };
  return { state, lastKnownCount: readLastKnownListingCount() };
}
