// The member's favorites as stored on this device (they show offline, photos too), and the toggle that
// writes one locally and lets the sync worker take it to the server when it can.
import { useCallback } from 'react';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';
import { useMemberData, type MemberData } from './useMemberData.ts';
import { keepFavoritePhotos } from '../browser/favorite-photos.ts';
import type { ListingRow } from '../../domain/listings/listing.ts';

export type FavoritesState = {
  status: MemberData<number[]>['status'];
  listingIds: number[];
  toggle(listingId: number): Promise<boolean>;
};

const NONE: number[] = [];
const readFavorites = (sync: DataWorkers['sync']) => sync.favoriteListingIds();

/** Keeps the favorites' photos on the device (favorite-photos.ts); a failure costs only offline photos. */
export async function keepPhotosOfFavorites(listingIds?: readonly number[]): Promise<void> {
  const { sync } = await dataWorkers();
  const ids = listingIds ?? (await sync.favoriteListingIds());
  const rows = await Promise.all(ids.map((id) => sync.listing(id)));
  await keepFavoritePhotos(rows.filter((row): row is ListingRow => row !== null));
}

export function useFavorites(): FavoritesState {
  const { status, value } = useMemberData(readFavorites, NONE);
  const toggle = useCallback(async (listingId: number) => {
    const isFavorite = await (await dataWorkers()).sync.toggleFavorite(listingId);
    void keepPhotosOfFavorites().catch((error: unknown) => console.warn('Keeping favorite photos failed', error));
    return isFavorite;
  }, []);
  return { status, listingIds: value, toggle };
}
