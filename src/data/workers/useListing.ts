// One listing for the detail page, from this device's database (so it opens offline once synced).
import { useEffect, useState } from 'react';
import type { ListingRow } from '../../domain/listings/listing.ts';
import { useAtomValue } from '../../state/store.ts';
import { listingsVersionAtom, syncPhaseAtom } from '../../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

export type ListingState =
  | { status: 'loading' }
  | { status: 'found'; listing: ListingRow }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** `null`: no listing wanted (nothing is read, so the device database is not opened for it). */
export function useListing(id: number | null): ListingState {
  const phase = useAtomValue(syncPhaseAtom);
  const version = useAtomValue(listingsVersionAtom);
  const [state, setState] = useState<ListingState>({ status: 'loading' });
  useEffect(() => {
    if (id === null) return;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => workers.sync.listing(id))
      .then((listing) => {
        if (!isCurrent) return;
        // Until the first sync is done, a listing not on the device may still arrive.
        if (listing) setState({ status: 'found', listing });
        else if (phase === 'ready') setState({ status: 'missing' });
      })
      .catch(
        (error: unknown) =>
          isCurrent && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      isCurrent = false;
    };
  }, [id, phase, version]);
  return state;
}
