import type { RefObject } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { cardFacts, formatRent } from '../../domain/listings/format.ts';
import { useListingSummaries } from '../../data/workers/index.ts';
import { rememberMapSelection } from '../../data/browser/index.ts';
import { ListingImage } from '../listings/ListingImage.tsx';
import { CARD_PHOTO_PX } from '../../domain/listings/photo-address.ts';
import { appTexts, mapScreenText, mapText } from '../../i18n/messages.ts';
import { billsText } from '../../domain/listings/rental-terms-text.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { placeLine } from '../../domain/listings/place-wording.ts';
import { MapOverlay } from './MapOverlay.tsx';
import { usePreloadListingPage } from '../listings/usePreloadListingPage.ts';

type Props = {
  listingId: number;
  onClose: () => void;
  /** On a phone: a bottom sheet across the screen, swiped (or its handle tapped) up to the listing's page. */
  isSheet?: boolean;
  /** The card's element, so the map keeps the selected marker clear of it. */
  sheetRef?: RefObject<HTMLElement | null>;
};

/** The selected listing over the map: photo, price, size, area and the way to its page. */
export function MapPreviewCard({ listingId, onClose, isSheet = false, sheetRef }: Props) {
  const listing = useListingSummaries([listingId])(listingId);
  const bills = listing ? billsText(listing, appTexts) : null;
  const navigate = useNavigate();
  usePreloadListingPage(true);
  const openDetails = () => {
    rememberMapSelection(listingId);
    void navigate({ to: '/listing/$id', params: { id: String(listingId) } });
  };
  return (
    <MapOverlay
      label={mapText.selected}
      closeLabel={mapText.closePreview}
      onClose={onClose}
      isSheet={isSheet}
      swipeUp={{ label: mapScreenText.swipeToDetails, onSwipe: openDetails }}
      overlayRef={sheetRef}
      head={
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
              {listing
                ? [...cardFacts(listing, appTexts), placeLine(listing, appTexts)].filter(Boolean).join(' · ')
                : ''}
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
        </div>
      }
    />
  );
}
