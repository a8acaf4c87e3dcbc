// Coming back from a listing to the list puts the renter where they were (product spec section 4): the
// list remembers its scroll position and the listing opened; the detail page marks the return; the
// list restores the position and clears the marks after 2 s.
import { RETURN_FLAG_CLEANUP_MS, SESSION_KEYS } from '../domain/constants.ts';

const KEYS = [
  SESSION_KEYS.listingsReturnFromDetail,
  SESSION_KEYS.selectedListingId,
  SESSION_KEYS.lastViewedListingId,
  SESSION_KEYS.listingsScrollPosition,
];

function store(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without storage the list simply starts at the top.
  }
}

/** Called as the list opens a listing. */
export function rememberListPosition(listingId: number): void {
  store(SESSION_KEYS.lastViewedListingId, String(listingId));
  store(SESSION_KEYS.listingsScrollPosition, String(Math.round(window.scrollY)));
}

/** Called by the detail page: whatever leads back to the list now is a return from the detail page. */
export function markReturnFromDetail(): void {
  store(SESSION_KEYS.listingsReturnFromDetail, 'true');
}

export type ReturnPoint = { listingId: number | null; scrollY: number };

/** Where to return to (the listing opened, and the scroll position then), or null when not returning. */
export function pendingReturn(): ReturnPoint | null {
  try {
    if (window.sessionStorage.getItem(SESSION_KEYS.listingsReturnFromDetail) !== 'true') return null;
    const scrollY = Number(window.sessionStorage.getItem(SESSION_KEYS.listingsScrollPosition));
    const listingId = Number(window.sessionStorage.getItem(SESSION_KEYS.lastViewedListingId));
    return {
      listingId: Number.isInteger(listingId) && listingId > 0 ? listingId : null,
      scrollY: Number.isFinite(scrollY) && scrollY >= 0 ? scrollY : 0,
    };
  } catch {
    return null;
  }
}

/** Clears the return marks after the spec's 2 s. */
export function clearReturnMarksLater(): () => void {
  const timer = setTimeout(() => {
    try {
      for (const key of KEYS) window.sessionStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to clear.
    }
  }, RETURN_FLAG_CLEANUP_MS);
  return () => clearTimeout(timer);
}
