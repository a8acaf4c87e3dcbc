// The door to the data workers for the app: the hooks that read listings and the sync status from the query
// and sync workers (data-workers.ts starts both once per page; the app never reaches them directly).
export { startDataWorkersOnRepeatVisit } from './data-workers.ts';
export { useLandingListingCount } from './useLandingListingCount.ts';
export { useListing } from './useListing.ts';
export { useFavoriteCards, type FavoriteCards } from './useFavoriteCards.ts';
export { useFilteredListings } from './useFilteredListings.ts';
export { useListingSummaries } from './useListingSummaries.ts';
export { useFilterCounts, type FilterCountsState } from './useFilterCounts.ts';
export type { AnswerSource, ListingsQueryState, QueryResult } from './useListingsQuery.ts';
export { useOptionLists } from './useOptionLists.ts';
export { useCopyState, useIsCopyComplete, useSyncStatus, type CopyState } from './useSyncStatus.ts';
