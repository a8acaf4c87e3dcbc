// The sync worker's last report: progress, the time of the last sync, network and storage problems.
import type { CopyState, SyncStatus } from '../../../workers/sync/sync-api.ts';
import { useAtomValue } from '../../state/store.ts';
import { copyStateAtom, isCopyCompleteAtom, syncStatusAtom } from '../../state/sync.ts';

export type { CopyState };

export function useSyncStatus(): SyncStatus {
  return useAtomValue(syncStatusAtom);
}

/** Whether every listing is on this device; unlike useSyncStatus, it re-renders only when that changes. */
export function useIsCopyComplete(): boolean {
  return useAtomValue(isCopyCompleteAtom);
}

/** Where the device's copy of the listings stands (none, handed to the query worker, stored). */
export function useCopyState(): CopyState {
  return useAtomValue(copyStateAtom);
}
