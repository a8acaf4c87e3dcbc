// The UI's query hook: asks the query worker, again whenever the request or the device's listings change,
// and keeps only the newest answer (an older one that arrives late is dropped). Each mounted hook is a caller
// of its own, so two lists mounted at once never supersede each other. Callers keep the request's identity
// while its question is the same (a memo), since a new object is a new question.
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { useAtomValue } from '../../state/store.ts';
import { dataLayerFailedAtom, syncStatusAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

/** The worker's answer, for the UI that draws it: components and routes never import workers/. */
export type { QueryResult };

export type ListingsQueryState =
  { status: 'loading' } | { status: 'ready'; result: QueryResult } | { status: 'error'; message: string };

export function useListingsQuery(request: QueryRequest): ListingsQueryState {
  const { version, phase } = useAtomValue(syncStatusAtom);
  const hasFailed = useAtomValue(dataLayerFailedAtom);
  const [state, setState] = useState<ListingsQueryState>({ status: 'loading' });
  const caller = useId();
  const lastTicket = useRef(0);

  useEffect(() => {
    if (phase !== 'ready') return;
    const ticket = ++lastTicket.current;
    dataWorkers()
      .then((workers) => workers.query.query(request, { caller, number: ticket }))
      .then((result) => {
        // A transition: the list and the map may take a while to render on a phone, and typing or
        // scrolling meanwhile must not wait for them.
        if (result && ticket === lastTicket.current) startTransition(() => setState({ status: 'ready', result }));
      })
      .catch((error: unknown) => {
        if (ticket === lastTicket.current)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
  }, [request, version, phase, caller]);

  useEffect(() => {
    void dataWorkers().catch(() => undefined);
  }, []);

  if (hasFailed) return { status: 'error', message: 'The data layer could not start' };
  return state;
}
