// The sync worker's engine against supabase/local over real HTTP, with RxDB on Dexie over fake-indexeddb:
// each "device" has its own IndexedDB. First and incremental syncs, deletions, offline writes, two devices,
// a flaky network, and sign-out.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createRxDatabase } from 'rxdb/plugins/core';
import { savedAlertSchemaLiteral } from '../../workers/sync/saved-alert.schema.ts';
import { listingSchema } from '../../workers/sync/listing.schema.ts';
import { SyncEngine, type SyncEvent } from '../../workers/sync/sync-engine.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { fieldsIn } from '../../src/domain/records/field-kinds.ts';
import { LISTING_RECORD } from '../../src/domain/records/listing-record.ts';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
const engines: SyncEngine[] = [];

/** A network the test can cut, slow down or make fail at random. */
class Network {
  isOnline = true;
  failureRate = 0;
  maxLatencyMs = 0;
  private readonly random = seededRandom(99);
  readonly fetch: typeof fetch = async (input, init) => {
    if (this.maxLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.random.int(this.maxLatencyMs)));
    if (!this.isOnline || this.random.chance(this.failureRate)) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
}

type Device = { engine: SyncEngine; network: Network; events: SyncEvent[]; indexedDB: IDBFactory };

async function device(user?: TestUser, network = new Network()): Promise<Device> {
  const indexedDB = new IDBFactory();
  const events: SyncEvent[] = [];
  const engine = await SyncEngine.open({
    url: backend.url,
    anonKey: backend.keys.anonKey,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    name: `device-${engines.length}`,
    fetchImpl: network.fetch,
    retryDelaysMs: [5, 10, 20],
    retryTimeMs: 50,
    onEvent: (event) => events.push(event),
  });
  engines.push(engine);
  if (user) await engine.setSession({ userId: user.id, accessToken: user.accessToken });
  return { engine, network, events, indexedDB };
}

async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!check(value)) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for ${what}; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** How many records the device's IndexedDB still holds in databases named for the member. */
async function recordsOf(indexedDB: IDBFactory, userId: string): Promise<number> {
  let total = 0;
  for (const { name } of await indexedDB.databases()) {
    if (!name?.includes(userId)) continue;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const store of Array.from(database.objectStoreNames)) {
      total += await new Promise<number>((resolve, reject) => {
        const request = database.transaction(store, 'readonly').objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    database.close();
  }
  return total;
}

async function serverFavorites(user: TestUser): Promise<number[]> {
  const { data } = await serviceClient(backend)
    .from('favorites')
    .select('listing_id')
    .eq('user_id', user.id)
    .eq('_deleted', false);
  return (data ?? []).map((row) => row.listing_id as number).sort((a, b) => a - b);
}

afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});

describe('listings', () => {
  it('sync first in full, then incrementally, and drop what becomes unavailable', async () => {
    const before = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ n: number }>(
            'select count(*)::int as n from public.full_details_housing where not _deleted',
          )
        ).rows[0]?.n ?? 0,
    );
    const ids = await insertListings(
      backend,
      Array.from({ length: 30 }, (_, index) => ({ title: `Sync ${index}` })),
    );
    const { engine, events } = await device();
    await eventually(
      () => engine.listingCount(),
      (count) => count === before + 30,
      'the first sync',
    );
    const progress = events.filter((event) => event.type === 'progress').at(-1);
    expect(progress).toMatchObject({ type: 'progress', pulled: before + 30, expected: before + 30 });

    const more = await insertListings(
      backend,
      Array.from({ length: 5 }, (_, index) => ({ title: `More ${index}` })),
    );
    engine.resync();
    await eventually(
      () => engine.listingCount(),
      (count) => count === before + 35,
      'the incremental sync',
    );

    await backend.db.asOwner((sql) =>
      sql.query(`update public.listings set is_unavailable_or_double = 'unavailable' where id = any($1::bigint[])`, [
        [ids[0], more[0]],
      ]),
    );
    engine.resync();
    await eventually(
      () => engine.listingCount(),
      (count) => count === before + 33,
      'unavailable listings to disappear',
    );
    const rows = await engine.allListings();
    expect(rows.some((row) => row.id === ids[0] || row.id === more[0])).toBe(false);
    expect(rows.find((row) => row.id === ids[1])?.title).toBe('Sync 1');
  });

  it('tells the query worker what changed', async () => {
    const { engine, events } = await device();
    await engine.awaitInSync();
    const [id] = await insertListings(backend, [{ title: 'Announced' }]);
    engine.resync();
    await eventually(
      async () =>
        events.filter((event) => event.type === 'listings-changed' && event.upserts.some((row) => row.id === id))
          .length,
      (count) => count > 0,
      'a change event',
    );
  });
});

