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
};

export function resultOfAnswer(answer: FirstResultsAnswer, request: QueryRequest): QueryResult {
  return {
    count: answer.count,
    total: answer.total,
    ids: Float64Array.from(answer.ids),
    coordinates: request.withPoints && answer.points ? Float32Array.from(answer.points) : null,
    firstCards: answer.first_cards,
  };
}
