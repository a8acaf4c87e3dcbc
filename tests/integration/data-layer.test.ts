// The two workers' services joined as the page joins them (a MessageChannel carries listing changes from
// the sync service to the query service), against supabase/local, with RxDB on fake-indexeddb.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../src/domain/listings/filter-state.ts';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { rowsFromText } from '../../src/domain/listings/listing-rows-text.ts';
import { createQueryService } from '../../workers/query/query-service.ts';
import type { SyncStatus } from '../../workers/sync/sync-api.ts';
import { copyRows, decodeCopy, FirstCopyRecord, type DecodedCopy } from '../../workers/sync/first-copy.ts';
import { IdbRecordStore } from '../../workers/sync/idb-record-store.ts';
import { ListingSnapshot } from '../../workers/sync/listing-snapshot.ts';
import { SyncEngine } from '../../workers/sync/sync-engine.ts';
import { createSyncService } from '../../workers/sync/sync-service.ts';
import { insertListings } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();

type ChangeMessage = { upserts: { id: number }[]; removals: number[]; upsertsText?: string };

/** The ids a change message upserts, those of a snapshot sent as its text included. */
const upsertedIds = (message: ChangeMessage | undefined) =>
  [...(message?.upserts ?? []), ...(message?.upsertsText === undefined ? [] : rowsFromText(message.upsertsText))].map(
    (row) => row.id,
  );

