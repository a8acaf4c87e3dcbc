import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { favoritesText, navText } from '../../domain/messages.ts';
import { cardFacts, formatRent } from '../../domain/listings/format.ts';
import { billsText, cardTerms, postedAgoText } from '../../domain/listings/rental-terms-text.ts';
import { CARD_PHOTO_PX } from '../../domain/listings/photo-address.ts';
import { keepPhotosOfFavorites, useFavorites } from '../../data/account/index.ts';
import { useListingSummaries } from '../../data/workers/index.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { ListingImage } from './ListingImage.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { useMountTime } from './useMountTime.ts';
import { OriginalPostButton } from './OriginalPostButton.tsx';
import { displayTitle } from '../../domain/listings/listing-title.ts';

/** The member's favorites, from this device: signed out, loading, none, or the cards. */
export function FavoritesView() {
  const favorites = useFavorites();
  const cardOf = useListingSummaries(favorites.listingIds);
  const nowMs = useMountTime();
  // Favorites that came from another device get their photos kept here too (the list is a new array only
  // when the favorites were read again).
  const { status, listingIds } = favorites;
  useEffect(() => {
    if (status !== 'ready') return;
    void keepPhotosOfFavorites(listingIds).catch((error: unknown) =>
      console.warn('Keeping favorite photos failed', error),
    );
  }, [status, listingIds]);

  if (favorites.status === 'signedOut') {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
        <Heart className="size-10 text-slate-400" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{favoritesText.signInRequired}</h2>
        <p className="text-slate-700">{favoritesText.signInRequiredDescription}</p>
        <Button asChild>
          <Link to="/auth">{navText.signIn}</Link>
        </Button>
      </div>
    );
  }
  if (favorites.status === 'loading') return <Spinner label={favoritesText.loading} />;
  if (favorites.listingIds.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
        <h2 className="text-xl font-semibold">{favoritesText.none}</h2>
        <Button asChild>
          <Link to="/listings">{favoritesText.browseListings}</Link>
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="favorites-count" className="flex flex-col gap-4">
      <h2 id="favorites-count" className="text-lg font-semibold">
        {favoritesText.count({ count: favorites.listingIds.length })}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {favorites.listingIds.map((id) => {
          const card = cardOf(id);
          const title = displayTitle(card?.title, id);
          const facts = card ? [card.city, ...cardFacts(card)].filter(Boolean) : [];
          const bills = card ? billsText(card) : null;
          const terms = card ? cardTerms(card) : [];
          const postedAgo = card ? postedAgoText(card.postedAt, nowMs) : null;
          return (
            <li key={id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              {card?.thumbnail ? (
                <ListingImage
                  src={card.thumbnail}
                  lazy
                  width={CARD_PHOTO_PX}
                  height={CARD_PHOTO_PX}
                  className="size-28 rounded-lg bg-slate-100 object-cover"
                />
              ) : null}
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">
                  <Link to="/listing/$id" params={{ id: String(id) }} className="hover:underline">
                    {title}
                  </Link>
                </h3>
                <FavoriteButton listingId={id} title={title} />
              </div>
              <div>
                <p className="text-lg font-bold text-brand-800">{formatRent(card?.rent)}</p>
                {bills ? <p className="text-sm font-medium text-slate-800">{bills}</p> : null}
              </div>
              {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(' · ')}</p> : null}
              {terms.length > 0 ? <p className="text-sm text-slate-700">{terms.join(' · ')}</p> : null}
              {postedAgo && card?.postedAt ? (
                <time dateTime={card.postedAt} className="text-sm text-slate-600">
                  {postedAgo}
                </time>
              ) : null}
              {card ? <ListingBadges listing={card} nowMs={nowMs} /> : null}
              <div>
                <OriginalPostButton listingId={id} knownUrl={card?.postUrl ?? null} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
