// Which listings are new to this renter: those that arrived after their previous visit. The time of each
// visit is kept in local storage; a session compares against the visit before it, so the markers stay
// put while the renter browses.
const LAST_VISIT_KEY = 'lastListingsVisitAt';
const SESSION_BASELINE_KEY = 'listingsNewSince';

/** The time listings count as new after, or null on a first visit (then nothing is marked). */
export function newSince(): number | null {
  try {
    const session = window.sessionStorage.getItem(SESSION_BASELINE_KEY);
    if (session !== null) return session === '' ? null : Number(session);
    const previous = window.localStorage.getItem(LAST_VISIT_KEY);
    window.sessionStorage.setItem(SESSION_BASELINE_KEY, previous ?? '');
    window.localStorage.setItem(LAST_VISIT_KEY, String(Date.now()));
    const time = previous === null ? Number.NaN : Number(previous);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}
