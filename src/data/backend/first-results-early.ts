// A new device opening /listings asks the server for its first results as early as the page allows: the
// first-visit script (src/first-visit.ts, loaded by the prerendered /listings page beside the entry) asks
// while the app's own scripts are still on their way; the app asks again as it starts only when that
// script has not. Both are bundles of their own, so the answer waits for the app on the window, by address,
// and the app takes it when the list asks (first-results-client.ts). Nothing here may load the app's
// state: this module is the first-visit script's whole weight.
import { DEFAULT_FILTERS, FIRST_VISIT_FILTERS, type FilterState } from '../../domain/listings/filter-state.ts';
import type { ListingOrder } from '../../domain/listings/ordering.ts';
import { storedLastSync } from '../browser/last-sync.ts';
import { storedFilters, storedViewMode } from '../browser/stored-preferences.ts';
import { backendConfig } from './backend-config.ts';
import { pageCarriesAnswerTo } from './embedded-first-answer.ts';

/** What a first answer is asked for: the query worker's request, less what the server decides itself. */
export type FirstResultsQuestion = { filters: FilterState; order: ListingOrder; onlyOnboarding?: boolean };

declare global {
  interface Window {
    /** First answers asked before the app rendered, by address; each is taken once. */
    __roomradarFirstResults?: Map<string, Promise<Response>>;
  }
}

/** Only the filters that differ from their defaults travel: shorter addresses, more answers a cache can share. */
function changedFilters(filters: FilterState): Partial<FilterState> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(DEFAULT_FILTERS[key as keyof FilterState]),
    ),
  );
}

/** The question as the first-results function's query string; the same question, the same text. */
export function firstResultsQuery(question: FirstResultsQuestion): string {
  const query = new URLSearchParams({
    order: question.order,
    filters: JSON.stringify(changedFilters(question.filters)),
  });
  if (question.onlyOnboarding) query.set('scope', 'onboarding');
  return query.toString();
}

export function firstResultsAddress(question: FirstResultsQuestion): string {
  return `${backendConfig().url}/functions/v1/first-results?${firstResultsQuery(question)}`;
}

export function askFirstResults(address: string): Promise<Response> {
  const { anonKey } = backendConfig();
  return fetch(address, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
}

/**
 * On a device that never synced, opening /listings in the list or the map: the first answer for the
 * filters and view the screen will show (what this tab stored, else the defaults), asked once.
 */
export function askFirstResultsEarly(pathname: string): void {
  if (pathname !== '/listings' || storedLastSync() !== null) return;
  const order = storedViewMode() ?? 'list';
  if (order !== 'list' && order !== 'map') return;
  const question = { filters: storedFilters() ?? FIRST_VISIT_FILTERS, order } as const;
  // The page carries this answer already (embedded-first-answer.ts): nothing to ask.
  if (pageCarriesAnswerTo(firstResultsQuery(question))) return;
  const address = firstResultsAddress(question);
  const asked = (window.__roomradarFirstResults ??= new Map());
  if (asked.has(address)) return;
  const answer = askFirstResults(address);
  answer.catch(() => undefined);
  asked.set(address, answer);
}

/** The answer asked early for this address, once; later asks go to the server. */
export function takeEarlyAnswer(address: string): Promise<Response> | undefined {
  const answer = window.__roomradarFirstResults?.get(address);
  window.__roomradarFirstResults?.delete(address);
  return answer;
}
