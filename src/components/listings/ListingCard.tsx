import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { Home } from 'lucide-react';
import { sameSummary, type ListingSummary } from '../../domain/listings/listing-summary.ts';
import { markPerf, rememberListPosition } from '../../data/browser/index.ts';
import { cardFacts, formatRent } from '../../domain/listings/format.ts';
import { billsText, cardTerms, postedAgoText } from '../../domain/listings/rental-terms-text.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { ShareButton } from './ShareButton.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { ListingImage } from './ListingImage.tsx';
import { useMountTime } from './useMountTime.ts';
import { CARD_PHOTO_PX } from '../../domain/listings/photo-address.ts';
import { displayTitle } from '../../domain/listings/listing-title.ts';
import { cardPlace } from '../../domain/listings/place-wording.ts';
import { appTexts } from '../../i18n/messages.ts';

type Props = { listing: ListingSummary; newSince: number | null };

/**
 * One listing in the list. Its text comes from scraped posts and is only ever rendered as text. The same card
 * arrives again (the server's first answer, then the device's) as an equal object: it is not drawn again.
 */
export const ListingCard = memo(
  ListingCardView,
  (before, after) => before.newSince === after.newSince && sameSummary(before.listing, after.listing),
);

function ListingCardView({ listing, newSince }: Props) {
  const title = displayTitle(listing.title, listing.id, appTexts);
  const facts = cardFacts(listing, appTexts);
  const bills = billsText(listing, appTexts);
  const terms = cardTerms(listing, appTexts);
  const nowMs = useMountTime();
  const postedAgo = postedAgoText(listing.postedAt, nowMs, appTexts);
  const place = cardPlace(listing, appTexts);
  return (
    <article className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4">
      {/* A smaller photo on phones leaves the title room to be read whole. */}
      <div className="relative grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 sm:size-28">
        {listing.thumbnail ? (
          <ListingImage
            src={listing.thumbnail}
            lazy
            width={CARD_PHOTO_PX}
            height={CARD_PHOTO_PX}
            className="size-full object-cover"
          />
        ) : (
          <Home className="size-10 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          {/* The results have no heading of their own: each card is a section under the page's h1. */}
          {/* The title wraps (a scraped one without spaces breaks anywhere); only a very long one is cut, at three lines. */}
          <h2 className="line-clamp-3 break-words text-base font-semibold [overflow-wrap:anywhere]">
            <Link
              to="/listing/$id"
              params={{ id: String(listing.id) }}
              onClick={() => {
                rememberListPosition(listing.id);
                markPerf('detail-open');
              }}
              className="hover:underline"
            >
              {title}
            </Link>
          </h2>
          <div className="flex shrink-0 gap-1">
            <ShareButton listingId={listing.id} title={title} rent={listing.rent} />
            <FavoriteButton listingId={listing.id} title={title} />
          </div>
        </div>
        <p className="text-lg font-bold text-brand-800">{formatRent(listing.rent, appTexts)}</p>
        {/* Right under the rent: a rent with bills on top reads as its split, not as one bare sum. */}
        {bills ? <p className="text-sm font-medium text-slate-800">{bills}</p> : null}
        {place || postedAgo ? (
          <p className="flex justify-between gap-2 text-sm text-slate-700">
            <span className="truncate">{place}</span>
            {postedAgo && listing.postedAt ? (
              <time dateTime={listing.postedAt} className="shrink-0 text-slate-600">
                {postedAgo}
              </time>
            ) : null}
          </p>
        ) : null}
        {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(' · ')}</p> : null}
        {terms.length > 0 ? <p className="text-sm text-slate-700">{terms.join(' · ')}</p> : null}
        <ListingBadges
          listing={listing}
          nowMs={nowMs}
          isNew={newSince !== null && listing.createdAt !== null && Date.parse(listing.createdAt) > newSince}
        />
      </div>
    </article>
  );
}
