// The member's saved alert as stored on this device (it shows offline), with save and delete that
// sync later when the network is away.
import { useCallback } from 'react';
import type { SavedAlertDocument } from '../../../workers/sync/saved-alert.schema.ts';
import type { AlertFields } from '../../../workers/sync/sync-api.ts';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';
import { useMemberData, type MemberData } from './useMemberData.ts';

export type SavedAlertState = {
  status: MemberData<SavedAlertDocument | null>['status'];
  alert: SavedAlertDocument | null;
  save(fields: AlertFields): Promise<void>;
  remove(): Promise<void>;
};

const readAlert = (sync: DataWorkers['sync']) => sync.savedAlert();

export function useSavedAlert(): SavedAlertState {
  const { status, value } = useMemberData(readAlert, null);
  const save = useCallback(async (fields: AlertFields) => (await dataWorkers()).sync.saveAlert(fields), []);
  const remove = useCallback(async () => (await dataWorkers()).sync.deleteAlert(), []);
  return { status, alert: value, save, remove };
}
