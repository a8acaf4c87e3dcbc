// Which new listings each saved search wants, with the filter the browser runs: the saved search read as the
// listing filter, then run through the query engine's pipeline (src/domain/query, as in the query worker),
// each distinct filter value once over the run's new listings (filter-bits.ts), the results kept as bitsets
// over the new listings (listing-bits.ts). A member's searches
// (up to five) are then merged: each listing once, with the searches it matched, so one message names them
// all and nothing goes out twice. Pure: no I/O.
import type { AreaOutlines } from '../../../../src/domain/areas/area-outlines.ts';
import type { ListingRow } from '../../../../src/domain/listings/listing.ts';
import { FilterBits } from './filter-bits.ts';
import { addInto, ListingBits, type ListingSet } from './listing-bits.ts';

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
  readonly listings: ListingWithModified[];
  /** The searches a listing matched, in the member's order. */
  searchesOf: (listingId: number) => MatchedSearch[];
  /** The listings of the searches that go out on a channel, each once, newest first. */
  listingsOn: (channel: 'email' | 'push') => ListingWithModified[];
};

/** One search's new matches: what its filters pass, of the listings after its row's cursor. */
type SearchMatches = { search: MatchedSearch; passed: ListingSet; after: ListingSet | null };

const searchName = (recipient: AlertRecipient) =>
  typeof recipient.alert.name === 'string' && recipient.alert.name.trim() !== '' ? recipient.alert.name.trim() : '';

const goesOut = (search: MatchedSearch, channel: 'email' | 'push') =>
  search.channels === channel || search.channels === 'both';

/** A member's matches from their searches' sets; undefined when no search matched a new listing. */
function memberMatches(
  bits: ListingBits,
  member: AlertRecipient,
  searchCount: number,
  searches: readonly SearchMatches[],
): MemberMatches | undefined {
  const union = bits.none();
  let isAny = false;
  for (const { passed, after } of searches) if (addInto(union, passed, after)) isAny = true;
  if (!isAny) return undefined;
  const isIn = ({ passed, after }: SearchMatches, listingId: number) =>
    bits.has(passed, listingId) && (after === null || bits.has(after, listingId));
  // Read out when asked for: the plan asks only for each channel's listings.
  let listings: ListingWithModified[] | undefined;
  return {
    member,
    searchCount,
    get listings() {
      listings ??= bits.listingsIn(union);
      return listings;
    },
    searchesOf: (listingId) => searches.filter((search) => isIn(search, listingId)).map(({ search }) => search),
    listingsOn: (channel) => {
      const on = bits.none();
      for (const { search, passed, after } of searches) if (goesOut(search, channel)) addInto(on, passed, after);
      return bits.listingsIn(on);
    },
  };
}

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
  const bits = new ListingBits(listings);
  const filters = new FilterBits(bits, nowMs, outlines);
  const byMember = new Map<string, { member: AlertRecipient; count: number; searches: SearchMatches[] }>();
  for (const recipient of recipients) {
    let entry = byMember.get(recipient.user_id);
    if (!entry) {
      entry = { member: recipient, count: 0, searches: [] };
      byMember.set(recipient.user_id, entry);
    }
    entry.count += 1;
    const passed = filters.matchesAlert(recipient.alert);
    if (passed === null) continue;
    entry.searches.push({
      search: { name: searchName(recipient), channels: recipient.channels },
      passed,
      after: bits.after(recipient.last_listing_modified),
    });
  }
  for (const [userId, { member, count, searches }] of byMember) {
    const matches = memberMatches(bits, member, count, searches);
    if (matches) members.set(userId, matches);
  }
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
  return matches.listingsOn(channel);
}

/**
 * The names a message gives a listing: its searches' names when the member has more than one search (with
 * one, the message reads as it always did), else none.
 */
export function searchNamesOf(matches: MemberMatches, listingId: number): string[] {
  if (matches.searchCount < 2) return [];
  return [
    ...new Set(
      matches
        .searchesOf(listingId)
        .map((search) => search.name)
        .filter(Boolean),
    ),
  ];
}
