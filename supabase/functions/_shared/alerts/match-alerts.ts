// Which new listings each alert wants, with the same filter module the browser runs (the saved alert read on
// the listing scale, then compiled). Pure: no I/O.
import { filtersFromAlertFields } from '../../../../src/domain/listings/alert-filters.ts';
import { compileFilters } from '../../../../src/domain/listings/filter-rules.ts';
import type { ListingRow } from '../../../../src/domain/listings/listing.ts';

export type AlertRecipient = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_listing_modified: number;
  alert: Record<string, unknown>;
};

export type ListingWithModified = ListingRow & { id: number; _modified: number };

/** For each recipient, the listings after their cursor that pass their alert, newest first. */
export function matchAlerts(recipients: readonly AlertRecipient[], listings: readonly ListingWithModified[], nowMs: number): Map<string, ListingWithModified[]> {
  const newestFirst = [...listings].sort((left, right) => right._modified - left._modified || right.id - left.id);
  const matches = new Map<string, ListingWithModified[]>();
  for (const recipient of recipients) {
    const passes = compileFilters(filtersFromAlertFields(recipient.alert, 'listing'), nowMs);
    const found: ListingWithModified[] = [];
    for (const listing of newestFirst) {
      // The list is newest first, so everything after the cursor comes before the first older listing.
      if (listing._modified <= recipient.last_listing_modified) break;
      if (passes(listing)) found.push(listing);
    }
    if (found.length > 0) matches.set(recipient.user_id, found);
  }
  return matches;
}
