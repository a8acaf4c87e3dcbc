// The return from checkout: success=true thanks the member and polls the subscription (after 2, 4, 6, 8 and
// 10 s) until Premium shows, then goes back to the listing 'View Original Post' came from, if it did;
// canceled=true says nothing was charged. The parameters leave the address after.
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { SUBSCRIPTION_POLL_DELAYS_MS } from '../../domain/constants.ts';
import { paymentToasts } from '../../i18n/messages.ts';
import { refreshMemberDetails } from '../../data/auth/index.ts';
import { takeListingToReturnTo } from '../../data/sharing/index.ts';
import { appStore } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { showToast } from '../ui/toast.ts';

const isPremiumNow = () => {
  const auth = appStore.get(authAtom);
  return auth.status === 'signedIn' && auth.isPremium;
};

export function usePaymentReturn(search: { success?: boolean; canceled?: boolean }): void {
  const navigate = useNavigate();
  // Read once: removing the parameters from the address must not stop the polling they started.
  const [{ success, canceled }] = useState(search);
  useEffect(() => {
    if (!success && !canceled) return;
    void navigate({ to: '/subscription', search: {}, replace: true });
    if (canceled) {
      showToast(paymentToasts.canceled);
      return;
    }
    showToast(paymentToasts.success);
    let isActive = true;
    const poll = async () => {
      for (const delay of SUBSCRIPTION_POLL_DELAYS_MS) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (!isActive) return;
        await refreshMemberDetails();
        if (isPremiumNow()) {
          showToast(paymentToasts.activated);
          // Upgraded on the way to an original post ('View Original Post'): back to its listing.
          const listingId = takeListingToReturnTo();
          if (listingId !== null) await navigate({ to: '/listing/$id', params: { id: String(listingId) } });
          return;
        }
      }
    };
    void poll();
    return () => {
      isActive = false;
    };
  }, [success, canceled, navigate]);
}
