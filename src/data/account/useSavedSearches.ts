// The member's saved searches as stored on this device (they show and change offline and sync later, as
// the one alert did): save (a new one when the id is null), switch on or off, delete.
import { useCallback } from 'react';
import type { SavedAlertDocument } from '../../../workers/sync/saved-alert.schema.ts';
import type { AlertFields } from '../../../workers/sync/sync-api.ts';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';
import { useMemberData, type MemberData } from './useMemberData.ts';

/** One saved search as the device holds it (a row of saved_filters). */
export type SavedSearch = SavedAlertDocument;

export type SavedSearchesState = {
  status: MemberData<SavedAlertDocument[]>['status'];
  /** First alert first, then oldest first. */
  searches: SavedAlertDocument[];
  /** Resolves to the search's id (a new one's when `id` is null). */
  save(id: string | null, fields: AlertFields): Promise<string>;
  setEnabled(id: string, isOn: boolean): Promise<void>;
  remove(id: string): Promise<void>;
};

const NONE: SavedAlertDocument[] = [];
const readSearches = (sync: DataWorkers['sync']) => sync.savedSearches();

export function useSavedSearches(): SavedSearchesState {
  const { status, value } = useMemberData(readSearches, NONE);
  const save = useCallback(
    async (id: string | null, fields: AlertFields) => (await dataWorkers()).sync.saveSearch(id, fields),
    [],
  );
  const setEnabled = useCallback(
    async (id: string, isOn: boolean) => (await dataWorkers()).sync.setSearchEnabled(id, isOn),
    [],
  );
  const remove = useCallback(async (id: string) => (await dataWorkers()).sync.deleteSearch(id), []);
  return { status, searches: value, save, setEnabled, remove };
}
