// Registers /sw.js in production builds, checks for a new version every 60 s, and when one is waiting
// hands the page a way to activate it; the page reloads once the new worker controls it. A new worker
// never takes over on its own, so nothing a renter is doing is interrupted.
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_UPDATE_CHECK_MS } from '../../domain/constants.ts';

export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
