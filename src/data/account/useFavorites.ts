// The member's favorites as stored on this device (they show offline), and the toggle that writes one
// locally and lets the sync worker take it to the server when it can.
import { useCallback } from 'react';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';
import { useMemberData, type MemberData } from './useMemberData.ts';

export type FavoritesState = {
  status: MemberData<number[]>['status'];
  listingIds: number[];
  toggle(listingId: number): Promise<boolean>;
};

const NONE: number[] = [];
const readFavorites = (sync: DataWorkers['sync']) => sync.favoriteListingIds();

export function useFavorites(): FavoritesState {
  const { status, value } = useMemberData(readFavorites, NONE);
  const toggle = useCallback(async (listingId: number) => (await dataWorkers()).sync.toggleFavorite(listingId), []);
  return { status, listingIds: value, toggle };
}
