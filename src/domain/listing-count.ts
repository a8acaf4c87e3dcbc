// The landing page's 'Show N listings' button text (product spec section 2, "Landing page").
import type { DomainTexts } from './texts.ts';

export type ListingCountState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly count: number } | { readonly status: 'error' };

/** The button text for a count state; the last known count stands in while nothing newer is known. */
export function showListingsLabel(
  state: ListingCountState,
  lastKnownCount: number | null,
  { listingsText }: Pick<DomainTexts, 'listingsText'>,
): string {
  switch (state.status) {
    case 'ready':
      return listingsText.showListings({ count: state.count });
    case 'loading':
      return lastKnownCount === null ? listingsText.loading : listingsText.showListings({ count: lastKnownCount });
    case 'error':
      return listingsText.viewListings;
  }
}

/** Reads a stored count back: a whole number of zero or more, otherwise nothing. */
export function parseStoredCount(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const count = Number(raw);
  return Number.isSafeInteger(count) ? count : null;
}
