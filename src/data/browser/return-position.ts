// Coming back from a listing to the list puts the renter where they were (product spec section 4): the
// list remembers its scroll position and the listing opened; the detail page marks the return; the
// list restores the position and clears the marks after 2 s.
import { RETURN_FLAG_CLEANUP_MS, SESSION_KEYS } from '../../domain/constants.ts';
import { readSessionStorage, removeFromSessionStorage, writeSessionStorage } from './session-storage.ts';

const KEYS = [
  SESSION_KEYS.listingsReturnFromDetail,
  SESSION_KEYS.selectedListingId,
  SESSION_KEYS.lastViewedListingId,
  SESSION_KEYS.listingsScrollPosition,
];

/** Called as the list opens a listing. */
export function rememberListPosition(listingId: number): void {
  writeSessionStorage(SESSION_KEYS.lastViewedListingId, String(listingId));
  writeSessionStorage(SESSION_KEYS.listingsScrollPosition, String(Math.round(window.scrollY)));
}

/** Called by the detail page: whatever leads back to the list now is a return from the detail page. */
export function markReturnFromDetail(): void {
  writeSessionStorage(SESSION_KEYS.listingsReturnFromDetail, 'true');
}

export type ReturnPoint = { listingId: number | null; scrollY: number };

/** Where to return to (the listing opened, and the scroll position then), or null when not returning. */
export function pendingReturn(): ReturnPoint | null {
  if (readSessionStorage(SESSION_KEYS.listingsReturnFromDetail) !== 'true') return null;
  const scrollY = Number(readSessionStorage(SESSION_KEYS.listingsScrollPosition));
  const listingId = Number(readSessionStorage(SESSION_KEYS.lastViewedListingId));
  return {
    listingId: Number.isInteger(listingId) && listingId > 0 ? listingId : null,
    scrollY: Number.isFinite(scrollY) && scrollY >= 0 ? scrollY : 0,
  };
}

/** Clears the return marks after the spec's 2 s. */
export function clearReturnMarksLater(): () => void {
  const timer = setTimeout(() => {
    for (const key of KEYS) removeFromSessionStorage(key);
  }, RETURN_FLAG_CLEANUP_MS);
  return () => clearTimeout(timer);
}
