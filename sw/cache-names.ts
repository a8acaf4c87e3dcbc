// Caches the page and the service worker both open by name.

/** Favorites' photos, filled by the page (src/data/browser/favorite-photos.ts), read first by sw/sw.ts. */
export const FAVORITE_PHOTOS_CACHE = 'favorite-photos';
