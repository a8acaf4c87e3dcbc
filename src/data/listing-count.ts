// The landing page's listing count. The offline data layer will report live counts here; until a device
// has data, the last count this browser saw (local storage `lastKnownListingCount`) stands in.
import { LOCAL_KEYS } from '../domain/constants.ts';
import { parseStoredCount, type ListingCountState } from '../domain/listing-count.ts';

export function readLastKnownListingCount(): number | null {
  try {
    return parseStoredCount(window.localStorage.getItem(LOCAL_KEYS.lastKnownListingCount));
  } catch {
    // Storage can be blocked (private modes, enterprise policies); then nothing is known.
    return null;
  }
}

export function useLandingListingCount(): { state: ListingCountState; lastKnownCount: number | null } {
  return { state: { status: 'unavailable' }, lastKnownCount: readLastKnownListingCount() };
}
