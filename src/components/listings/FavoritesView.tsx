import { useEffect, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { favoritesText, navText } from '../../i18n/messages.ts';
import { keepPhotosOfFavorites, useFollowUps, useGoneReasons } from '../../data/account/index.ts';
import { useFavoriteCards } from '../../data/workers/index.ts';
import { FollowUpBoard } from '../follow-up/FollowUpBoard.tsx';
import { ReplyTemplatesPanel } from '../follow-up/ReplyTemplatesPanel.tsx';
import { useFollowUpTexts } from '../follow-up/useFollowUpTexts.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/**
 * The member's favorites, from this device: signed out, loading, none, or the follow-up board (issue 36) with
 * each favorite's status, viewing and note, and the member's reply templates.
 */
export function FavoritesView() {
  const hasTexts = useFollowUpTexts();
  const { status, followUps, save } = useFollowUps();
  // The same array until the set of favorites changes: a note saved is no reason to keep photos again.
  const idsKey = followUps.map((followUp) => followUp.listingId).join(',');
  const listingIds = useMemo(() => (idsKey === '' ? [] : idsKey.split(',').map(Number)), [idsKey]);
  const cards = useFavoriteCards(listingIds);
  const goneReason = useGoneReasons(cards.goneIds);
  // Favorites that came from another device get their photos kept here too.
  useEffect(() => {
    if (status !== 'ready') return;
    void keepPhotosOfFavorites(listingIds).catch((error: unknown) =>
      console.warn('Keeping favorite photos failed', error),
    );
  }, [status, listingIds]);

  if (status === 'signedOut') {
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
  if (status === 'loading' || !hasTexts) return <Spinner label={favoritesText.loading} />;
  if (followUps.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold">{favoritesText.none}</h2>
          <Button asChild>
            <Link to="/listings">{favoritesText.browseListings}</Link>
          </Button>
        </div>
        <ReplyTemplatesPanel />
      </div>
    );
  }
  return (
    <section aria-labelledby="favorites-count" className="flex flex-col gap-6">
      <h2 id="favorites-count" className="text-lg font-semibold">
        {favoritesText.count({ count: followUps.length })}
      </h2>
      <FollowUpBoard followUps={followUps} cards={cards} goneReason={goneReason} onSave={save} />
      <ReplyTemplatesPanel />
    </section>
  );
}
