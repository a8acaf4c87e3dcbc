// The UI's query hook. On a device that holds its copy of the listings, it asks the query worker, again
// whenever the request or the listings change. On a new device whose copy is still streaming in, it asks
// the server (the first-results function runs the same engine over the same listings), so the first screen
// does not wait for the whole copy; should the server be out of reach, it answers from what has arrived and
// says so. Only the newest answer is kept (an older one that arrives late is dropped). Each mounted hook is
// a caller of its own, so two lists mounted at once never supersede each other. Callers keep the request's
// identity while its question is the same (a memo), since a new object is a new question.
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { useAtomValue } from '../../state/store.ts';
import { dataLayerFailedAtom, hasPulledAtom, listingsVersionAtom, syncPhaseAtom } from '../../state/sync.ts';
import { firstResults } from '../backend/first-results-client.ts';
import { resultOfAnswer } from '../backend/first-results-answer.ts';
import { embeddedAnswerFor } from '../backend/embedded-first-answer.ts';
import { firstResultsQuery } from '../backend/first-results-early.ts';
import { storedLastSync } from '../browser/last-sync.ts';
import { dataWorkers } from './data-workers.ts';

/** The worker's answer, for the UI that draws it: components and routes never import workers/. */
export type { QueryResult };

/**
 * Where an answer comes from: `device`, the complete copy on this device; `server`, the server while the
 * copy streams in (the same answer, its first page of cards only); `arrived`, the part of the copy that
 * has arrived, when the server could not be reached.
 */
export type AnswerSource = 'device' | 'server' | 'arrived';

export type ListingsQueryState =
  | { status: 'loading' }
  | { status: 'ready'; result: QueryResult; source: AnswerSource }
  | { status: 'error'; message: string };

/**
 * On a new device, the answer the page itself carries for this request (embedded-first-answer.ts): the
 * cards the page already shows, so the first render draws them again instead of a spinner.
 */
function answerInPage(request: QueryRequest): ListingsQueryState | null {
  if (storedLastSync() !== null) return null;
  const answer = embeddedAnswerFor(firstResultsQuery(request));
  return answer ? { status: 'ready', result: resultOfAnswer(answer, request), source: 'server' } : null;
}

export function useListingsQuery(request: QueryRequest): ListingsQueryState {
  const version = useAtomValue(listingsVersionAtom);
  const phase = useAtomValue(syncPhaseAtom);
  const hasPulled = useAtomValue(hasPulledAtom);
  const hasFailed = useAtomValue(dataLayerFailedAtom);
  const [inPage] = useState(() => {
    const state = answerInPage(request);
    return state ? { request, state } : null;
  });
  const [state, setState] = useState<ListingsQueryState>(inPage?.state ?? { status: 'loading' });
  const [serverFailedFor, setServerFailedFor] = useState<QueryRequest | null>(null);
  const caller = useId();
  const lastTicket = useRef(0);

  // The first copy is under way, or stopped by a network error before it completed; or, on a device that
  // never synced, about to start (the server is asked at once, not after the workers have loaded).
  const [isNewDevice] = useState(() => storedLastSync() === null);
  const isCopying = phase === 'syncing' || phase === 'error' || (phase === 'starting' && isNewDevice);
  const source: AnswerSource | null =
    phase === 'ready'
      ? 'device'
      : isCopying && serverFailedFor !== request
        ? 'server'
        : isCopying && hasPulled
          ? 'arrived'
          : null;
  // The server's answer does not change as the copy grows; the device's does.
  const deviceVersion = source === 'server' ? -1 : version;

  useEffect(() => {
    if (source === null) return;
    // The page's own answer is the server's answer to this very question: no need to ask again.
    if (source === 'server' && inPage?.request === request) return;
    const ticket = ++lastTicket.current;
    const asking =
      source === 'server'
        ? firstResults(request)
        : dataWorkers().then((workers) => workers.query.query(request, { caller, number: ticket }));
    asking
      .then((result) => {
        // A transition: the list and the map may take a while to render on a phone, and typing or
        // scrolling meanwhile must not wait for them.
        if (result && ticket === lastTicket.current)
          startTransition(() => setState({ status: 'ready', result, source }));
      })
      .catch((error: unknown) => {
        if (ticket !== lastTicket.current) return;
        if (source === 'server') setServerFailedFor(request);
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
  }, [request, source, deviceVersion, caller, inPage]);

  useEffect(() => {
    void dataWorkers().catch(() => undefined);
  }, []);

  if (hasFailed) return { status: 'error', message: 'The data layer could not start' };
  return state;
}
