// The query worker's state: the columnar index, kept current from listing changes, answering queries.
// A newer query supersedes an older one of the same caller: before answering, the service lets queued
// messages run, and an older ticket that its caller has overtaken answers null. Used by the worker entry
// and, where workers cannot start, directly on the main thread.
import { summarizeListing, type ListingSummary } from '../../src/domain/listings/listing-summary.ts';
import { ListingIndex } from '../../src/domain/query/listing-index.ts';
import { indexOptionLists, runPipeline } from '../../src/domain/query/query-pipeline.ts';
import { FIRST_PAGE_SIZE } from '../../src/domain/constants.ts';
import { needsOutlines, parseAreas } from '../../src/domain/areas/area.ts';
import type { AreaOutlines } from '../../src/domain/areas/area-outlines.ts';
import { compileAreas } from '../../src/domain/areas/area-test.ts';
import { amsterdamOutlinesAsset } from './amsterdam-outlines-asset.ts';
import type { FilterState } from '../../src/domain/listings/filter-state.ts';

/**
 * The areas of a question, read strictly (the tab's stored filters are read only for their shape) and with
 * Amsterdam's outlines loaded when one names a neighbourhood or district (amsterdam-outlines-asset.ts). A
 * problem is thrown with its message.
 */
async function checkedAreas(filters: FilterState): Promise<AreaOutlines | undefined> {
  if (filters.areas.length === 0) return undefined;
  const read = parseAreas(filters.areas);
  if (!read.ok) throw new Error(read.problem);
  if (!needsOutlines(read.value)) return undefined;
  const outlines = await amsterdamOutlinesAsset();
  const compiled = compileAreas(read.value, outlines);
  if (!compiled.ok) throw new Error(compiled.problem);
  return outlines;
}
import type { ListingChanges, QueryRequest, QueryResult, QueryTicket, QueryWorkerApi } from './query-api.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { rowsFromText } from '../../src/domain/listings/listing-rows-text.ts';

export function createQueryService(): QueryWorkerApi {
  const index = new ListingIndex();
  // Card data lives beside the index, not in it: the index stays small, the text stays out of the scan.
  // A row becomes a card when a list first shows it: a start with 20,000 listings shows twenty.
  const rows = new Map<number, ListingRow>();
  const cards = new Map<number, ListingSummary>();
  const newestTickets = new Map<string, number>();

  const cardOf = (id: number): ListingSummary | undefined => {
    const known = cards.get(id);
    if (known) return known;
    const row = rows.get(id);
    if (!row) return undefined;
    const card = summarizeListing(row);
    cards.set(id, card);
    return card;
  };
  const summaries = (ids: ArrayLike<number>) => Array.from(ids).flatMap((id) => cardOf(id) ?? []);

  const applyChanges = ({ upserts: given, removals, upsertsText }: ListingChanges) => {
    const upserts = upsertsText === undefined ? given : [...given, ...rowsFromText(upsertsText)];
    index.applyBatch(upserts, removals);
    for (const id of removals) {
      rows.delete(id);
      cards.delete(id);
    }
    for (const row of upserts) {
      rows.set(row.id, row);
      cards.delete(row.id);
    }
  };

  return {
    connectChanges(port) {
      port.onmessage = (event: MessageEvent<ListingChanges>) => applyChanges(event.data);
    },
    applyChanges,
    async query(request: QueryRequest, ticket: QueryTicket): Promise<QueryResult | null> {
      newestTickets.set(ticket.caller, Math.max(newestTickets.get(ticket.caller) ?? 0, ticket.number));
      // Yield once, so that a newer query already queued behind this one is seen first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (ticket.number < (newestTickets.get(ticket.caller) ?? 0)) return null;
      const outlines = await checkedAreas(request.filters);
      if (ticket.number < (newestTickets.get(ticket.caller) ?? 0)) return null;
      const answer = runPipeline(index, { ...request, nowMs: request.nowMs ?? Date.now(), outlines });
      return {
        count: answer.count,
        total: index.count,
        ids: answer.ids,
        coordinates: answer.coordinates,
        approximate: answer.approximate,
        firstCards: summaries(answer.ids.subarray(0, FIRST_PAGE_SIZE)),
      };
    },
    async counts(states, nowMs) {
      const now = nowMs ?? Date.now();
      const counted: number[] = [];
      for (const filters of states) {
        const outlines = await checkedAreas(filters);
        counted.push(runPipeline(index, { filters, order: 'list', nowMs: now, outlines }).count);
      }
      return counted;
    },
    listingCount: () => index.count,
    options: () => indexOptionLists(index),
    summaries,
  };
}
