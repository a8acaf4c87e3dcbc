// A member's saved searches (issue 36 item 5): how many they may keep, and the order the alert page lists
// them in. The database holds the same limit (migration 20261128100100_saved_searches.sql); the device and
// the page check it first so that a member is told why before anything is sent.

/** Live searches a Premium member may keep; everyone else keeps the spec's one alert. */
export const MAX_SAVED_SEARCHES = 5;

/** How many searches a member may keep. */
export function savedSearchLimit(isPremium: boolean): number {
  return isPremium ? MAX_SAVED_SEARCHES : 1;
}

/** The part of a search its order reads. */
export type OrderedSearch = { id: string; created_at?: string | null };

/**
 * The order searches are listed in: the member's first (the alert they had before searches, `first`), then
 * the others oldest first; a search made on this device and not yet confirmed by the server (no created_at)
 * comes after those that are; ties by id.
 */
export function inSearchOrder<Search extends OrderedSearch>(searches: readonly Search[], firstId: string): Search[] {
  const rank = (search: Search) => (search.id === firstId ? 0 : 1);
  return [...searches].sort(
    (left, right) =>
      rank(left) - rank(right) ||
      (left.created_at ?? '\uffff').localeCompare(right.created_at ?? '\uffff') ||
      left.id.localeCompare(right.id),
  );
}
