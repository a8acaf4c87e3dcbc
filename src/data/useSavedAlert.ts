// The member's saved alert as stored on this device (it shows offline), with save and delete that
// sync later when the network is away.
import { useCallback, useEffect, useState } from 'react';
import type { SavedAlertDocument } from '../../workers/sync/saved-alert.schema.ts';
import type { AlertFields } from '../../workers/sync/sync-api.ts';
import { useAtomValue } from '../state/store.ts';
import { isSignedInAtom } from '../state/auth.ts';
import { syncStatusAtom } from '../state/sync.ts';
import { dataWorkers } from './data-workers.ts';

export type SavedAlertState = {
  status: 'signedOut' | 'loading' | 'ready' | 'error';
  alert: SavedAlertDocument | null;
  save(fields: AlertFields): Promise<void>;
  remove(): Promise<void>;
};

export function useSavedAlert(): SavedAlertState {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const { memberVersion } = useAtomValue(syncStatusAtom);
  const [loaded, setLoaded] = useState<{ status: 'loading' | 'ready' | 'error'; alert: SavedAlertDocument | null }>({ status: 'loading', alert: null });

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => workers.sync.savedAlert())
      .then((alert) => isCurrent && setLoaded({ status: 'ready', alert }))
      .catch(() => isCurrent && setLoaded({ status: 'error', alert: null }));
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, memberVersion]);

  const save = useCallback(async (fields: AlertFields) => (await dataWorkers()).sync.saveAlert(fields), []);
  const remove = useCallback(async () => (await dataWorkers()).sync.deleteAlert(), []);
  return isSignedIn ? { ...loaded, save, remove } : { status: 'signedOut', alert: null, save, remove };
}