/** A query service joined to a sync service's changes as the page joins them, and every change it was sent. */
function queryJoined() {
  const query = createQueryService();
  const channel = new MessageChannel();
  const messages: ChangeMessage[] = [];
  channel.port2.addEventListener('message', (event: MessageEvent<ChangeMessage>) => messages.push(event.data));
  query.connectChanges(channel.port2);
  return { query, channel, messages };
}

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
    const { query, channel, messages } = queryJoined();
    const statuses: SyncStatus[] = [];
    await second.start({ url: 'http://127.0.0.1:9', anonKey: backend.keys.anonKey }, channel.port1, (status) =>
      statuses.push(status),
    );
    try {
      expect(statuses.find((status) => status.phase === 'ready')?.version).toBe(1);
      await until(() => messages.length >= 2, 'the snapshot and the correction');
      // The snapshot goes over as the text it is stored as.
      expect(messages[0]?.upsertsText).toEqual(expect.any(String));
      expect(upsertedIds(messages[0])).toContain(987654);
      expect(messages[1]?.removals).toEqual([987654]);
      expect(upsertedIds(messages[1])).toContain(target.id);
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

/** The server's compact copy as the sync worker downloads it. */
async function serverCopyText(): Promise<string> {
  const response = await fetch(`${backend.url}/functions/v1/listings-snapshot`, {
    headers: { apikey: backend.keys.anonKey },
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function serverListingIds(): Promise<number[]> {
  const rows = (await (
    await fetch(`${backend.url}/rest/v1/full_details_housing?select=id&order=id.asc`, {
      headers: { apikey: backend.keys.anonKey },
    })
  ).json()) as { id: number }[];
  return rows.map((row) => row.id);
}

/** A device reloaded after its first copy was handed over and its snapshot written, before RxDB stored any of it. */
async function deviceWithUnstoredCopy(name: string, copyText: string, extra: ListingRow[] = []) {
  const indexedDB = new IDBFactory();
  const records = new IdbRecordStore(name, indexedDB);
  const copy = decodeCopy(copyText);
  if (!copy) throw new Error('the server has no copy');
  await new ListingSnapshot(records).write([...copyRows(copy), ...extra]);
  await new FirstCopyRecord(records).save(copyText);
  return { indexedDB, records, storage: () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as never };
}

it(
  'a first copy RxDB had not stored survives a restart offline: nothing is removed until the kept copy is stored',
  { timeout: 30_000 },
  async () => {
    await insertListings(backend, [{ title: 'Kept copy one', rent_on_monthly_basis: 720 }]);
    const onServer = await serverListingIds();
    const copyText = await serverCopyText();
    const stale = { ...(copyRows(decodeCopy(copyText) as DecodedCopy)[0] as ListingRow), id: 876543 };
    const device = await deviceWithUnstoredCopy('unstored-offline', copyText, [stale]);
    const sync = createSyncService({
      storage: device.storage,
      multiInstance: false,
      records: { indexedDB: device.indexedDB, name: 'unstored-offline', snapshotDelayMs: 20 },
    });
    const { query, channel, messages } = queryJoined();
    const statuses: SyncStatus[] = [];
    const counts: number[] = [];
    // Offline: the server cannot be asked for anything, and its copy is not in any HTTP cache.
    await sync.start({ url: 'http://127.0.0.1:9', anonKey: backend.keys.anonKey }, channel.port1, (status) => {
      statuses.push(status);
      counts.push(query.listingCount());
    });
    try {
      expect(statuses.find((status) => status.phase === 'ready')?.copy).toBe('handed');
      await until(() => statuses.at(-1)?.copy === 'stored', 'the kept copy stored while offline');
      // The status is told at once, the removal goes to the query worker as a message that may arrive a moment
      // later: the removals are read once it has.
      await until(() => query.listingCount() === onServer.length, 'the server count');
      // Everything shown stayed until the copy was stored; then only the listing the server no longer has went.
      const removals = messages.flatMap((message) => message.removals);
      expect(removals).toEqual([stale.id]);
      const storedAt = statuses.findIndex((status) => status.copy === 'stored');
      expect(Math.min(...counts.slice(1, storedAt))).toBe(onServer.length + 1);
      expect(await new FirstCopyRecord(device.records).read()).toBeNull();
    } finally {
      await sync.stop();
      channel.port1.close();
    }
    // RxDB holds exactly the server's listings, read back offline on the next start.
    const engine = await SyncEngine.open({ url: 'http://127.0.0.1:9', anonKey: 'x', storage: device.storage() });
    try {
      expect((await engine.allListings()).map((row) => row.id).sort((a, b) => a - b)).toEqual(onServer);
    } finally {
      await engine.close();
      device.records.close();
    }
  },
);

it(
  'a restart online with an unstored copy stores it, then pulls what the server gained after the copy was taken',
  { timeout: 30_000 },
  async () => {
    const copyText = await serverCopyText();
    await insertListings(backend, [{ title: 'Newer than the copy', rent_on_monthly_basis: 810 }]);
    const onServer = await serverListingIds();
    const device = await deviceWithUnstoredCopy('unstored-online', copyText);
    const sync = createSyncService({
      storage: device.storage,
      multiInstance: false,
      records: { indexedDB: device.indexedDB, name: 'unstored-online', snapshotDelayMs: 20 },
    });
    const query = createQueryService();
    const channel = new MessageChannel();
    query.connectChanges(channel.port2);
    const counts: number[] = [];
    const statuses: SyncStatus[] = [];
    await sync.start({ url: backend.url, anonKey: backend.keys.anonKey }, channel.port1, (status) => {
      statuses.push(status);
      counts.push(query.listingCount());
    });
    try {
      await until(() => statuses.at(-1)?.copy === 'stored', 'the copy stored');
      await until(() => query.listingCount() === onServer.length, 'the listing newer than the copy');
      expect(Math.min(...counts.slice(1))).toBeGreaterThanOrEqual(onServer.length - 1);
    } finally {
      await sync.stop();
      channel.port1.close();
      device.records.close();
    }
  },
);

it(
  'a listing opened before the device database is open is read from the server, and kept for offline use once it is',
  { timeout: 30_000 },
  async () => {
    const [id] = await insertListings(backend, [{ title: 'Opened early', text_post: 'The whole post, read early' }]);
    const indexedDB = new IDBFactory();
    const storage = () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as never;
    const recordOptions = { indexedDB, name: 'early-read', snapshotDelayMs: 20 };
    const snapshot = new ListingSnapshot(new IdbRecordStore('early-read', indexedDB));
    const config = { url: backend.url, anonKey: backend.keys.anonKey };

    // A first visit takes the compact copy (no post texts) and writes its snapshot.
    const first = createSyncService({ storage, multiInstance: false, records: recordOptions });
    const firstJoined = queryJoined();
    const firstStatuses: SyncStatus[] = [];
    await first.start(config, firstJoined.channel.port1, (status) => firstStatuses.push(status));
    await until(() => firstStatuses.at(-1)?.copy === 'stored', 'the first copy stored');
    await until(async () => ((await snapshot.read()) ?? []).some((row) => row.id === id), 'the snapshot written');
    await first.stop();
    firstJoined.channel.port1.close();

    // The next start begins from the snapshot and opens the device database later; the listing is asked at once.
    let databasesOpened = 0;
    const counted = () => {
      databasesOpened += 1;
      return storage();
    };
    const second = createSyncService({ storage: counted, multiInstance: false, records: recordOptions });
    const secondJoined = queryJoined();
    await second.start(config, secondJoined.channel.port1, () => undefined);
    try {
      expect((await second.listing(id as number))?.text_post).toBe('The whole post, read early');
      // Answered without opening the device database first.
      expect(databasesOpened).toBe(0);
    } finally {
      // Stopping waits for the engine, which opens after its deferral and keeps the listing whole.
      await second.stop();
      secondJoined.channel.port1.close();
    }

    // Offline, a third start finds the post's text on the device.
    const third = createSyncService({ storage, multiInstance: false, records: recordOptions });
    const thirdJoined = queryJoined();
    await third.start(
      { url: 'http://127.0.0.1:9', anonKey: backend.keys.anonKey },
      thirdJoined.channel.port1,
      () => undefined,
    );
    try {
      expect((await third.listing(id as number))?.text_post).toBe('The whole post, read early');
    } finally {
      await third.stop();
      thirdJoined.channel.port1.close();
    }
  },
);

it(
  "a new device asks for the server's copy once, before the device database opens; a device that held listings does not",
  { timeout: 30_000 },
  async () => {
    await insertListings(backend, [{ title: 'Asked early', rent_on_monthly_basis: 720 }]);
    const onServer = (await (
      await fetch(`${backend.url}/rest/v1/full_details_housing?select=id`, {
        headers: { apikey: backend.keys.anonKey },
      })
    ).json()) as { id: number }[];
    const indexedDB = new IDBFactory();
    const config = { url: backend.url, anonKey: backend.keys.anonKey };
    const copiesAsked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/functions/v1/listings-snapshot')) copiesAsked.push(url);
      return realFetch(input, init);
    };
    let copyAskedBeforeOpen = false;
    const storage = () => {
      copyAskedBeforeOpen ||= copiesAsked.length > 0;
      return getRxStorageDexie({ indexedDB, IDBKeyRange }) as never;
    };
    try {
      const first = createSyncService({ storage, multiInstance: false, records: { indexedDB, name: 'new-device' } });
      const firstJoined = queryJoined();
      // Closed the moment it says the copy is stored, as a tab may be: before RxDB wrote the copy's checkpoint,
      // which the next start pulls on from (CI once closed it in that moment, and the copy was asked again).
      let stopped: Promise<void> | null = null;
      await first.start(config, firstJoined.channel.port1, (status) => {
        if (status.copy === 'stored') stopped ??= first.stop();
      });
      await until(() => stopped !== null, 'the first copy stored');
      await stopped;
      expect(firstJoined.query.listingCount()).toBe(onServer.length);
      expect(copiesAsked).toHaveLength(1);
      expect(copyAskedBeforeOpen).toBe(true);
      firstJoined.channel.port1.close();

      // The same device without its snapshot records (another name): it pulls on from its own checkpoint.
      copiesAsked.length = 0;
      const second = createSyncService({ storage, multiInstance: false, records: { indexedDB, name: 'no-snapshot' } });
      const secondJoined = queryJoined();
      const secondStatuses: SyncStatus[] = [];
      // What the query worker was sent when the status first says stored: it must already hold the listings
      // (said before, every favorite read as gone until the rows came).
      let rowsPosted = 0;
      let rowsPostedWhenStored: number | null = null;
      const post = secondJoined.channel.port1.postMessage.bind(secondJoined.channel.port1);
      secondJoined.channel.port1.postMessage = (message: ChangeMessage) => {
        rowsPosted += message.upserts.length;
        post(message);
      };
      await second.start(config, secondJoined.channel.port1, (status) => {
        if (status.copy === 'stored') rowsPostedWhenStored ??= rowsPosted;
        secondStatuses.push(status);
      });
      await until(() => secondStatuses.at(-1)?.copy === 'stored', 'the device database read');
      expect(rowsPostedWhenStored).toBe(onServer.length);
      // The rows travel to the query worker as a message, the status is told at once: the count comes a moment later.
      await until(() => secondJoined.query.listingCount() === onServer.length, 'the device database handed over');
      expect(copiesAsked).toHaveLength(0);
      await second.stop();
      secondJoined.channel.port1.close();
    } finally {
      globalThis.fetch = realFetch;
    }
  },
);
