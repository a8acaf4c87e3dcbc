import { Heart } from 'lucide-react';
import { favoriteToasts, favoritesText } from '../../i18n/messages.ts';
import { useFavorites } from '../../data/account/index.ts';
import { cn } from '../ui/cn.ts';
import { loadSonner, showToast } from '../ui/toast.ts';

type Props = { listingId: number; title: string };

/** The heart on cards and the detail page: visitors are asked to sign in, members toggle. */
export function FavoriteButton({ listingId, title }: Props) {
  const favorites = useFavorites();
  const isFavorite = favorites.listingIds.includes(listingId);

  const toggle = async () => {
    if (favorites.status === 'signedOut') {
      showToast(favoriteToasts.signInRequired, { destructive: true });
      return;
    }
    // The toast's code loads while the device writes, not after: on a page still busy (the detail page's map
    // starts when the page is idle) the write's answer and then the chunk each waited for the main thread.
    void loadSonner();
    try {
      const isNowFavorite = await favorites.toggle(listingId);
      showToast(isNowFavorite ? favoriteToasts.added : favoriteToasts.removed);
    } catch {
      showToast(isFavorite ? favoriteToasts.removeFailed : favoriteToasts.addFailed, { destructive: true });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? favoritesText.remove({ title }) : favoritesText.add({ title })}
      className="rounded-full bg-white/90 p-2 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Heart className={cn('size-5', isFavorite ? 'fill-red-600 text-red-600' : 'text-slate-700')} aria-hidden="true" />
    </button>
  );
}
