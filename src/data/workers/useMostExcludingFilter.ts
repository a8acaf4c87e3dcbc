// An empty result's help (issue 35 item 5): for each filter that narrows the search, how many listings the
// search finds with that one filter back at its default, asked of the query worker (the engine that found
// nothing, not a second one), and the filter whose removal finds the most. Asked again when the filters or
// the listings change; an answer for filters since changed is dropped.
import { useEffect, useState } from 'react';
import {
  activeFilterKeys,
  mostExcluding,
  withoutFilter,
  type MostExcluding,
} from '../../domain/filters/active-filters.ts';
import type { FilterState } from '../../domain/listings/filter-state.ts';
import { useAtomValue } from '../../state/store.ts';
import { listingsVersionAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

/**
 * 'ready': `most` names the filter (null when no single one's removal finds anything) among `activeCount`
 * filters that narrow the search; 'failed': the worker could not count, and nothing is said.
 */
export type MostExcludingState =
  { status: 'counting' } | { status: 'failed' } | { status: 'ready'; most: MostExcluding | null; activeCount: number };

type Answer = { filters: FilterState; state: MostExcludingState };

/** The filter that excludes the most, for `filters`; asked only while `isWanted` (an empty result on this device's copy). */
export function useMostExcludingFilter(filters: FilterState, isWanted: boolean): MostExcludingState {
  const version = useAtomValue(listingsVersionAtom);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!isWanted) return undefined;
    let isCurrent = true;
    const keys = activeFilterKeys(filters);
    dataWorkers()
      .then((workers) => workers.query.counts(keys.map((key) => withoutFilter(filters, key))))
      .then((counts) => {
        const state = { status: 'ready', most: mostExcluding(keys, counts), activeCount: keys.length } as const;
        if (isCurrent) setAnswer({ filters, state });
      })
      .catch((error: unknown) => {
        // Without the counts the empty result still offers to reset the filters; it names none.
        console.warn('Counting the listings each filter excludes failed', error);
        if (isCurrent) setAnswer({ filters, state: { status: 'failed' } });
      });
    return () => {
      isCurrent = false;
    };
  }, [filters, isWanted, version]);
  return answer?.filters === filters ? answer.state : { status: 'counting' };
}
