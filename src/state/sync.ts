// What the sync worker last reported, for the UI (progress, offline and error states) and for queries,
// which run again when `version` moves.
import { STARTING_STATUS, type SyncStatus } from '../../workers/sync/sync-api.ts';
import { atom } from './store.ts';

export const syncStatusAtom = atom<SyncStatus>({ ...STARTING_STATUS });

// Parts of the status as atoms of their own: a reader re-renders only when its part changes, not with every
// report (a first copy reports its progress many times; the listings screen needs only the version).
export const syncPhaseAtom = atom((get) => get(syncStatusAtom).phase);
/** Whether every listing is on this device. */
export const isCopyCompleteAtom = atom((get) => get(syncPhaseAtom) === 'ready');
/** Whether the query worker holds every listing (`handed`) and the device database has stored them (`stored`). */
export const copyStateAtom = atom((get) => get(syncStatusAtom).copy);
/** Moves when the listings on this device change. */
export const listingsVersionAtom = atom((get) => get(syncStatusAtom).version);
/** Moves when the signed-in member's data on this device changes. */
export const memberVersionAtom = atom((get) => get(syncStatusAtom).memberVersion);
/** Whether any listing of a first copy has arrived. */
export const hasPulledAtom = atom((get) => get(syncStatusAtom).pulled > 0);

/** True when the data layer could not start at all (no worker and no fallback). */
export const dataLayerFailedAtom = atom(false);
