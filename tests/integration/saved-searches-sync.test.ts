// Saved searches on a device (issue 36 item 5): the sync worker's engine against supabase/local over real
// HTTP, with RxDB on Dexie over fake-indexeddb. An alert a device kept under the schema before searches
// (version 3) opens as the member's first search, with nothing lost, and still syncs; five searches made
// offline reach the server and a second device; the device refuses a sixth before anything is sent; on/off
// and a deletion travel like the rest.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createRxDatabase } from 'rxdb/plugins/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedAlertSchemaLiteral } from '../../workers/sync/saved-alert.schema.ts';
import { SyncEngine } from '../../workers/sync/sync-engine.ts';
import type { SearchFields } from '../../workers/sync/saved-search-store.ts';
import {
  createMember,
  serviceClient,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';

let backend: TestBackend;
const engines: SyncEngine[] = [];
let isOnline = true;
const networkFetch: typeof fetch = async (input, init) => {
  if (!isOnline) throw new TypeError('Failed to fetch');
  return fetch(input, init);
};

beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);

afterEach(async () => {
  isOnline = true;
  for (const engine of engines.splice(0)) await engine.close();
});

afterAll(async () => {
  await backend?.stop();
});

async function openEngine(indexedDB: IDBFactory, member: TestUser): Promise<SyncEngine> {
  const engine = await SyncEngine.open({
    url: backend.url,
    anonKey: backend.keys.anonKey,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    name: `searches-${engines.length}`,
    fetchImpl: networkFetch,
    retryDelaysMs: [5, 10, 20],
    retryTimeMs: 50,
  });
  engines.push(engine);
  await engine.setSession({ userId: member.id, accessToken: member.accessToken });
  return engine;
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!check(value)) {
    if (Date.now() - started > 20_000) throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const serverSearches = async (member: TestUser) =>
  (
    await serviceClient(backend)
      .from('saved_filters')
      .select('id, name, price_max, alerts_enabled, _deleted')
      .eq('user_id', member.id)
      .order('name')
  ).data ?? [];

const fields = (name: string, priceMax: number): SearchFields => ({
  name,
  housing_type: null,
  subrent: null,
  price_min: null,
  price_max: priceMax,
  city: null,
  room_size_min: null,
  room_size_max: null,
  house_size_min: null,
  house_size_max: null,
  age_min: null,
  age_max: null,
  gender_preference: null,
  max_roommates: null,
  available_from: null,
  available_until: null,
  post_recency: null,
  registration: null,
  furnishing: null,
  areas: null,
});

describe('an alert kept under schema version 3', () => {
  it('opens as the first search with every field it had, and a second search syncs beside it', async () => {
    const member = await createMember(backend, { name: 'v3-alert', premium: true });
    const indexedDB = new IDBFactory();
    const older = await createRxDatabase({
      name: `searches-${engines.length}-member-${member.id.toLowerCase()}`,
      storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    });
    await older.addCollections({
      saved_alerts: {
        schema: { ...savedAlertSchemaLiteral, version: 3, required: ['id', 'name', 'modified'] } as never,
      },
    });
    const kept = {
      id: `alert:${member.id}`,
      name: 'My Room Alert',
      price_max: 950,
      city: 'Utrecht',
      registration: 'yes',
      furnishing: 'bare',
      areas: [{ kind: 'circle', center: [5.12, 52.09], radiusKm: 3 }],
      available_until: 'short',
      modified: 0,
    };
    await older.saved_alerts?.insert(kept);
    await older.close();

    isOnline = false;
    const engine = await openEngine(indexedDB, member);
    const [first] = await engine.savedSearches();
    expect(first).toMatchObject({ ...kept, alerts_enabled: true, alert_channels: 'email' });
    expect(await engine.savedAlert()).toMatchObject({ id: kept.id });
    const secondId = await engine.saveSearch(null, fields('Second', 700));
    expect(secondId).toMatch(new RegExp(`^alert:${member.id}:`));
    expect((await engine.savedSearches()).map((search) => search.name)).toEqual(['My Room Alert', 'Second']);
    isOnline = true;
    engine.resync();
    // The first alert reaches the server only when the device pushes it: it was made offline.
    await engine.saveSearch(kept.id, { ...fields('My Room Alert', 950), city: 'Utrecht' });
    const rows = await eventually(
      () => serverSearches(member),
      (found) => found.length === 2,
      'both on the server',
    );
    expect(rows.map((row) => [row.name, row.price_max])).toEqual([
      ['My Room Alert', 950],
      ['Second', 700],
    ]);
  });
});

describe('five searches on a device', () => {
  it('made offline reach the server and a second device; a sixth is refused on the device; on/off and delete travel', async () => {
    const member = await createMember(backend, { name: 'five-offline', premium: true });
    const phone = await openEngine(new IDBFactory(), member);
    await phone.awaitInSync();
    isOnline = false;
    const ids: string[] = [];
    for (const [index, rent] of [800, 900, 1000, 1100, 1200].entries())
      ids.push(await phone.saveSearch(null, fields(`S${index + 1}`, rent)));
    expect(ids[0]).toBe(`alert:${member.id}`);
    await expect(phone.saveSearch(null, fields('S6', 1300))).rejects.toThrow('at most 5 saved searches');
    expect(await phone.savedSearches()).toHaveLength(5);
    await phone.setSearchEnabled(ids[1] as string, false);
    isOnline = true;
    phone.resync();
    const rows = await eventually(
      () => serverSearches(member),
      (found) => found.length === 5,
      'five on the server',
    );
    expect(rows.map((row) => [row.name, row.price_max, row.alerts_enabled])).toEqual([
      ['S1', 800, true],
      ['S2', 900, false],
      ['S3', 1000, true],
      ['S4', 1100, true],
      ['S5', 1200, true],
    ]);
    const laptop = await openEngine(new IDBFactory(), member);
    await eventually(
      () => laptop.savedSearches(),
      (found) => found.length === 5,
      'five on the laptop',
    );
    await laptop.deleteSearch(ids[2] as string);
    const after = await eventually(
      () => serverSearches(member),
      (found) => found.filter((row) => !row._deleted).length === 4,
      'the deletion on the server',
    );
    await eventually(
      async () => {
        phone.resync();
        return phone.savedSearches();
      },
      (found) => found.length === 4 && !found.some((search) => search.id === ids[2]),
      'the deletion on the phone',
    );
    expect(after.filter((row) => row._deleted).map((row) => row.name)).toEqual(['S3']);
  });
});
