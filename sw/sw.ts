// The service worker (built by sw/build-sw.ts: bundled, then workbox-build injects the precache list).
// It precaches the app shell, answers app routes offline with index.html (never API or /_dev paths),
// keeps listing photos in a bounded cache, and caches no API call: the data lives in IndexedDB.
// A new version waits until the page asks it to take over (the 'New version available!' prompt).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const API_PATHS = [/^\/rest\//, /^\/auth\/v1\//, /^\/functions\//, /^\/realtime\//, /^\/storage\//, /^\/_dev\//];

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: API_PATHS }));

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin !== self.location.origin,
  new CacheFirst({
    cacheName: 'listing-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
