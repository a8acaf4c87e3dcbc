import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { newSince, type ReturnPoint } from '../../data/browser/index.ts';
import type { ListingSummary } from '../../domain/listings/listing-summary.ts';
import { useListingSummaries } from '../../data/workers/index.ts';
import { ListingCard } from './ListingCard.tsx';
import { usePreloadListingPage } from './usePreloadListingPage.ts';
import { listingsText } from '../../i18n/messages.ts';

type Props = { ids: Float64Array; firstCards: readonly ListingSummary[]; returnTo: ReturnPoint | null };

const ESTIMATED_CARD_HEIGHT = 152;

/**
 * The results, virtualized against the window's scroll: only the cards in view exist in the page. Drawn on
 * the server (a first visit's /listings, supabase/local/app-host/listings-page.ts), there is no window to measure:
 * the first page of cards is drawn one below the other, as the virtualized list places them once measured.
 */
export function ListingList(props: Props) {
  return typeof window === 'undefined' ? <FirstCards cards={props.firstCards} /> : <VirtualList {...props} />;
}

function FirstCards({ cards }: { cards: readonly ListingSummary[] }) {
  return (
    <div role="list" aria-label={listingsText.list}>
      {cards.map((card) => (
        <div key={card.id} role="listitem" className="pb-3">
          <ListingCard listing={card} newSince={null} />
        </div>
      ))}
    </div>
  );
}

function VirtualList({ ids, firstCards, returnTo }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  // Measured heights are kept by listing, not by place: when the order changes (a sort) a card keeps its element
  // and its height, and by place the card now first would be given the height of the one first before it (cards
  // drawn over each other).
  const listingAt = useCallback((index: number) => ids[index] ?? index, [ids]);
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    getItemKey: listingAt,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 6,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const cardOf = useListingSummaries(
    items.map((item) => ids[item.index] as number),
    firstCards,
  );
  const hasReturned = useRef(false);
  const [newAfter] = useState(newSince);
  usePreloadListingPage(ids.length > 0);

  // Back from a listing: bring that listing into view (cards above it may have changed height since),
  // or the old scroll position when it is no longer among the results.
  useEffect(() => {
    if (!returnTo || hasReturned.current || offset === 0) return;
    hasReturned.current = true;
    const index = returnTo.listingId === null ? -1 : ids.indexOf(returnTo.listingId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    else window.scrollTo(0, returnTo.scrollY);
  }, [returnTo, ids, offset, virtualizer]);

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={listingsText.list}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {items.map((item) => {
        const id = ids[item.index] as number;
        const card = cardOf(id);
        return (
          <div
            key={id}
            role="listitem"
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 w-full pb-3"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {card ? (
              <ListingCard listing={card} newSince={newAfter} />
            ) : (
              <div className="h-[140px] animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
            )}
          </div>
        );
      })}
    </div>
  );
}