describe('a pulled listing', () => {
  it("holds the listing record's device fields, and not what the view serves beside them (duplicate_of)", async () => {
    const { engine } = await device();
    await engine.awaitInSync();
    const [id] = await insertListings(backend, [{ title: 'Pulled', text_post: 'A room in De Pijp' }]);
    engine.resync();
    const row = await eventually(
      () => engine.listing(id as number),
      (listing) => listing?.title === 'Pulled',
      'the pulled listing',
    );
    expect(Object.keys(row ?? {}).sort()).toEqual([...fieldsIn(LISTING_RECORD, 'device')].sort());
  });
});

describe('the compact copy', () => {
  it('is a first sync in one answer; changes after it come from the feed; an opened listing gets its text and keeps it', async () => {
    const [kept] = await insertListings(backend, [{ title: 'Copied', text_post: 'Full text of the copied listing' }]);
    const network = new Network();
    const asked: string[] = [];
    const { engine } = await device(undefined, {
      ...network,
      fetch: (input, init) => {
        asked.push(new URL(String(input)).pathname);
        return network.fetch(input, init);
      },
    } as Network);
    const total = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ n: number }>(
            'select count(*)::int as n from public.full_details_housing where not _deleted',
          )
        ).rows[0]?.n ?? 0,
    );
    await engine.awaitListingsPulledOnce();
    expect(await engine.listingCount()).toBe(total);
    expect(asked.filter((path) => path.endsWith('/functions/v1/listings-snapshot'))).toHaveLength(1);
    // After the copy, one feed page from its checkpoint finds nothing new: the copy was the whole first sync.
    expect(asked.filter((path) => path.endsWith('/rest/v1/full_details_housing')).length).toBeLessThanOrEqual(2);
    const copied = (await engine.allListings()).find((row) => row.id === kept);
    expect(copied?.title).toBe('Copied');
    expect(copied && 'text_post' in copied).toBe(false);

    const [later] = await insertListings(backend, [{ title: 'After the copy', text_post: 'Later text' }]);
    engine.resync();
    await eventually(
      async () => (await engine.allListings()).find((row) => row.id === later)?.text_post,
      (text) => text === 'Later text',
      'a listing changed after the copy, from the feed',
    );

    expect((await engine.listing(kept as number))?.text_post).toBe('Full text of the copied listing');
    network.isOnline = false;
    expect((await engine.listing(kept as number))?.text_post).toBe('Full text of the copied listing');
  });
});

