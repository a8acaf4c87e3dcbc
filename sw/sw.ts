// The service worker (built by sw/build-sw.ts: bundled, then workbox-build injects the precache list).
// It precaches the app shell, answers app routes with their page of it (sw/shell-pages.ts; never API or
// /_dev paths), keeps listing photos in a bounded cache (favorites' in their own) and the basemap's byte
// ranges as they are read (or a whole file saved for offline), and caches no API call: the data lives in IndexedDB.
// Room-alert pushes become notifications that open their listing (sw/push-notifications.ts).
// A new version waits until the page asks it to take over (the 'New version available!' prompt).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_PREFIXES, pageForPath } from './shell-pages.ts';
import { chooseLanguage, type Language } from '../src/i18n/language.ts';
import { FAVORITE_PHOTOS_CACHE, LANGUAGE_SETTING_PATH, SETTINGS_CACHE } from './cache-names.ts';
import { STORED_PHOTO_PREFIX } from '../src/domain/listings/photo-address.ts';
import { openAlertPush, showAlertPush } from './push-notifications.ts';
import { answerBasemap } from './basemap-ranges.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** The Supabase project a production build names (VITE_SUPABASE_URL); empty under supabase/local. */
declare const BUILT_BACKEND_URL: string;

// The API's paths, as the local server knows them: never answered with a page.
const API_PATHS = API_PREFIXES.map((prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The language the visitor chose, as the app left it in the settings cache (src/data/browser/
 * language-choice.ts), else the browser's preference: a worker cannot read the page's storage or cookies.
 */
async function chosenLanguage(): Promise<Language> {
  const stored = await (await caches.open(SETTINGS_CACHE)).match(LANGUAGE_SETTING_PATH).catch(() => undefined);
  return chooseLanguage(stored ? (await stored.text()).trim() : null, self.navigator.languages ?? []);
}

// A navigation gets its prerendered page (/ and /listings, in the visitor's language) or the shell, from
// the precache: the app opens offline and in the time of a cache read.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) =>
      (await matchPrecache(`/${pageForPath(url.pathname, await chosenLanguage())}`)) ?? fetch(request),
    { denylist: API_PATHS },
  ),
);

// Listing photos: the copies kept in Storage (this origin's under supabase/local, a Supabase project's
// otherwise) never change under a name, so a cached one is always right. Favorites' photos are answered
// from their own cache first (src/data/browser/favorite-photos.ts): the bounded one may have dropped them.
const listingPhotos = new CacheFirst({
  cacheName: 'listing-photos',
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.origin !== self.location.origin || url.pathname.startsWith(STORED_PHOTO_PREFIX)),
  async (options) =>
    (await caches.match(options.request, { cacheName: FAVORITE_PHOTOS_CACHE })) ?? listingPhotos.handle(options),
);

// The basemaps: PMTiles files read by byte ranges, each range kept as it is read (sw/basemap-ranges.ts).
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/basemap/') && url.pathname.endsWith('.pmtiles'),
  ({ request }) => answerBasemap(request),
);

// The basemap's glyphs, sprites and area outlines (README, "The map and its basemap"): small files, kept as read.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/basemap\/((fonts|sprites)\/|[^/]+\.json$)/.test(url.pathname),
  new CacheFirst({
    cacheName: 'basemap-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// Amsterdam's neighbourhood outlines for the area filter (workers/query/amsterdam-outlines-asset.ts): a
// hashed file, read only when a question names a neighbourhood, kept once read so it answers offline too.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/amsterdam-outlines-[^/]+\.json$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'area-outlines',
    plugins: [new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
  }),
);

// The whole-file basemap copy of earlier versions (now BASEMAP_SAVED_CACHE and BASEMAP_VIEWED_CACHE).
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(caches.delete('basemap')));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event: PushEvent) => showAlertPush(self, event, BUILT_BACKEND_URL));
self.addEventListener('notificationclick', (event: NotificationEvent) => openAlertPush(self, event));
