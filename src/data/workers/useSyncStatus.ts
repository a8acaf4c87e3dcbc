// The sync worker's last report: progress, the time of the last sync, network and storage problems.
import type { SyncStatus } from '../../../workers/sync/sync-api.ts';
import { useAtomValue } from '../../state/store.ts';
import { isCopyCompleteAtom, syncStatusAtom } from '../../state/sync.ts';

export function useSyncStatus(): SyncStatus {
  return useAtomValue(syncStatusAtom);
}

/** Whether every listing is on this device; unlike useSyncStatus, it re-renders only when that changes. */
export function useIsCopyComplete(): boolean {
  return useAtomValue(isCopyCompleteAtom);
}
