// The sync worker's entry: it only exposes the sync service over Comlink. Every tab runs one; RxDB's
// leader election lets one tab replicate while the others read the same IndexedDB.
import * as Comlink from 'comlink';
import { createSyncService } from './sync-service.ts';

// RxDB's storage (Dexie) and supabase-js are loaded when the engine opens, not with this script: a start from
// the device's snapshot only reads it and hands it to the query worker, and should not wait for their code.
const service = createSyncService({
  storage: async () => (await import('rxdb/plugins/storage-dexie')).getRxStorageDexie() as never,
  multiInstance: true,
  realtime: async () => (await import('./realtime-hook.ts')).supabaseRealtimeHook,
});

self.addEventListener('online', () => service.resync());

Comlink.expose(service);
