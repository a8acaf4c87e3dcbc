// What the e2e server's demo database holds, read through its REST API: the tests derive their expectations
// from the listings the real pipeline produced, never from a copy of the corpus.
import { compileFilters, passesBaseRule } from '../../../src/domain/listings/filter-rules.ts';
import { DEFAULT_FILTERS, type FilterState } from '../../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../../src/domain/listings/listing.ts';
import { sortListings } from '../../../src/domain/listings/ordering.ts';
import { serviceRest } from './accounts.ts';

export type DemoListing = ListingRow & {
  id: number;
  title: string;
  rent_on_monthly_basis: number | null;
  city_of_post: string | null;
  text_post: string;
  created_at: string;
};

let visible: Promise<DemoListing[]> | null = null;

/** The listings a device shows, in the list's order (newest first). */
export function visibleListings(): Promise<DemoListing[]> {
  visible ??= serviceRest<DemoListing[]>('/rest/v1/full_details_housing?select=*').then(
    (rows) => sortListings(rows.filter(passesBaseRule), 'list') as DemoListing[],
  );
  return visible;
}

/** Visible listings whose title no other visible listing shares, so a test can find each by its title. */
export async function uniquelyTitled(): Promise<DemoListing[]> {
  const listings = await visibleListings();
  const counts = new Map<string, number>();
  for (const listing of listings) counts.set(listing.title, (counts.get(listing.title) ?? 0) + 1);
  return listings.filter((listing) => counts.get(listing.title) === 1);
}

/** How many demo listings the reference rules pass for these filters (every city unless they name one). */
export async function countPassing(filters: Partial<FilterState>): Promise<number> {
  const passes = compileFilters({ ...DEFAULT_FILTERS, ...filters }, Date.now());
  return (await visibleListings()).filter(passes).length;
}

export async function countWithRentUpTo(maximum: number): Promise<number> {
  return (await visibleListings()).filter(
    (listing) => listing.rent_on_monthly_basis !== null && Number(listing.rent_on_monthly_basis) <= maximum,
  ).length;
}

export async function originalPostUrl(listingId: number): Promise<string> {
  const rows = await serviceRest<Array<{ url_post: string }>>(
    `/rest/v1/listing_sources?select=url_post&listing_id=eq.${listingId}`,
  );
  const url = rows[0]?.url_post;
  if (!url) throw new Error(`listing ${listingId} has no source`);
  return url;
}
