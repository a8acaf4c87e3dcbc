import { useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { contactText, listingToasts, listingsText } from '../../i18n/messages.ts';
import { PREMIUM_PRICE_EUR_PER_MONTH } from '../../domain/constants.ts';
import { fetchPostLink, usePostLink } from '../../data/account/index.ts';
import { rememberListingToReturnTo } from '../../data/sharing/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { useFollowUpTexts } from '../follow-up/useFollowUpTexts.ts';
import { Button } from '../ui/Button.tsx';
import { showToast } from '../ui/toast.ts';

type Props = {
  listingId: number;
  knownUrl: string | null;
  /** Say beside the button what it needs (the detail page); a list of cards leaves it to the toast. */
  explainsNeeds?: boolean;
};

/**
 * 'View Original Post': visitors are asked to sign in, members without Premium are offered the upgrade,
 * and Premium members (the only sessions the server gives a link) open it in a new tab. Where it explains
 * its needs, a visitor or a free member reads before any click what it needs and why. The sign-in or the
 * upgrade it leads to comes back to this listing.
 */
export function OriginalPostButton({ listingId, knownUrl, explainsNeeds = false }: Props) {
  const link = usePostLink(listingId, knownUrl);
  const auth = useAtomValue(authAtom);
  const navigate = useNavigate();
  const hintId = useId();
  // The explanation is in the follow-up's catalogue (kept out of the first screens' script): it shows once loaded.
  const hasTexts = useFollowUpTexts();
  const openUrl = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  const needs =
    !explainsNeeds || !hasTexts || link.status === 'found'
      ? null
      : auth.status === 'signedOut'
        ? contactText.originalPostNeedsSignIn
        : auth.status === 'signedIn' && !auth.isPremium
          ? contactText.originalPostNeedsPremium({ price: PREMIUM_PRICE_EUR_PER_MONTH })
          : null;

  const open = async () => {
    if (link.status === 'signedOut') {
      showToast(listingToasts.originalPostLoginRequired, { destructive: true });
      rememberListingToReturnTo(listingId);
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
      rememberListingToReturnTo(listingId);
      await navigate({ to: '/subscription', search: { reason: 'original-post' } });
    } catch {
      showToast(listingToasts.originalPostFailed, { destructive: true });
    }
  };

  const button = (
    <Button variant="outline" onClick={() => void open()} aria-describedby={needs ? hintId : undefined}>
      <ExternalLink className="size-4" aria-hidden="true" />
      {listingsText.viewOriginalPost}
    </Button>
  );
  if (!needs) return button;
  return (
    <div className="flex flex-col items-start gap-2">
      {button}
      <p id={hintId} className="max-w-prose text-sm text-slate-700">
        {needs}
      </p>
    </div>
  );
}
