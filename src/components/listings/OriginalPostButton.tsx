import { useNavigate } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { listingToasts, listingsText } from '../../domain/messages.ts';
import { fetchPostLink, usePostLink } from '../../data/account/index.ts';
import { Button } from '../ui/Button.tsx';
import { showToast } from '../ui/toast.ts';

type Props = { listingId: number; knownUrl: string | null };

/**
 * 'View Original Post': visitors are asked to sign in, members without Premium are offered the upgrade,
 * and Premium members (the only sessions the server gives a link) open it in a new tab.
 */
export function OriginalPostButton({ listingId, knownUrl }: Props) {
  const link = usePostLink(listingId, knownUrl);
  const navigate = useNavigate();
  const openUrl = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

  const open = async () => {
    if (link.status === 'signedOut') {
      showToast(listingToasts.originalPostLoginRequired, { destructive: true });
      await navigate({ to: '/auth' });
      return;
    }
    if (link.status === 'found') {
      openUrl(link.url);
      return;
    }
    try {
      const url = link.status === 'none' ? null : await fetchPostLink(listingId);
      if (url) {
        openUrl(url);
        return;
      }
      // Said twice: a toast here, and on the pricing page it leads to (which says why it was opened).
      showToast(listingToasts.originalPostPremiumRequired, { informative: true });
      await navigate({ to: '/subscription', search: { reason: 'original-post' } });
    } catch {
      showToast(listingToasts.originalPostFailed, { destructive: true });
    }
  };

  return (
    <Button variant="outline" onClick={() => void open()}>
      <ExternalLink className="size-4" aria-hidden="true" />
      {listingsText.viewOriginalPost}
    </Button>
  );
}
