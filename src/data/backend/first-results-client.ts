// A new device's first answer from the server (the first-results function), in the shape the query worker
// answers in, so the list and the map draw it the same way until the device's own copy is complete.
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { backendConfig } from './backend-config.ts';

type Answer = { count: number; total: number; ids: number[]; first_cards: ListingSummary[]; points: number[] | null };

/** Only the filters that differ from their defaults travel: shorter addresses, more answers a cache can share. */
function changedFilters(filters: FilterState): Partial<FilterState> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_FILTERS[key as keyof FilterState]),
    ),
  );
}

export async function firstResults(request: QueryRequest): Promise<QueryResult> {
  const { url, anonKey } = backendConfig();
  const query = new URLSearchParams({
    order: request.order,
    filters: JSON.stringify(changedFilters(request.filters)),
  });
  if (request.onlyOnboarding) query.set('scope', 'onboarding');
  const response = await fetch(`${url}/functions/v1/first-results?${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new Error(`first-results answered ${response.status}`);
  const answer = (await response.json()) as Answer;
  return {
    count: answer.count,
    total: answer.total,
    ids: Float64Array.from(answer.ids),
    coordinates: request.withPoints && answer.points ? Float32Array.from(answer.points) : null,
    firstCards: answer.first_cards,
  };
}
