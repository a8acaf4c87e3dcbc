// sync: a new device's first sync of 20,000 listings from supabase/local through the sync engine (RxDB
// on Dexie; in Node that is fake-indexeddb, slower than a browser's IndexedDB), until every listing is
// stored; and the bytes that crossed the network, against the same pages pulled without storing them.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { RestFeed } from '../../workers/sync/rest-feed.ts';
import { SyncEngine } from '../../workers/sync/sync-engine.ts';
import { startTestBackend } from '../support/test-backend.ts';
import { insertSyntheticListings } from './synthetic-listings.ts';
import { sample, summarize, type BenchGroup } from './harness.ts';

const LISTINGS = 20_000;

export const syncBench: BenchGroup = {
  name: 'sync',
  promises: [`sync.initial.${LISTINGS}.s`, `sync.initial.${LISTINGS}.mb`],
  description: `first sync of ${LISTINGS} listings into a new device's IndexedDB`,
  async run(_args, scale) {
    const backend = await startTestBackend();
    const listings = scale.size(LISTINGS);
    try {
      await insertSyntheticListings(backend.db, listings);

      let lastBytes = 0;
      const firstSync = async (): Promise<number> => {
        const started = performance.now();
        const engine = await SyncEngine.open({
          url: backend.url,
          anonKey: backend.keys.anonKey,
          storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) as never,
          name: `bench-${Date.now()}`,
        });
        while ((await engine.listingCount()) < listings) await new Promise((resolve) => setTimeout(resolve, 20));
        const seconds = (performance.now() - started) / 1000;
        lastBytes = engine.traffic.bytes;
        await engine.close();
        return seconds;
      };
      const pullOnly = async (): Promise<number> => {
        const started = performance.now();
        const feed = new RestFeed({ url: backend.url, anonKey: backend.keys.anonKey, accessToken: () => null });
        let checkpoint: { modified: number; id: string } | undefined;
        for (;;) {
          const rows = await feed.page<{ id: number; _modified: number }>(
            'full_details_housing',
            checkpoint,
            1000,
            true,
          );
          const last = rows.at(-1);
          if (!last) break;
          checkpoint = { modified: last._modified, id: String(last.id) };
        }
        return (performance.now() - started) / 1000;
      };

      const sync = summarize(await sample(firstSync, scale.runs(3), 0));
      const pull = summarize(await sample(pullOnly, scale.runs(3), scale.warmups(1)));
      const megabytes = lastBytes / 1_000_000;
      return {
        rows: [
          {
            name: `sync.initial.${LISTINGS}.s`,
            unit: 's',
            stats: sync,
            baseline: { name: 'the same pages pulled, not stored', stats: pull },
          },
          { name: `sync.initial.${LISTINGS}.mb`, unit: 'MB', stats: summarize([megabytes]) },
        ],
        metrics: {
          [`sync.initial.${LISTINGS}.s`]: Number(sync.median.toFixed(2)),
          [`sync.initial.${LISTINGS}.mb`]: Number(megabytes.toFixed(2)),
        },
      };
    } finally {
      await backend.stop();
    }
  },
};
