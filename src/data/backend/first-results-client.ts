// A new device's first answer from the server (the first-results function), in the shape the query worker
// answers in, so the list and the map draw it the same way until the device's own copy is complete.
import { DEFAULT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { appStore } from '../../state/store.ts';
import { storedLastSync } from '../browser/last-sync.ts';
import { filtersAtom, viewModeAtom } from '../browser/session-preferences.ts';
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

function ask(request: QueryRequest): { address: string; answer: () => Promise<Response> } {
  const { url, anonKey } = backendConfig();
  const query = new URLSearchParams({
    order: request.order,
    filters: JSON.stringify(changedFilters(request.filters)),
  });
  if (request.onlyOnboarding) query.set('scope', 'onboarding');
  const address = `${url}/functions/v1/first-results?${query}`;
  return {
    address,
    answer: () => fetch(address, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } }),
  };
}

/** Answers asked before the app rendered, by address; each is taken once. */
const askedEarly = new Map<string, Promise<Response>>();

/**
 * On a device that never synced, opening /listings: the first answer is asked now, as the app starts, for
 * the filters and view the screen will show, rather than once the route's code has loaded and rendered (on
 * a phone, a round trip and a chunk later).
 */
export function askFirstResultsEarly(pathname: string): void {
  if (pathname !== '/listings' || storedLastSync() !== null) return;
  const view = appStore.get(viewModeAtom);
  if (view !== 'list' && view !== 'map') return;
  const { address, answer } = ask({ filters: appStore.get(filtersAtom), order: view, withPoints: view === 'map' });
  const response = answer();
  response.catch(() => undefined);
  askedEarly.set(address, response);
}

export async function firstResults(request: QueryRequest): Promise<QueryResult> {
  const { address, answer: askNow } = ask(request);
  const early = askedEarly.get(address);
  askedEarly.delete(address);
  const response = await (early ?? askNow());
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
