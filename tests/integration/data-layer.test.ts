// The two workers' services joined as the page joins them (a MessageChannel carries listing changes from
// the sync service to the query service), against supabase/local, with RxDB on fake-indexeddb.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../src/domain/listings/filter-state.ts';
import { createQueryService } from '../../workers/query/query-service.ts';
import type { SyncStatus } from '../../workers/sync/sync-api.ts';
import { IdbRecordStore } from '../../workers/sync/idb-record-store.ts';
import { ListingSnapshot } from '../../workers/sync/listing-snapshot.ts';
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
  await insertListings(backend, [
    { title: 'One', rent_on_monthly_basis: 700 },
    { title: 'Two', rent_on_monthly_basis: 1400 },
    { title: 'Three', rent_on_monthly_basis: 900 },
  ]);
  const indexedDB = new IDBFactory();
  const query = createQueryService();
  const sync = createSyncService({
    storage: () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    multiInstance: false,
  });
  const statuses: SyncStatus[] = [];
  const channel = new MessageChannel();
  query.connectChanges(channel.port2);
  let removalsSeen = 0;
  channel.port2.addEventListener(
    'message',
    (event: MessageEvent<{ removals: number[] }>) => (removalsSeen += event.data.removals.length),
  );
  await sync.start({ url: backend.url, anonKey: backend.keys.anonKey }, channel.port1, (status) =>
    statuses.push(status),
  );
  try {
    await until(() => query.listingCount() === 3, 'three listings in the query service');
    await until(() => statuses.at(-1)?.phase === 'ready', 'the ready status');
    const answer = await query.query(
      { filters: { ...DEFAULT_FILTERS, maxPrice: 1000 }, order: 'list' },
      { caller: 'test', number: 1 },
    );
    expect(answer?.count).toBe(2);
    // 'ready' comes with the version that hands the copy over, never before it (the UI would ask an empty
    // query worker and show 0 listings).
    expect(statuses.find((status) => status.phase === 'ready')?.version).toBe(1);

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

it(
  'starts from the snapshot, then corrects it from the device database; the snapshot holds no post texts or links',
  { timeout: 30_000 },
  async () => {
    await insertListings(backend, [
      { title: 'Snapshot one', rent_on_monthly_basis: 650, text_post: 'A long post text' },
      { title: 'Snapshot two', rent_on_monthly_basis: 1650 },
    ]);
    const onServer = (await (
      await fetch(`${backend.url}/rest/v1/full_details_housing?select=id`, {
        headers: { apikey: backend.keys.anonKey },
      })
    ).json()) as { id: number }[];
    const indexedDB = new IDBFactory();
    const storage = () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as never;
    const snapshotOptions = { indexedDB, name: 'snapshot-test', snapshotDelayMs: 20 };
    const records = new IdbRecordStore('snapshot-test', indexedDB);
    const snapshot = new ListingSnapshot(records);

    // A first visit syncs, and the snapshot follows shortly after.
    const first = createSyncService({ storage, multiInstance: false, records: snapshotOptions });
    const firstQuery = createQueryService();
    const firstChannel = new MessageChannel();
    firstQuery.connectChanges(firstChannel.port2);
    await first.start({ url: backend.url, anonKey: backend.keys.anonKey }, firstChannel.port1, () => undefined);
    await until(() => firstQuery.listingCount() === onServer.length, 'every listing synced');
    await until(async () => ((await snapshot.read()) ?? []).length === onServer.length, 'the snapshot written');
    await first.stop();
    firstChannel.port1.close();
    const saved = (await snapshot.read()) ?? [];
    expect(saved.some((row) => row.title === 'Snapshot one')).toBe(true);
    expect(saved.every((row) => row.text_post === undefined && !row.url_post)).toBe(true);

    // A stale snapshot: one listing re-priced, one that the device no longer holds.
    const target = saved.find((row) => row.title === 'Snapshot one') as (typeof saved)[number];
    await snapshot.write([
      ...saved.map((row) => (row.id === target.id ? { ...row, rent_on_monthly_basis: 9999 } : row)),
      { ...target, id: 987654 },
    ]);

    // The next start, offline: first the snapshot as it is, then the device database's truth.
    const second = createSyncService({ storage, multiInstance: false, records: snapshotOptions });
    const query = createQueryService();
    const channel = new MessageChannel();
    const messages: { upserts: { id: number }[]; removals: number[] }[] = [];
    channel.port2.addEventListener('message', (event: MessageEvent<(typeof messages)[number]>) =>
      messages.push(event.data),
    );
    query.connectChanges(channel.port2);
    const statuses: SyncStatus[] = [];
    await second.start({ url: 'http://127.0.0.1:9', anonKey: backend.keys.anonKey }, channel.port1, (status) =>
      statuses.push(status),
    );
    try {
      expect(statuses.find((status) => status.phase === 'ready')?.version).toBe(1);
      await until(() => messages.length >= 2, 'the snapshot and the correction');
      expect(messages[0]?.upserts.map((row) => row.id)).toContain(987654);
      expect(messages[1]?.removals).toEqual([987654]);
      expect(messages[1]?.upserts.map((row) => row.id)).toContain(target.id);
      await until(() => query.listingCount() === onServer.length, 'the corrected count');
      const cheap = await query.query(
        { filters: { ...DEFAULT_FILTERS, maxPrice: 700 }, order: 'list' },
        { caller: 'test', number: 1 },
      );
      expect(Array.from(cheap?.ids ?? [])).toContain(target.id);
    } finally {
      await second.stop();
      channel.port1.close();
      records.close();
    }
  },
);
