// Card data for the listings the list is about to show, fetched from the query worker a page slice at a
// time and kept for the session (cards are small; the text stays in the sync worker's database).
import { useEffect, useState } from 'react';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import { useAtomValue } from '../../state/store.ts';
import { syncStatusAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

export function useListingSummaries(ids: readonly number[]): ReadonlyMap<number, ListingSummary> {
  const { version } = useAtomValue(syncStatusAtom);
  const [cards, setCards] = useState<ReadonlyMap<number, ListingSummary>>(new Map());
  const key = ids.join(',');

  useEffect(() => {
    if (key === '') return;
    let isCurrent = true;
    const wanted = key.split(',').map(Number);
    dataWorkers()
      .then((workers) => workers.query.summaries(wanted))
      .then((found) => {
        if (!isCurrent) return;
        setCards((current) => {
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

  return cards;
}
