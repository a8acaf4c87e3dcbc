// The two workers' services joined as the page joins them (a MessageChannel carries listing changes from
// the sync service to the query service), against supabase/local, with RxDB on fake-indexeddb.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../src/domain/listings/filter-state.ts';
import { createQueryService } from '../../workers/query/query-service.ts';
import type { SyncStatus } from '../../workers/sync/sync-api.ts';
import { createSyncService } from '../../workers/sync/sync-service.ts';
import { insertListings, startTestBackend, type TestBackend } from '../support/test-backend.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('streams synced listings into the query service, reports status, and clears everything', async () => {
  await insertListings(backend, [{ title: 'One', rent_on_monthly_basis: 700 }, { title: 'Two', rent_on_monthly_basis: 1400 }, { title: 'Three', rent_on_monthly_basis: 900 }]);
  const indexedDB = new IDBFactory();
  const query = createQueryService();
  const sync = createSyncService({ storage: () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as never, multiInstance: false });
  const statuses: SyncStatus[] = [];
  const channel = new MessageChannel();
  query.connectChanges(channel.port2);
  let removalsSeen = 0;
  channel.port2.addEventListener('message', (event: MessageEvent<{ removals: number[] }>) => (removalsSeen += event.data.removals.length));
  await sync.start({ url: backend.url, anonKey: backend.keys.anonKey }, channel.port1, (status) => statuses.push(status));
  try {
    await until(() => query.listingCount() === 3, 'three listings in the query service');
    await until(() => statuses.at(-1)?.phase === 'ready', 'the ready status');
    const answer = await query.query({ filters: { ...DEFAULT_FILTERS, maxPrice: 1000 }, order: 'list' }, 1);
    expect(answer?.count).toBe(2);
    expect(statuses.at(-1)?.version).toBeGreaterThan(0);

    await insertListings(backend, [{ title: 'Four', rent_on_monthly_basis: 800 }]);
    sync.resync();
    await until(() => query.listingCount() === 4, 'the fourth listing');

    await sync.clearEverything();
    await until(() => removalsSeen >= 4, 'every listing removed from the query service');
    await until(() => query.listingCount() === 4, 'the listings to be pulled again');
  } finally {
    await sync.stop();
    channel.port1.close();
    channel.port2.close();
  }
});
