// Card data for the listings the list is about to show: the first page came with the query's answer; the
// rest is fetched from the query worker a slice at a time and kept for the session (cards are small; the
// text stays in the sync worker's database).
import { useEffect, useMemo, useState } from 'react';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import { useAtomValue } from '../../state/store.ts';
import { listingsVersionAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

export type CardLookup = (id: number) => ListingSummary | undefined;

const NO_CARDS: readonly ListingSummary[] = [];

export function useListingSummaries(ids: readonly number[], firstCards = NO_CARDS): CardLookup {
  const version = useAtomValue(listingsVersionAtom);
  const [fetched, setFetched] = useState<ReadonlyMap<number, ListingSummary>>(new Map());
  const firstById = useMemo(() => new Map(firstCards.map((card) => [card.id, card])), [firstCards]);
  const key = ids.filter((id) => !firstById.has(id)).join(',');

  useEffect(() => {
    if (key === '') return;
    let isCurrent = true;
    const wanted = key.split(',').map(Number);
    dataWorkers()
      .then((workers) => workers.query.summaries(wanted))
      .then((found) => {
        if (!isCurrent) return;
        setFetched((current) => {
          const next = new Map(current);
          for (const card of found) next.set(card.id, card);
          return next;
        });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [key, version]);

  // The answer's own cards are the newest: they came with the query that listed them.
  return (id) => firstById.get(id) ?? fetched.get(id);
}
