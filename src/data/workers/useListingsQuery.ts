// The UI's query hook: asks the query worker, again whenever the request or the device's listings change,
// and keeps only the newest answer (an older one that arrives late is dropped). Each mounted hook is a caller
// of its own, so two lists mounted at once never supersede each other.
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { QueryRequest, QueryResult } from '../../../workers/query/query-api.ts';
import { useAtomValue } from '../../state/store.ts';
import { dataLayerFailedAtom, syncStatusAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

/** The worker's answer, for the UI that draws it: components and routes never import workers/. */
export type { QueryResult };

export type ListingsQueryState =
  { status: 'loading' } | { status: 'ready'; result: QueryResult } | { status: 'error'; message: string };

let nextTicket = 1;

export function useListingsQuery(request: QueryRequest): ListingsQueryState {
  const { version, phase } = useAtomValue(syncStatusAtom);
  const hasFailed = useAtomValue(dataLayerFailedAtom);
  const [state, setState] = useState<ListingsQueryState>({ status: 'loading' });
  const caller = useId();
  const newest = useRef(0);
  const key = JSON.stringify(request);

  useEffect(() => {
    if (phase !== 'ready') return;
    const ticket = nextTicket++;
    newest.current = ticket;
    dataWorkers()
      .then((workers) => workers.query.query(JSON.parse(key) as QueryRequest, { caller, number: ticket }))
      .then((result) => {
        // A transition: the list and the map may take a while to render on a phone, and typing or
        // scrolling meanwhile must not wait for them.
        if (result && ticket === newest.current) startTransition(() => setState({ status: 'ready', result }));
      })
      .catch((error: unknown) => {
        if (ticket === newest.current)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
  }, [key, version, phase, caller]);

  useEffect(() => {
    void dataWorkers().catch(() => undefined);
  }, []);

  if (hasFailed) return { status: 'error', message: 'The data layer could not start' };
  return state;
}
