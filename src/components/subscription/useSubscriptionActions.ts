// Upgrade and Manage Subscription: checkout and portal open in a new tab (opened at the click, so no popup
// blocker stops it, and pointed at the provider once its address is known).
import { useCallback, useState } from 'react';
import { offlineToasts, paymentToasts } from '../../i18n/messages.ts';
import { isOffline } from '../../data/browser/index.ts';
import { customerPortalUrl, startCheckout } from '../../data/account/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { showToast } from '../ui/toast.ts';

export function useSubscriptionActions() {
  const auth = useAtomValue(authAtom);
  const [isBusy, setIsBusy] = useState(false);

  const upgrade = useCallback(async () => {
    if (isOffline()) {
      showToast(offlineToasts.payment, { destructive: true });
      return;
    }
    if (auth.status !== 'signedIn') {
      showToast(paymentToasts.authRequired, { destructive: true });
      return;
    }
    const tab = window.open('', '_blank');
    setIsBusy(true);
    try {
      await startCheckout(tab);
    } catch (error) {
      tab?.close();
      console.warn('Checkout failed', error);
      showToast(paymentToasts.checkoutFailed, { destructive: true });
    } finally {
      setIsBusy(false);
    }
  }, [auth.status]);

  const manage = useCallback(async (target: 'new-tab' | 'this-tab') => {
    if (isOffline()) {
      showToast(offlineToasts.payment, { destructive: true });
      return;
    }
    const tab = target === 'new-tab' ? window.open('', '_blank') : null;
    setIsBusy(true);
    try {
      const url = await customerPortalUrl();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      showToast(
        {
          title: paymentToasts.portalFailed.title,
          description: error instanceof Error ? error.message : paymentToasts.portalFailed.description,
        },
        { destructive: true },
      );
    } finally {
      setIsBusy(false);
    }
  }, []);

  return { upgrade, manage, isBusy };
}
