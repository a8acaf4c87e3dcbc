// The listing a renter was on when 'View Original Post' sent them to sign in or to upgrade. After signing in
// (by password, or back from the identity provider) or upgrading (in the checkout's own tab) they come back to
// it, not to the landing page or onboarding. Kept in local storage because the checkout's tab and the identity
// provider's round trip both share it; it lapses after 30 minutes, so a sign-in much later goes where it
// always did, and it is read once.
const RETURN_KEY = 'returnToListing';
export const RETURN_LIFETIME_MS = 30 * 60 * 1000;

type StoredReturn = { listingId: number; until: number };

/** The stored value read back, or null when it is not one this module wrote or it has lapsed at `nowMs`. */
export function parseStoredReturn(raw: string | null, nowMs: number): number | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredReturn> | null;
    const { listingId, until } = value ?? {};
    if (typeof listingId !== 'number' || !Number.isSafeInteger(listingId) || listingId <= 0) return null;
    if (typeof until !== 'number' || until <= nowMs || until > nowMs + RETURN_LIFETIME_MS) return null;
    return listingId;
  } catch {
    return null;
  }
}

/** What to store so that `listingId` is returned to until `nowMs` + the lifetime. */
export function storedReturn(listingId: number, nowMs: number): string {
  return JSON.stringify({ listingId, until: nowMs + RETURN_LIFETIME_MS } satisfies StoredReturn);
}

export function rememberListingToReturnTo(listingId: number): void {
  try {
    window.localStorage.setItem(RETURN_KEY, storedReturn(listingId, Date.now()));
  } catch {
    // Storage refused (a private window's quota): the renter lands where a sign-in always leads.
  }
}

/** The listing to go back to, if one is waiting; it is forgotten as it is read. */
export function takeListingToReturnTo(): number | null {
  try {
    const listingId = parseStoredReturn(window.localStorage.getItem(RETURN_KEY), Date.now());
    window.localStorage.removeItem(RETURN_KEY);
    return listingId;
  } catch {
    return null;
  }
}
