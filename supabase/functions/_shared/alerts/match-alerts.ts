// Which new listings each saved search wants, with the filter the browser runs: the saved search read as the
// listing filter, then run through the query engine's pipeline (src/domain/query, as in the query worker)
// over a columnar index of the new listings (built once per run, so fifty thousand searches cost fifty
// thousand index scans, not fifty million rule calls; the pipeline is tested equal to the reference rules of
// src/domain/listings/filter-rules.ts). A member's searches (up to five) are then merged: each listing once,
// with the searches it matched, so one message names them all and nothing goes out twice. Pure: no I/O.
import type { AreaOutlines } from '../../../../src/domain/areas/area-outlines.ts';
import { compileAreas } from '../../../../src/domain/areas/area-test.ts';
import { filtersFromAlertFields } from '../../../../src/domain/listings/alert-filters.ts';
import type { ListingRow } from '../../../../src/domain/listings/listing.ts';
import { ListingIndex } from '../../../../src/domain/query/listing-index.ts';
import { runPipeline } from '../../../../src/domain/query/query-pipeline.ts';

/** One saved search of a member, as alert_recipients gives it (one row per live, switched-on search). */
export type AlertRecipient = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_listing_modified: number;
  /** The search's row of saved_filters (its id and name among the filter columns). */
  alert: Record<string, unknown>;
  /** The channels the search goes out on (saved_filters.alert_channels). */
  channels: 'email' | 'push' | 'both';
  /** What the member reads RoomRadar in (profiles.language): their mails are written in it. */
  language: string;
};

export type ListingWithModified = ListingRow & { id: number; _modified: number };

/** A search a listing matched: what a message calls it and where it goes out. */
export type MatchedSearch = { name: string; channels: AlertRecipient['channels'] };

/** One member's new matches over all their searches. */
export type MemberMatches = {
  /** The member's first search row (their address, name, language and cursor are the same on every one). */
  member: AlertRecipient;
  /** How many of the member's searches took part in the run (matched or not). */
  searchCount: number;
  /** Each listing once, newest first. */
  listings: ListingWithModified[];
  /** For each listing id, the searches it matched, in the member's order. */
  searchesOf: Map<number, MatchedSearch[]>;
};

const newestFirst = (left: ListingWithModified, right: ListingWithModified) =>
  right._modified - left._modified || right.id - left.id;

const searchName = (recipient: AlertRecipient) =>
  typeof recipient.alert.name === 'string' && recipient.alert.name.trim() !== '' ? recipient.alert.name.trim() : '';

/**
 * For each member, the listings after their cursor that pass at least one of their searches, newest first,
 * each with the searches it passed. A search whose areas name a neighbourhood or district is matched with
 * `outlines` (the caller loads them when one does); a search whose areas cannot be tested (no outlines, an
 * unknown neighbourhood) matches nothing rather than everything: a member who chose De Pijp is never mailed
 * Zuidoost.
 */
export function matchSearches(
  recipients: readonly AlertRecipient[],
  listings: readonly ListingWithModified[],
  nowMs: number,
  outlines?: AreaOutlines,
): Map<string, MemberMatches> {
  const members = new Map<string, MemberMatches>();
  if (listings.length === 0) return members;
  const index = new ListingIndex(listings);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const searchCounts = new Map<string, number>();
  for (const recipient of recipients)
    searchCounts.set(recipient.user_id, (searchCounts.get(recipient.user_id) ?? 0) + 1);
  for (const recipient of recipients) {
    const filters = filtersFromAlertFields(recipient.alert);
    if (filters.areas.length > 0 && !compileAreas(filters.areas, outlines).ok) continue;
    const { ids, count } = runPipeline(index, { filters, nowMs, order: 'list', outlines });
    let entry = members.get(recipient.user_id);
    const search: MatchedSearch = { name: searchName(recipient), channels: recipient.channels };
    for (let position = 0; position < count; position += 1) {
      const id = ids[position] as number;
      const listing = byId.get(id);
      if (!listing || listing._modified <= recipient.last_listing_modified) continue;
      if (!entry) {
        entry = {
          member: recipient,
          searchCount: searchCounts.get(recipient.user_id) ?? 1,
          listings: [],
          searchesOf: new Map(),
        };
        members.set(recipient.user_id, entry);
      }
      const searches = entry.searchesOf.get(id);
      if (searches) searches.push(search);
      else {
        entry.searchesOf.set(id, [search]);
        entry.listings.push(listing);
      }
    }
  }
  for (const entry of members.values()) entry.listings.sort(newestFirst);
  return members;
}

/** For each member, the listings after their cursor that pass any of their searches, newest first. */
export function matchAlerts(
  recipients: readonly AlertRecipient[],
  listings: readonly ListingWithModified[],
  nowMs: number,
  outlines?: AreaOutlines,
): Map<string, ListingWithModified[]> {
  return new Map(
    [...matchSearches(recipients, listings, nowMs, outlines)].map(([userId, matches]) => [userId, matches.listings]),
  );
}

/** The listings of a member's matches that go out on a channel: those of a search that goes out on it. */
export function listingsFor(matches: MemberMatches, channel: 'email' | 'push'): ListingWithModified[] {
  return matches.listings.filter((listing) =>
    (matches.searchesOf.get(listing.id) ?? []).some(
      (search) => search.channels === channel || search.channels === 'both',
    ),
  );
}

/**
 * The names a message gives a listing: its searches' names when the member has more than one search (with
 * one, the message reads as it always did), else none.
 */
export function searchNamesOf(matches: MemberMatches, listingId: number): string[] {
  if (matches.searchCount < 2) return [];
  return [...new Set((matches.searchesOf.get(listingId) ?? []).map((search) => search.name).filter(Boolean))];
}
