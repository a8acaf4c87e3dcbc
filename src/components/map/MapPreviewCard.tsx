import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { cardFacts, formatPlace, formatRent } from '../../domain/listings/format.ts';
import { useListingSummaries } from '../../data/workers/index.ts';
import { rememberMapSelection } from '../../data/browser/index.ts';
import { ListingImage } from '../listings/ListingImage.tsx';
import { CARD_PHOTO_PX } from '../../domain/listings/photo-address.ts';
import { mapText } from '../../domain/messages.ts';
import { billsText } from '../../domain/listings/rental-terms-text.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';

type Props = { listingId: number; onClose: () => void };

/** The selected listing over the map: photo, price, size, area and the way to its page. */
export function MapPreviewCard({ listingId, onClose }: Props) {
  const listing = useListingSummaries([listingId])(listingId);
  const bills = listing ? billsText(listing) : null;
  return (
    <section
      aria-label={mapText.selected}
      className="absolute bottom-3 left-3 right-3 z-10 flex gap-3 rounded-xl bg-white p-3 shadow-lg sm:right-auto sm:w-96"
    >
      {listing?.thumbnail ? (
        <ListingImage
          src={listing.thumbnail}
          width={CARD_PHOTO_PX}
          height={CARD_PHOTO_PX}
          className="size-20 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{displayTitle(listing?.title, listingId)}</h2>
        <p className="text-sm text-slate-700">
          {formatRent(listing?.rent)}
          {bills ? ` · ${bills}` : null}
        </p>
        <p className="text-sm text-slate-600">
          {listing ? [...cardFacts(listing), formatPlace(listing.area, listing.city)].filter(Boolean).join(' · ') : ''}
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
    </section>
  );
}
