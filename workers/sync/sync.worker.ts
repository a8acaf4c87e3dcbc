// The sync worker's entry: it only exposes the sync service over Comlink. Every tab runs one; RxDB's
// leader election lets one tab replicate while the others read the same IndexedDB.
import * as Comlink from 'comlink';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { supabaseRealtimeHook } from './realtime-hook.ts';
import { createSyncService } from './sync-service.ts';

const service = createSyncService({
  storage: () => getRxStorageDexie() as never,
  multiInstance: true,
  realtime: supabaseRealtimeHook,
});

self.addEventListener('online', () => service.resync());

Comlink.expose(service);
