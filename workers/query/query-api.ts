// The contract between the main thread and the query worker; both sides import these types.
import type { FilterState } from '../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { ListingSummary } from '../../src/domain/listings/listing-summary.ts';
import type { OptionLists } from '../../src/domain/listings/option-lists.ts';
import type { ListingOrder } from '../../src/domain/listings/ordering.ts';

export type ListingChanges = {
  upserts: ListingRow[];
  removals: number[];
  /**
   * More upserts as one text (the start-up snapshot as stored, listing-rows-text.ts): a string of 20,000 rows
   * crosses to the worker about five times faster than the rows would, and the worker reads it itself.
   */
  upsertsText?: string;
};

export type QueryRequest = {
  filters: FilterState;
  order: ListingOrder;
  onlyOnboarding?: boolean;
  withPoints?: boolean;
  /** Defaults to the worker's clock. */
  nowMs?: number;
};

/** Ids and points cross as transferred typed arrays, not object graphs. */
export type QueryResult = {
  count: number;
  total: number;
  ids: Float64Array;
  coordinates: Float32Array | null;
  /** With the points: per id 0 placed by its street (a pin), 1 only by its neighbourhood, 2 only by its city. */
  approximate: Uint8Array | null;
  /** The cards of the first FIRST_PAGE_SIZE ids (src/domain/constants.ts), in their order: the list paints in one round trip. */
  firstCards: ListingSummary[];
};

/** Who asks (one id per caller) and the how-manieth question of that caller this is. */
export type QueryTicket = { caller: string; number: number };

export type QueryWorkerApi = {
  /** Receives listing changes straight from the sync worker through this port. */
  connectChanges(port: MessagePort): void;
  applyChanges(changes: ListingChanges): void;
  /**
   * Answers a query, or null when the same caller sent a newer one (a higher ticket) in the meantime. Each
   * caller (a mounted list, the landing page's count) counts its own tickets, so one never starves another.
   */
  query(request: QueryRequest, ticket: QueryTicket): Promise<QueryResult | null>;
  /**
   * How many listings each filter state finds, in the same order: an empty result asks it for the search with
   * each active filter in turn back at its default, to name the filter that excludes the most (issue 35 item 5).
   */
  counts(states: readonly FilterState[], nowMs?: number): Promise<number[]>;
  listingCount(): number;
  /** The cities, housing types and languages the filters offer (filter-semantics.md, "Option lists"). */
  options(): OptionLists;
  /** The cards of a page of results, in the order of the ids asked for (unknown ids are left out). */
  summaries(ids: readonly number[]): ListingSummary[];
};
