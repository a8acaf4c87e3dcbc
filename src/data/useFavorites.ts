// The member's favorites as stored on this device (they show offline), and the toggle that writes one
// locally and lets the sync worker take it to the server when it can.
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from '../state/store.ts';
import { isSignedInAtom } from '../state/auth.ts';
import { syncStatusAtom } from '../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

export type FavoritesState = { status: 'signedOut' | 'loading' | 'ready' | 'error'; listingIds: number[]; toggle(listingId: number): Promise<boolean> };

export function useFavorites(): FavoritesState {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const { memberVersion } = useAtomValue(syncStatusAtom);
  const [loaded, setLoaded] = useState<{ status: 'loading' | 'ready' | 'error'; listingIds: number[] }>({ status: 'loading', listingIds: [] });

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => workers.sync.favoriteListingIds())
      .then((listingIds) => isCurrent && setLoaded({ status: 'ready', listingIds }))
      .catch(() => isCurrent && setLoaded({ status: 'error', listingIds: [] }));
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, memberVersion]);

  const toggle = useCallback(async (listingId: number) => (await dataWorkers()).sync.toggleFavorite(listingId), []);
  return isSignedIn ? { ...loaded, toggle } : { status: 'signedOut', listingIds: [], toggle };
}