describe('favorites', () => {
  it('toggled offline reach the server once the device is online again', async () => {
    const member = await createMember(backend, { name: 'offline' });
    const listings = await insertListings(backend, [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const phone = await device(member);
    await phone.engine.awaitInSync();
    phone.network.isOnline = false;
    expect(await phone.engine.toggleFavorite(listings[0] as number)).toBe(true);
    expect(await phone.engine.toggleFavorite(listings[1] as number)).toBe(true);
    expect(await phone.engine.toggleFavorite(listings[1] as number)).toBe(false);
    expect(await phone.engine.toggleFavorite(listings[2] as number)).toBe(true);
    expect(await phone.engine.favoriteListingIds()).toEqual([listings[0], listings[2]]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await serverFavorites(member)).toEqual([]);
    expect(phone.events.some((event) => event.type === 'error' && event.kind === 'network')).toBe(true);

    phone.network.isOnline = true;
    phone.engine.resync();
    await eventually(
      () => serverFavorites(member),
      (ids) => ids.length === 2,
      'the offline favorites on the server',
    );
    expect(await serverFavorites(member)).toEqual([listings[0], listings[2]]);
  });

  it('two devices toggling the same favorite converge on one row', async () => {
    const member = await createMember(backend, { name: 'twodevices' });
    const [listing] = await insertListings(backend, [{ title: 'Shared' }]);
    const phone = await device(member);
    const laptop = await device(member);
    await Promise.all([phone.engine.awaitInSync(), laptop.engine.awaitInSync()]);
    await Promise.all([
      phone.engine.toggleFavorite(listing as number),
      laptop.engine.toggleFavorite(listing as number),
    ]);
    await eventually(
      () => serverFavorites(member),
      (ids) => ids.length === 1,
      'one favorite row',
    );
    const rows = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ n: number }>('select count(*)::int as n from public.favorites where user_id = $1', [
            member.id,
          ])
        ).rows[0]?.n,
    );
    expect(rows).toBe(1);
    await laptop.engine.toggleFavorite(listing as number);
    await eventually(
      () => serverFavorites(member),
      (ids) => ids.length === 0,
      'the unfavorite on the server',
    );
    phone.engine.resync();
    await eventually(
      () => phone.engine.favoriteListingIds(),
      (ids) => ids.length === 0,
      'the phone to learn of the unfavorite',
    );
  });

  it('500 toggles over a network that fails 30% of requests, slowly, lose nothing', async () => {
    const member = await createMember(backend, { name: 'flaky' });
    const listings = await insertListings(
      backend,
      Array.from({ length: 20 }, (_, index) => ({ title: `Flaky ${index}` })),
    );
    const network = new Network();
    const phone = await device(member, network);
    await phone.engine.awaitInSync();
    network.failureRate = 0.3;
    network.maxLatencyMs = 30;
    const random = seededRandom(500);
    const expected = new Set<number>();
    for (let toggle = 0; toggle < 500; toggle += 1) {
      const listing = listings[random.int(listings.length)] as number;
      const isFavorite = await phone.engine.toggleFavorite(listing);
      if (isFavorite) expected.add(listing);
      else expected.delete(listing);
      if (toggle % 25 === 0) phone.engine.resync();
    }
    const wanted = [...expected].sort((a, b) => a - b);
    expect(await phone.engine.favoriteListingIds()).toEqual(wanted);
    network.failureRate = 0;
    phone.engine.resync();
    await eventually(
      () => serverFavorites(member),
      (ids) => JSON.stringify(ids) === JSON.stringify(wanted),
      'the server to hold the final favorites',
      60_000,
    );
    const laptop = await device(member);
    await eventually(
      () => laptop.engine.favoriteListingIds(),
      (ids) => JSON.stringify(ids) === JSON.stringify(wanted),
      'a second device to converge',
    );
  }, 90_000);
});

describe('the saved alert', () => {
  it('saved offline syncs later, and shows on another device', async () => {
    const member = await createMember(backend, { name: 'alerting', premium: true });
    const phone = await device(member);
    await phone.engine.awaitInSync();
    phone.network.isOnline = false;
    await phone.engine.saveAlert({
      name: 'My Alert',
      housing_type: 'room',
      subrent: null,
      price_min: null,
      price_max: 1100,
      city: null,
      room_size_min: 10,
      room_size_max: null,
      house_size_min: null,
      house_size_max: null,
      age_min: null,
      age_max: null,
      gender_preference: null,
      max_roommates: null,
      available_from: null,
      available_until: '6_plus_months',
      post_recency: null,
      alerts_enabled: true,
    });
    phone.network.isOnline = true;
    phone.engine.resync();
    const { data } = await eventually(
      async () =>
        serviceClient(backend)
          .from('saved_filters')
          .select('id, price_max, housing_type, available_until')
          .eq('user_id', member.id),
      (result) => (result.data?.length ?? 0) === 1,
      'the alert on the server',
    );
    expect(data?.[0]).toEqual({
      id: `alert:${member.id}`,
      price_max: 1100,
      housing_type: 'room',
      available_until: '6_plus_months',
    });
    const laptop = await device(member);
    const alert = await eventually(
      () => laptop.engine.savedAlert(),
      (found) => found !== null,
      'the alert on the laptop',
    );
    expect(alert?.price_max).toBe(1100);
  });
});

