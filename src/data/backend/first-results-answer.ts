// The first-results function's answer (supabase/functions/first-results) in the shape the query worker
// answers in, so the list and the map draw both the same way.
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';

export type FirstResultsAnswer = {
  count: number;
  total: number;
  ids: number[];
  first_cards: ListingSummary[];
  points: number[] | null;
  /** Absent from a server older than issue 35: every point is then a pin. */
  approximate?: number[] | null;
};

export function resultOfAnswer(answer: FirstResultsAnswer, request: QueryRequest): QueryResult {
  return {
    count: answer.count,
    total: answer.total,
    ids: Float64Array.from(answer.ids),
    coordinates: request.withPoints && answer.points ? Float32Array.from(answer.points) : null,
    approximate: request.withPoints && Array.isArray(answer.approximate) ? Uint8Array.from(answer.approximate) : null,
    firstCards: answer.first_cards,
  };
}
