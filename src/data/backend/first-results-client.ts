// A new device's first answer from the server (the first-results function), in the shape the query worker
// answers in, so the list and the map draw it the same way until the device's own copy is complete.
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { askFirstResults, firstResultsAddress, takeEarlyAnswer } from './first-results-early.ts';

type Answer = {
  count: number;
  total: number;
  ids: number[];
  first_cards: ListingSummary[];
  points: number[] | null;
  /** Absent from a server older than issue 35: every point is then a pin. */
  approximate?: number[] | null;
};

export async function firstResults(request: QueryRequest): Promise<QueryResult> {
  const address = firstResultsAddress(request);
  const response = await (takeEarlyAnswer(address) ?? askFirstResults(address));
  if (!response.ok) throw new Error(`first-results answered ${response.status}`);
  const answer = (await response.json()) as Answer;
  return {
    count: answer.count,
    total: answer.total,
    ids: Float64Array.from(answer.ids),
    coordinates: request.withPoints && answer.points ? Float32Array.from(answer.points) : null,
    approximate: request.withPoints && Array.isArray(answer.approximate) ? Uint8Array.from(answer.approximate) : null,
    firstCards: answer.first_cards,
  };
}
