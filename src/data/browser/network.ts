// Whether the browser knows it has no network: actions that cannot work offline (payment, signing in) say so
// at once instead of failing after a timeout, and the offline banner shows. `onLine` true proves nothing, so
// only false is trusted.
import { useSyncExternalStore } from 'react';

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function followNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnlineNow = () => !isOffline();
// A prerendered page is drawn as online: the banner appears only once the browser says otherwise.
const isOnlineOnServer = () => true;

/** Whether the browser has a network, again whenever it goes online or offline. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(followNetwork, isOnlineNow, isOnlineOnServer);
}
