// Favorites' photos, kept on the device so a favorite's card and detail page show them offline. The service
// worker keeps other photos in a bounded cache it may empty; these live in a cache of their own
// (FAVORITE_PHOTOS_CACHE, answered first by sw/sw.ts) that holds exactly the current favorites' photos.
import { photoSrc } from '../backend/photo-source.ts';
import { detailPhotos } from '../../domain/listings/photo-address.ts';
import { firstImage } from '../../domain/listings/listing-summary.ts';
import type { ListingRow } from '../../domain/listings/listing.ts';
import { FAVORITE_PHOTOS_CACHE } from '../../../sw/cache-names.ts';

/** Every photo a listing's card and detail page show. */
export function photosOfListing(row: ListingRow): string[] {
  const card = firstImage(row.image_urls);
  return [...(card ? [card] : []), ...detailPhotos(row.image_urls).map((photo) => photo.src)];
}

async function fetchForCache(url: URL): Promise<Response | null> {
  try {
    // Another origin's photo (a hosted Supabase project) is kept as the opaque answer an <img> can show.
    const sameOrigin = url.origin === self.location.origin;
    const response = await fetch(url, { mode: sameOrigin ? 'same-origin' : 'no-cors', credentials: 'omit' });
    return response.ok || response.type === 'opaque' ? response : null;
  } catch {
    return null;
  }
}

/**
 * Makes the cache hold the photos of these listings and no others; a photo that cannot be fetched now (the
 * device is offline) is tried again the next time.
 */
export async function keepFavoritePhotos(rows: readonly ListingRow[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const wanted = new Set(
    rows.flatMap(photosOfListing).map((address) => new URL(photoSrc(address), self.location.href).href),
  );
  const cache = await caches.open(FAVORITE_PHOTOS_CACHE);
  const held = new Set<string>();
  for (const request of await cache.keys()) {
    if (wanted.has(request.url)) held.add(request.url);
    else await cache.delete(request);
  }
  await Promise.all(
    [...wanted]
      .filter((address) => !held.has(address))
      .map(async (address) => {
        const response = await fetchForCache(new URL(address));
        if (response) await cache.put(address, response);
      }),
  );
}
