// Registers /sw.js in production builds, checks for a new version every 60 s, and when one is waiting
// hands the page a way to activate it; the page reloads once the new worker controls it. A new worker
// never takes over on its own, so nothing a renter is doing is interrupted. On a new device the worker
// registers once the first copy of the listings is complete: its precache (the whole app, map included)
// would otherwise share a phone's link with the copy the renter is waiting for. workbox-window loads only then
// (a chunk of its own), not with the first screen's script.
import { SERVICE_WORKER_UPDATE_CHECK_MS } from '../../domain/constants.ts';
import { appStore } from '../../state/store.ts';
import { syncStatusAtom } from '../../state/sync.ts';

/** A page that never starts the data layer (or a copy that never completes) still gets its worker. */
const LONGEST_WAIT_FOR_COPY_MS = 20_000;

function firstCopySettled(): Promise<void> {
  const isSettled = () => ['ready', 'error'].includes(appStore.get(syncStatusAtom).phase);
  return new Promise((resolve) => {
    if (isSettled()) return resolve();
    const done = () => {
      stopWatching();
      clearTimeout(timer);
      resolve();
    };
    const stopWatching = appStore.sub(syncStatusAtom, () => {
      if (isSettled()) done();
    });
    const timer = setTimeout(done, LONGEST_WAIT_FOR_COPY_MS);
  });
}

export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void firstCopySettled()
    .then(() => startServiceWorker(onUpdateReady))
    .catch((error: unknown) => console.warn('The service worker did not register', error));
}

async function startServiceWorker(onUpdateReady: (activate: () => void) => void): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().catch((error: unknown) => console.warn('The service worker did not register', error));
  setInterval(() => void workbox.update().catch(() => undefined), SERVICE_WORKER_UPDATE_CHECK_MS);
}
