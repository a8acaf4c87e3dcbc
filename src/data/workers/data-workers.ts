// Starts the data layer once per page: the query worker and the sync worker, joined by a MessageChannel
// so listing changes flow between them without the main thread. Where workers cannot start, the same
// services run on the main thread. The main thread owns the session and hands the worker its token.
import * as Comlink from 'comlink';
import type { QueryWorkerApi } from '../../../workers/query/query-api.ts';
import type { SyncStatus, SyncWorkerApi } from '../../../workers/sync/sync-api.ts';
import { appStore } from '../../state/store.ts';
import { dataLayerFailedAtom, syncStatusAtom } from '../../state/sync.ts';
import { backendConfig } from '../backend/backend-config.ts';
import { rememberLastSync, storedLastSync } from '../browser/last-sync.ts';
import { markPerf } from '../browser/perf-marks.ts';

type Async<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> | R : never;
};

export type DataWorkers = {
  query: Async<Pick<QueryWorkerApi, 'query' | 'summaries' | 'options' | 'counts'>>;
  sync: Omit<SyncWorkerApi, 'start'>;
};

let started: Promise<DataWorkers> | null = null;

const reportStatus = (status: SyncStatus) => {
  const before = appStore.get(syncStatusAtom).copy;
  appStore.set(syncStatusAtom, status);
  // The copy's moments, for the benchmarks (the Results section shows them as data-copy too).
  if (status.copy !== before && status.copy !== 'none') markPerf(`copy-${status.copy}`);
  if (status.lastSyncedAt) rememberLastSync(status.lastSyncedAt);
};

async function startInWorkers(): Promise<DataWorkers> {
  const queryWorker = new Worker(new URL('../../../workers/query/query.worker.ts', import.meta.url), {
    type: 'module',
    name: 'roomradar-query',
  });
  const syncWorker = new Worker(new URL('../../../workers/sync/sync.worker.ts', import.meta.url), {
    type: 'module',
    name: 'roomradar-sync',
  });
  const query = Comlink.wrap<QueryWorkerApi>(queryWorker);
  const sync = Comlink.wrap<SyncWorkerApi>(syncWorker);
  const channel = new MessageChannel();
  // Both at once: what the sync worker sends waits in the query worker's port until it listens, and the sync
  // worker's start (the device's snapshot read) need not wait for the main thread, busy with the page's first
  // script, to pass on the query worker's answer (about 90 ms of an offline start here).
  await Promise.all([
    query.connectChanges(Comlink.transfer(channel.port2, [channel.port2])),
    sync.start(backendConfig(), Comlink.transfer(channel.port1, [channel.port1]), Comlink.proxy(reportStatus)),
  ]);
  return { query, sync };
}

async function startOnMainThread(): Promise<DataWorkers> {
  const [{ createQueryService }, { createSyncService }, { getRxStorageDexie }] = await Promise.all([
    import('../../../workers/query/query-service.ts'),
    import('../../../workers/sync/sync-service.ts'),
    import('rxdb/plugins/storage-dexie'),
  ]);
  const query = createQueryService();
  const sync = createSyncService({ storage: () => getRxStorageDexie() as never, multiInstance: true });
  const channel = new MessageChannel();
  query.connectChanges(channel.port2);
  await sync.start(backendConfig(), channel.port1, reportStatus);
  return { query, sync };
}

async function start(): Promise<DataWorkers> {
  let workers: DataWorkers;
  try {
    workers = await startInWorkers();
  } catch (error) {
    console.warn('Workers could not start; the data layer runs on the main thread.', error);
    try {
      workers = await startOnMainThread();
    } catch (fallbackError) {
      appStore.set(dataLayerFailedAtom, true);
      throw fallbackError;
    }
  }
  // Ask the browser to keep this device's data when space runs low: favorites and listings live here.
  void navigator.storage?.persist?.().catch(() => false);
  // Catch up when the network returns or the page is looked at again.
  window.addEventListener('online', () => workers.sync.resync());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workers.sync.resync();
  });
  return workers;
}

/** The data layer, started on first use. */
export function dataWorkers(): Promise<DataWorkers> {
  started ??= start();
  return started;
}

/**
 * On a device that synced before, the data layer starts while the page's script runs, not at the first
 * render that asks for it: its start is the device's own (the snapshot), and its workers load while the
 * route's code and catalogue do. A new device waits for that render: its sync worker would fetch the first
 * copy over the same network as the route's code and the first results.
 */
export function startDataWorkersOnRepeatVisit(): void {
  if (storedLastSync() !== null) void dataWorkers().catch(() => undefined);
}
