import { useRef, type RefObject } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { cardFacts, formatRent } from '../../domain/listings/format.ts';
import { useListingSummaries } from '../../data/workers/index.ts';
import { rememberMapSelection } from '../../data/browser/index.ts';
import { ListingImage } from '../listings/ListingImage.tsx';
import { CARD_PHOTO_PX } from '../../domain/listings/photo-address.ts';
import { appTexts, mapScreenText, mapText } from '../../i18n/messages.ts';
import { billsText } from '../../domain/listings/rental-terms-text.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { placeLine } from '../../domain/listings/place-wording.ts';
import { cn } from '../ui/cn.ts';

type Props = {
  listingId: number;
  onClose: () => void;
  /** On a phone: a bottom sheet across the screen, swiped (or its handle tapped) up to the listing's page. */
  isSheet?: boolean;
  /** The card's element, so the map keeps the selected marker clear of it. */
  sheetRef?: RefObject<HTMLElement | null>;
};

/** A swipe this far up (in pixels) opens the details; less is a tap or a scroll that changed its mind. */
const SWIPE_UP_PX = 48;

/** The selected listing over the map: photo, price, size, area and the way to its page. */
export function MapPreviewCard({ listingId, onClose, isSheet = false, sheetRef }: Props) {
  const listing = useListingSummaries([listingId])(listingId);
  const bills = listing ? billsText(listing, appTexts) : null;
  const navigate = useNavigate();
  const swipeStart = useRef<number | null>(null);
  const openDetails = () => {
    rememberMapSelection(listingId);
    void navigate({ to: '/listing/$id', params: { id: String(listingId) } });
  };
  return (
    <section
      ref={sheetRef}
      aria-label={mapText.selected}
      data-sheet={isSheet ? 'true' : undefined}
      onPointerDown={isSheet ? (event) => (swipeStart.current = event.clientY) : undefined}
      // Once the finger (or mouse) moves up, the sheet keeps the pointer, so the release above it still counts;
      // a tap never moves, and stays the link's or the button's click.
      onPointerMove={
        isSheet
          ? (event) => {
              const start = swipeStart.current;
              const sheet = event.currentTarget;
              if (start !== null && start - event.clientY > 8 && !sheet.hasPointerCapture(event.pointerId))
                sheet.setPointerCapture(event.pointerId);
            }
          : undefined
      }
      onPointerUp={
        isSheet
          ? (event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (start !== null && start - event.clientY >= SWIPE_UP_PX) openDetails();
            }
          : undefined
      }
      className={cn(
        'absolute z-10 bg-white shadow-lg',
        isSheet
          ? 'inset-x-0 bottom-0 touch-pan-x rounded-t-2xl px-3 pt-1 pb-[max(0.75rem,env(safe-area-inset-bottom))]'
          : 'bottom-3 left-3 right-3 rounded-xl p-3 sm:right-auto sm:w-96',
      )}
    >
      {isSheet ? (
        <button
          type="button"
          onClick={openDetails}
          aria-label={mapScreenText.swipeToDetails}
          className="mx-auto mb-1 flex h-6 w-16 items-center justify-center"
        >
          <span className="h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
        </button>
      ) : null}
      <div className="flex gap-3">
        {listing?.thumbnail ? (
          <ListingImage
            src={listing.thumbnail}
            width={CARD_PHOTO_PX}
            height={CARD_PHOTO_PX}
            className="size-20 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{displayTitle(listing?.title, listingId, appTexts)}</h2>
          <p className="text-sm text-slate-700">
            {formatRent(listing?.rent, appTexts)}
            {bills ? ` · ${bills}` : null}
          </p>
          <p className="text-sm text-slate-600">
            {listing ? [...cardFacts(listing, appTexts), placeLine(listing, appTexts)].filter(Boolean).join(' · ') : ''}
          </p>
          <Link
            to="/listing/$id"
            params={{ id: String(listingId) }}
            onClick={() => rememberMapSelection(listingId)}
            className="mt-1 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            {mapText.viewDetails}
          </Link>
        </div>
        <button
          type="button"
          aria-label={mapText.closePreview}
          onClick={onClose}
          className="self-start rounded-md p-1 text-slate-600 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
