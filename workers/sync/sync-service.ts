// The sync worker's state around the engine: it reports status, hands the query worker every stored
// listing once and then each change (batched per task), asks for a resync every 60 s and on Realtime
// events, and follows the member's session. Used by the worker entry and, where workers cannot start,
// on the main thread.
import type { RxStorage } from 'rxdb/plugins/core';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { ListingChanges } from '../query/query-api.ts';
import type { SyncConfig, SyncStatus, SyncWorkerApi } from './sync-api.ts';
import { SyncEngine, type Session, type SyncEvent } from './sync-engine.ts';

export const RESYNC_INTERVAL_MS = 60_000;

export type RealtimeHook = (config: SyncConfig, onChange: () => void) => { setSession(session: Session | null): void; close(): void };

export type SyncServiceOptions = { storage: () => RxStorage<unknown, unknown>; multiInstance: boolean; realtime?: RealtimeHook };

export function createSyncService(options: SyncServiceOptions): SyncWorkerApi & { stop(): Promise<void> } {
  let engine: SyncEngine | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let realtime: ReturnType<RealtimeHook> | null = null;
  const status: SyncStatus = { phase: 'starting', pulled: 0, expected: 0, version: 0, memberVersion: 0, lastSyncedAt: null, networkError: null, storageError: null };
  let report: (status: SyncStatus) => void = () => undefined;
  let pending: ListingChanges = { upserts: [], removals: [] };
  let port: MessagePort | null = null;
  let flushScheduled = false;

  const publish = (change: Partial<SyncStatus>) => {
    Object.assign(status, change);
    report({ ...status });
  };

  const flush = () => {
    flushScheduled = false;
    if (!port || (pending.upserts.length === 0 && pending.removals.length === 0)) return;
    port.postMessage(pending);
    pending = { upserts: [], removals: [] };
    publish({ version: status.version + 1 });
  };

  const queue = (upserts: ListingRow[], removals: number[]) => {
    pending.upserts.push(...upserts);
    pending.removals.push(...removals);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(flush, 0);
    }
  };

  const onEvent = (event: SyncEvent) => {
    if (event.type === 'listings-changed') queue(event.upserts, event.removals);
    else if (event.type === 'member-changed') publish({ memberVersion: status.memberVersion + 1 });
    else if (event.type === 'progress') publish({ pulled: event.pulled, expected: event.expected, phase: status.phase === 'ready' ? 'ready' : 'syncing', networkError: null, lastSyncedAt: new Date().toISOString() });
    else if (event.kind === 'storage') publish({ storageError: event.message });
    else publish({ networkError: event.message, phase: status.phase === 'ready' ? 'ready' : 'error' });
  };

  const running = (): SyncEngine => {
    if (!engine) throw new Error('The sync worker has not started');
    return engine;
  };

  return {
    async start(config, changes, onStatus) {
      report = onStatus;
      port = changes;
      engine = await SyncEngine.open({ url: config.url, anonKey: config.anonKey, storage: options.storage(), multiInstance: options.multiInstance, onEvent });
      const stored = await engine.allListings();
      if (stored.length > 0) {
        queue(stored, []);
        publish({ phase: 'ready' });
      }
      timer = setInterval(() => engine?.resync(), RESYNC_INTERVAL_MS);
      realtime = options.realtime?.(config, () => engine?.resync()) ?? null;
      void engine.awaitListingsPulledOnce().then(() => publish({ phase: 'ready', lastSyncedAt: new Date().toISOString() }));
    },
    async setSession(session) {
      await running().setSession(session);
      realtime?.setSession(session);
      // Signing in or out changes what the device holds for the member.
      publish({ memberVersion: status.memberVersion + 1 });
    },
    listing: (id) => running().listing(id),
    toggleFavorite: (listingId) => running().toggleFavorite(listingId),
    favoriteListingIds: () => running().favoriteListingIds(),
    saveAlert: (fields) => running().saveAlert(fields),
    deleteAlert: () => running().deleteAlert(),
    savedAlert: () => running().savedAlert(),
    resync: () => engine?.resync(),
    async clearEverything() {
      queue([], (await running().allListings()).map((row) => row.id));
      publish({ phase: 'syncing', pulled: 0 });
      await running().clearEverything();
    },
    async stop() {
      if (timer) clearInterval(timer);
      realtime?.close();
      await engine?.close();
    },
  };
}
