// A new device's first answer from the server (the first-results function), in the shape the query worker
// answers in, so the list and the map draw it the same way until the device's own copy is complete.
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { resultOfAnswer, type FirstResultsAnswer } from './first-results-answer.ts';
import { askFirstResults, firstResultsAddress, takeEarlyAnswer } from './first-results-early.ts';

export async function firstResults(request: QueryRequest): Promise<QueryResult> {
  const address = firstResultsAddress(request);
  const response = await (takeEarlyAnswer(address) ?? askFirstResults(address));
  if (!response.ok) throw new Error(`first-results answered ${response.status}`);
  return resultOfAnswer((await response.json()) as FirstResultsAnswer, request);
}
