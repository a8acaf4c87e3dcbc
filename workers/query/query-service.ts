// The query worker's state: the columnar index, kept current from listing changes, answering queries.
// A newer query supersedes an older one: before answering, the service lets queued messages run, and
// an older ticket that has been overtaken answers null. Used by the worker entry and, where workers
// cannot start, directly on the main thread.
import { ListingIndex } from './listing-index.ts';
import { runPipeline } from './pipeline.ts';
import type { ListingChanges, QueryRequest, QueryResult, QueryWorkerApi } from './query-api.ts';

export function createQueryService(): QueryWorkerApi {
  const index = new ListingIndex();
  let newestTicket = 0;

  const applyChanges = ({ upserts, removals }: ListingChanges) => {
    for (const id of removals) index.remove(id);
    for (const row of upserts) index.upsert(row);
  };

  return {
    connectChanges(port) {
      port.onmessage = (event: MessageEvent<ListingChanges>) => applyChanges(event.data);
    },
    applyChanges,
    async query(request: QueryRequest, ticket: number): Promise<QueryResult | null> {
      newestTicket = Math.max(newestTicket, ticket);
      // Yield once, so that a newer query already queued behind this one is seen first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (ticket < newestTicket) return null;
      const answer = runPipeline(index, { ...request, nowMs: request.nowMs ?? Date.now() });
      return { count: answer.count, total: index.count, ids: answer.ids, coordinates: answer.coordinates, options: answer.options };
    },
    listingCount: () => index.count,
  };
}
