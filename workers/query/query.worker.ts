// The query worker's entry: it only exposes the query service over Comlink, transferring result arrays.
import * as Comlink from 'comlink';
import { createQueryService } from './query-service.ts';
import type { QueryWorkerApi } from './query-api.ts';

const service = createQueryService();

const api: QueryWorkerApi = {
  connectChanges: (port) => service.connectChanges(port),
  applyChanges: (changes) => service.applyChanges(changes),
  counts: (states, nowMs) => service.counts(states, nowMs),
  listingCount: () => service.listingCount(),
  options: () => service.options(),
  summaries: (ids) => service.summaries(ids),
  async query(request, ticket) {
    const result = await service.query(request, ticket);
    if (!result) return null;
    const buffers = [result.ids.buffer, result.coordinates?.buffer, result.approximate?.buffer].filter(Boolean);
    return Comlink.transfer(result, buffers as ArrayBuffer[]);
  },
};

Comlink.expose(api);
