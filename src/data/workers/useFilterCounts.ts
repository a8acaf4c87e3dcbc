// How many listings each of several searches finds, asked of the query worker in one call: an empty result
// asks it for the search with each active filter in turn at its default, to name the filter that excludes
// the most (issue 35 item 5) with the engine that found nothing, not a second one. Asked again when the
// searches or the listings change; an answer for searches since replaced is dropped. It takes the searches
// ready-made, so the landing page, which loads this door too, carries none of the filter table.
import { useEffect, useState } from 'react';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { useAtomValue } from '../../state/store.ts';
import { listingsVersionAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

/** 'ready': a count per search, in their order; 'failed': the worker could not count. */
export type FilterCountsState =
  { status: 'counting' } | { status: 'failed' } | { status: 'ready'; counts: readonly number[] };

type Answer = { searches: readonly FilterState[]; state: FilterCountsState };

/** The counts of `searches` (keep its identity while the question is the same); asked only while `isWanted`. */
export function useFilterCounts(searches: readonly FilterState[], isWanted: boolean): FilterCountsState {
  const version = useAtomValue(listingsVersionAtom);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!isWanted) return undefined;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => workers.query.counts(searches))
      .then((counts) => {
        if (isCurrent) setAnswer({ searches, state: { status: 'ready', counts } });
      })
      .catch((error: unknown) => {
        console.warn('Counting the listings of several searches failed', error);
        if (isCurrent) setAnswer({ searches, state: { status: 'failed' } });
      });
    return () => {
      isCurrent = false;
    };
  }, [searches, isWanted, version]);
  return answer?.searches === searches ? answer.state : { status: 'counting' };
}
