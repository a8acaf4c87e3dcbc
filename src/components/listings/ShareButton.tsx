import { Share2 } from 'lucide-react';
import { appTexts, shareText } from '../../i18n/messages.ts';
import { formatRent } from '../../domain/listings/format.ts';
import { listingAddress, shareLink } from '../../data/sharing/index.ts';
import { showToast } from '../ui/toast.ts';

type Props = { listingId: number; title: string; rent: number | null | undefined };

/**
 * Shares a listing on cards and the detail page: the phone's share sheet, else the link copied with a toast.
 * The link is the listing's page on this site; a chat shows its preview from the tags the server puts in that
 * page (supabase/local/app-host/listing-preview.ts), never the original post's address.
 */
export function ShareButton({ listingId, title, rent }: Props) {
  const share = async () => {
    const outcome = await shareLink({
      title,
      text: `${title} · ${formatRent(rent, appTexts)}`,
      url: listingAddress(listingId),
    });
    if (outcome === 'copied') showToast(shareText.copied);
    else if (outcome === 'failed') showToast(shareText.copyFailed, { destructive: true });
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={shareText.shareListing({ title })}
      className="rounded-full bg-white/90 p-2 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Share2 className="size-5 text-slate-700" aria-hidden="true" />
    </button>
  );
}
