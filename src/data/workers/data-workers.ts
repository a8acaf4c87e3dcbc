// Starts the data layer once per page: the query worker and the sync worker, joined by a MessageChannel
// so listing changes flow between them without the main thread. Where workers cannot start, the same
// services run on the main thread. The main thread owns the session and hands the worker its token.
import * as Comlink from 'comlink';
import type { QueryWorkerApi } from '../../../workers/query/query-api.ts';
import type { SyncStatus, SyncWorkerApi } from '../../../workers/sync/sync-api.ts';
import { appStore } from '../../state/store.ts';
import { dataLayerFailedAtom, syncStatusAtom } from '../../state/sync.ts';
import { backendConfig } from '../backend/backend-config.ts';
import { rememberLastSync } from '../browser/last-sync.ts';
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
  await query.connectChanges(Comlink.transfer(channel.port2, [channel.port2]));
  await sync.start(backendConfig(), Comlink.transfer(channel.port1, [channel.port1]), Comlink.proxy(reportStatus));
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
