// The contract between the main thread and the query worker; both sides import these types.
import type { FilterState } from '../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { ListingSummary } from '../../src/domain/listings/listing-summary.ts';
import type { OptionLists } from '../../src/domain/listings/option-lists.ts';
import type { ListingOrder } from '../../src/domain/listings/ordering.ts';

export type ListingChanges = { upserts: ListingRow[]; removals: number[] };

export type QueryRequest = {
  filters: FilterState;
  order: ListingOrder;
  onlyOnboarding?: boolean;
  withPoints?: boolean;
  /** Defaults to the worker's clock. */
  nowMs?: number;
};

/** Ids and points cross as transferred typed arrays, not object graphs. */
export type QueryResult = { count: number; total: number; ids: Float64Array; coordinates: Float32Array | null; options: OptionLists };

export type QueryWorkerApi = {
  /** Receives listing changes straight from the sync worker through this port. */
  connectChanges(port: MessagePort): void;
  applyChanges(changes: ListingChanges): void;
  /** Answers a query, or null when a newer query (a higher ticket) arrived in the meantime. */
  query(request: QueryRequest, ticket: number): Promise<QueryResult | null>;
  listingCount(): number;
  /** The cards of a page of results, in the order of the ids asked for (unknown ids are left out). */
  summaries(ids: readonly number[]): ListingSummary[];
};
