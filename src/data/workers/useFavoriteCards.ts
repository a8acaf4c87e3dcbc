// Card data for the member's favorites, and which favorites' listings the device no longer holds. A listing
// that became unavailable or was merged into another leaves the device's copy (the pull deletes it); its
// favorite stays, with its follow-up, and the view marks it. Only a complete copy can tell a listing is gone.
import { useEffect, useState } from 'react';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import { useAtomValue } from '../../state/store.ts';
import { copyStateAtom, listingsVersionAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

export type FavoriteCards = {
  cardOf: (id: number) => ListingSummary | undefined;
  /** Favorites whose listing is not on the device although its copy is complete. */
  goneIds: number[];
};

type Found = { asked: string; cards: ReadonlyMap<number, ListingSummary> };

export function useFavoriteCards(ids: readonly number[]): FavoriteCards {
  const version = useAtomValue(listingsVersionAtom);
  const copy = useAtomValue(copyStateAtom);
  const [found, setFound] = useState<Found>({ asked: '', cards: new Map() });
  const key = ids.join(',');

  useEffect(() => {
    if (key === '') return;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => workers.query.summaries(key.split(',').map(Number)))
      .then((cards) => {
        if (isCurrent) setFound({ asked: key, cards: new Map(cards.map((card) => [card.id, card])) });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [key, version]);

  const isAnswered = found.asked === key && copy === 'stored';
  return {
    cardOf: (id) => found.cards.get(id),
    goneIds: isAnswered ? ids.filter((id) => !found.cards.has(id)) : [],
  };
}
