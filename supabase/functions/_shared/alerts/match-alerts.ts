// Which new listings each alert wants, with the filter the browser runs: the saved alert read as the listing
// filter, then run through the query engine's pipeline (src/domain/query, as in the query worker) over a
// columnar index of the new listings (built once per run, so ten thousand alerts cost ten thousand index
// scans, not ten million rule calls; the pipeline is tested equal to the reference rules of
// src/domain/listings/filter-rules.ts). Pure: no I/O.
import type { AreaOutlines } from '../../../../src/domain/areas/area-outlines.ts';
import { compileAreas } from '../../../../src/domain/areas/area-test.ts';
import { filtersFromAlertFields } from '../../../../src/domain/listings/alert-filters.ts';
import type { ListingRow } from '../../../../src/domain/listings/listing.ts';
import { ListingIndex } from '../../../../src/domain/query/listing-index.ts';
import { runPipeline } from '../../../../src/domain/query/query-pipeline.ts';

export type AlertRecipient = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_listing_modified: number;
  alert: Record<string, unknown>;
  /** The channels the alert goes out on (saved_filters.alert_channels). */
  channels: 'email' | 'push' | 'both';
  /** What the member reads RoomRadar in (profiles.language): their mails are written in it. */
  language: string;
};

export type ListingWithModified = ListingRow & { id: number; _modified: number };

/**
 * For each recipient, the listings after their cursor that pass their alert, newest first. An alert whose
 * areas name a neighbourhood or district is matched with `outlines` (the caller loads them when one does);
 * an alert whose areas cannot be tested (no outlines, an unknown neighbourhood) matches nothing rather than
 * everything: a member who chose De Pijp is never mailed Zuidoost.
 */
export function matchAlerts(
  recipients: readonly AlertRecipient[],
  listings: readonly ListingWithModified[],
  nowMs: number,
  outlines?: AreaOutlines,
): Map<string, ListingWithModified[]> {
  const matches = new Map<string, ListingWithModified[]>();
  if (listings.length === 0) return matches;
  const index = new ListingIndex(listings);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  for (const recipient of recipients) {
    const filters = filtersFromAlertFields(recipient.alert);
    if (filters.areas.length > 0 && !compileAreas(filters.areas, outlines).ok) continue;
    const { ids, count } = runPipeline(index, { filters, nowMs, order: 'list', outlines });
    const found: ListingWithModified[] = [];
    for (let position = 0; position < count; position += 1) {
      const listing = byId.get(ids[position] as number);
      if (listing && listing._modified > recipient.last_listing_modified) found.push(listing);
    }
    if (found.length > 0)
      matches.set(
        recipient.user_id,
        found.sort((left, right) => right._modified - left._modified || right.id - left.id),
      );
  }
  return matches;
}