describe('an alert kept under the first schema', () => {
  it('opens with its channels (e-mail, as the server defaults) and then goes out by the channels chosen', async () => {
    const member = await createMember(backend, { name: 'upgrading', premium: true });
    const indexedDB = new IDBFactory();
    const {
      alert_channels: _added,
      areas: _areasAdded,
      registration: _registrationAdded,
      furnishing: _furnishingAdded,
      ...firstProperties
    } = savedAlertSchemaLiteral.properties;
    const older = await createRxDatabase({
      name: `device-${engines.length}-member-${member.id.toLowerCase()}`,
      storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    });
    await older.addCollections({
      saved_alerts: {
        schema: {
          ...savedAlertSchemaLiteral,
          version: 0,
          properties: firstProperties,
          required: ['id', 'name', 'modified'],
        } as never,
      },
    });
    await older.saved_alerts?.insert({ id: `alert:${member.id}`, name: 'My Alert', price_max: 900, modified: 0 });
    await older.close();

    const engine = await SyncEngine.open({
      url: backend.url,
      anonKey: backend.keys.anonKey,
      storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
      name: `device-${engines.length}`,
    });
    engines.push(engine);
    await engine.setSession({ userId: member.id, accessToken: member.accessToken });
    const kept = await engine.savedAlert();
    expect(kept).toMatchObject({
      price_max: 900,
      alert_channels: 'email',
      areas: null,
      registration: null,
      furnishing: null,
    });
    const { id: _id, modified: _modified, created_at: _created, ...fields } = kept as NonNullable<typeof kept>;
    await engine.saveAlert({ ...fields, alert_channels: 'both' });
    const { data } = await eventually(
      async () =>
        serviceClient(backend).from('saved_filters').select('price_max, alert_channels').eq('user_id', member.id),
      (result) => result.data?.[0]?.alert_channels === 'both',
      'the channels on the server',
    );
    expect(data).toEqual([{ price_max: 900, alert_channels: 'both' }]);
  });
});

describe('signing out', () => {
  it('leaves no favorite or alert of the member on the device, and keeps the listings', async () => {
    const member = await createMember(backend, { name: 'leaving' });
    const [listing] = await insertListings(backend, [{ title: 'Kept' }]);
    const phone = await device(member);
    await phone.engine.awaitInSync();
    await phone.engine.toggleFavorite(listing as number);
    await eventually(
      () => serverFavorites(member),
      (ids) => ids.length === 1,
      'the favorite on the server',
    );
    const listingsBefore = await phone.engine.listingCount();
    expect(await recordsOf(phone.indexedDB, member.id)).toBeGreaterThan(0);
    await phone.engine.signOut();
    expect(await recordsOf(phone.indexedDB, member.id)).toEqual(0);
    expect(await phone.engine.favoriteListingIds()).toEqual([]);
    expect(await phone.engine.listingCount()).toBe(listingsBefore);
    expect(await serverFavorites(member)).toEqual([listing]);
  });

  it('clearing everything pulls the listings again from the start', async () => {
    const { engine } = await device();
    await engine.awaitInSync();
    const count = await engine.listingCount();
    await engine.clearEverything();
    await eventually(
      () => engine.listingCount(),
      (value) => value === count,
      'the listings to come back',
    );
  });
});

