// What the sync worker last reported, for the UI (progress, offline and error states) and for queries,
// which run again when `version` moves.
import { STARTING_STATUS, type SyncStatus } from '../../workers/sync/sync-api.ts';
import { atom } from './store.ts';

export const syncStatusAtom = atom<SyncStatus>({ ...STARTING_STATUS });

/** Whether every listing is on this device (a derived atom: its readers re-render only when it flips). */
export const isCopyCompleteAtom = atom((get) => get(syncStatusAtom).phase === 'ready');

/** True when the data layer could not start at all (no worker and no fallback). */
export const dataLayerFailedAtom = atom(false);