describe('listings kept under the first schema', () => {
  it('are replaced by the server rows with their rental terms, not kept without them', async () => {
    const terms = {
      bills: 'excluded',
      bills_monthly: 110,
      bills_advance: true,
      deposit: 1420,
      furnishing: 'upholstered',
      registration_possible: true,
    };
    // Another listing after it, so it is not the copy's last one (which the replication itself writes).
    const [id] = await insertListings(backend, [
      { title: 'Kept before the terms', rent_on_monthly_basis: 820, ...terms },
      { title: 'Listed after it', rent_on_monthly_basis: 700 },
    ]);
    const { data } = await serviceClient(backend).from('full_details_housing').select('_modified').eq('id', id);
    const indexedDB = new IDBFactory();
    const {
      registration_possible: _registration,
      furnishing: _furnishing,
      bills: _bills,
      bills_monthly: _monthly,
      bills_advance: _advance,
      deposit: _deposit,
      ...firstProperties
    } = listingSchema.properties;
    const name = `device-${engines.length}`;
    const older = await createRxDatabase({
      name: `${name}-listings`,
      storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    });
    await older.addCollections({
      listings: { schema: { ...listingSchema, version: 0, properties: firstProperties } as never },
    });
    // Whole (with its text), as a listing opened before: the device would show it from here without asking.
    await older.listings?.insert({
      key: String(id),
      id,
      modified: Number(data?.[0]?._modified),
      title: 'Kept before the terms',
      rent_on_monthly_basis: 820,
      text_post: 'A room, €710 + €110 voorschot g/w/l',
    });
    await older.close();

    const engine = await SyncEngine.open({
      url: backend.url,
      anonKey: backend.keys.anonKey,
      storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
      name,
    });
    engines.push(engine);
    await engine.awaitListingsPulledOnce();
    expect(await engine.listing(id as number)).toMatchObject({ id, ...terms });
  });
});

describe('a first copy over listings the device already holds', () => {
  it('replaces the older ones and keeps those as new, their text included', async () => {
    const [olderId, keptId] = await insertListings(backend, [
      { title: 'Older on the device', rent_on_monthly_basis: 810 },
      { title: 'Kept whole on the device', rent_on_monthly_basis: 920, text_post: 'The server text' },
      { title: 'Listed after them', rent_on_monthly_basis: 700 },
    ]);
    const { data } = await serviceClient(backend)
      .from('full_details_housing')
      .select('id, _modified')
      .in('id', [olderId, keptId]);
    const modifiedOf = (id: number | undefined) => Number(data?.find((row) => row.id === id)?._modified);
    const indexedDB = new IDBFactory();
    const name = `device-${engines.length}`;
    const storage = () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as never;
    const held = await createRxDatabase({ name: `${name}-listings`, storage: storage() });
    await held.addCollections({ listings: { schema: listingSchema } });
    await held.listings?.bulkInsert([
      { key: String(olderId), id: olderId, modified: modifiedOf(olderId) - 1, title: 'An older title' },
      {
        key: String(keptId),
        id: keptId,
        modified: modifiedOf(keptId),
        title: 'Kept whole on the device',
        text_post: 'The text the device read',
      },
    ]);
    await held.close();

    const engine = await SyncEngine.open({ url: backend.url, anonKey: backend.keys.anonKey, storage: storage(), name });
    engines.push(engine);
    await engine.awaitListingsPulledOnce();
    await engines.splice(engines.indexOf(engine), 1)[0]?.close();

    const reopened = await createRxDatabase({ name: `${name}-listings`, storage: storage() });
    await reopened.addCollections({ listings: { schema: listingSchema } });
    const stored = await reopened.listings?.findByIds([String(olderId), String(keptId)]).exec();
    const older = stored?.get(String(olderId))?.toJSON();
    const kept = stored?.get(String(keptId))?.toJSON();
    await reopened.close();
    expect(older).toMatchObject({ title: 'Older on the device', modified: modifiedOf(olderId) });
    expect(kept).toMatchObject({ modified: modifiedOf(keptId), text_post: 'The text the device read' });
  });
});
