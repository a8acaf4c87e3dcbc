// A favorite's follow-up (status, viewing, note) and the member's reply templates through the sync engine,
// against supabase/local over real HTTP, with RxDB on Dexie over fake-indexeddb (one IndexedDB per device):
// written offline and synced later, two devices editing offline and converging (last write wins, the rule
// favorites replicate by), a device's favorites kept under the first schema, and nothing left on sign-out.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { favoriteSchema } from '../../workers/sync/favorite.schema.ts';
import { SyncEngine } from '../../workers/sync/sync-engine.ts';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
const engines: SyncEngine[] = [];

/** A network the test can cut. */
class Network {
  isOnline = true;
  readonly fetch: typeof fetch = async (input, init) => {
    if (!this.isOnline) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
}

type Device = { engine: SyncEngine; network: Network; indexedDB: IDBFactory; name: string };
let devices = 0;

/** A device signed in as `user`; `kept` opens the IndexedDB and databases of an earlier one again. */
async function device(
  user: TestUser,
  kept?: { indexedDB: IDBFactory; name: string },
  network = new Network(),
): Promise<Device> {
  const indexedDB = kept?.indexedDB ?? new IDBFactory();
  const name = kept?.name ?? `follow-up-${(devices += 1)}`;
  const engine = await SyncEngine.open({
    url: backend.url,
    anonKey: backend.keys.anonKey,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    name,
    fetchImpl: network.fetch,
    retryDelaysMs: [5, 10, 20],
    retryTimeMs: 50,
  });
  engines.push(engine);
  await engine.setSession({ userId: user.id, accessToken: user.accessToken });
  return { engine, network, indexedDB, name };
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

type ServerFollowUp = { listing_id: number; follow_up_status: string; viewing_at: string | null; note: string };

async function serverFollowUps(user: TestUser): Promise<ServerFollowUp[]> {
  const { data, error } = await serviceClient(backend)
    .from('favorites')
    .select('listing_id, follow_up_status, viewing_at, note')
    .eq('user_id', user.id)
    .eq('_deleted', false)
    .order('listing_id');
  if (error) throw new Error(error.message);
  return (data ?? []) as ServerFollowUp[];
}

async function serverTemplates(
  user: TestUser,
): Promise<Array<{ id: string; name: string; language: string; body: string }>> {
  const { data, error } = await serviceClient(backend)
    .from('reply_templates')
    .select('id, name, language, body')
    .eq('user_id', user.id)
    .eq('_deleted', false)
    .order('id');
  if (error) throw new Error(error.message);
  return data ?? [];
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});

describe("a favorite's follow-up", () => {
  it('set offline shows at once, survives the device closing, and reaches the server and another device', async () => {
    const member = await createMember(backend, { name: 'tram' });
    const [listing] = (await insertListings(backend, [{ title: 'Viewing Thursday' }])) as [number];
    const phone = await device(member);
    await phone.engine.toggleFavorite(listing);
    await phone.engine.awaitInSync();
    expect(await serverFollowUps(member)).toEqual([
      { listing_id: listing, follow_up_status: 'to_contact', viewing_at: null, note: '' },
    ]);

    phone.network.isOnline = false;
    const viewingAt = '2026-12-03T18:00:00.000Z';
    await phone.engine.setFollowUp(listing, { status: 'viewing_planned', viewingAt, note: 'Bring ID. Bell 3 hoog' });
    expect(await phone.engine.followUps()).toMatchObject([
      { listingId: listing, status: 'viewing_planned', viewingAt, note: 'Bring ID. Bell 3 hoog' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await serverFollowUps(member))[0]?.follow_up_status).toBe('to_contact');

    // The app is closed offline and opened again (still offline): the follow-up is still there, still waiting.
    await phone.engine.close();
    engines.splice(engines.indexOf(phone.engine), 1);
    const offline = new Network();
    offline.isOnline = false;
    const reopened = await device(member, phone, offline);
    expect(await reopened.engine.followUps()).toMatchObject([{ status: 'viewing_planned', viewingAt }]);
    expect((await serverFollowUps(member))[0]?.follow_up_status).toBe('to_contact');

    offline.isOnline = true;
    reopened.engine.resync();
    const [row] = await eventually(
      () => serverFollowUps(member),
      (rows) => rows[0]?.follow_up_status === 'viewing_planned',
      'the follow-up on the server',
    );
    expect(row?.note).toBe('Bring ID. Bell 3 hoog');
    expect(sameInstant(row?.viewing_at ?? null, viewingAt)).toBe(true);

    const laptop = await device(member);
    const seen = await eventually(
      () => laptop.engine.followUps(),
      (followUps) => followUps[0]?.status === 'viewing_planned',
      'the laptop to see the viewing',
    );
    expect(seen[0]?.note).toBe('Bring ID. Bell 3 hoog');
    expect(sameInstant(seen[0]?.viewingAt ?? null, viewingAt)).toBe(true);
  });

  it('edited on two devices offline converges on both devices and the server: the last write to reach it wins, as for favorites', async () => {
    const member = await createMember(backend, { name: 'twophones' });
    const [first, second] = (await insertListings(backend, [{ title: 'One' }, { title: 'Two' }])) as [number, number];
    const phone = await device(member);
    await phone.engine.toggleFavorite(first);
    await phone.engine.toggleFavorite(second);
    await phone.engine.awaitInSync();
    const laptop = await device(member);
    await eventually(
      () => laptop.engine.followUps(),
      (followUps) => followUps.length === 2,
      'the laptop to hold both favorites',
    );

    phone.network.isOnline = false;
    laptop.network.isOnline = false;
    // Each device edits the first favorite, and only one edits the second.
    await phone.engine.setFollowUp(first, { status: 'contacted', viewingAt: null, note: 'Sent a message on FB' });
    await laptop.engine.setFollowUp(second, { status: 'applied', viewingAt: null, note: 'Filled in their form' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await laptop.engine.setFollowUp(first, {
      status: 'viewing_planned',
      viewingAt: '2026-12-04T17:30:00.000Z',
      note: 'They answered: Friday',
    });

    // The phone comes online first, the laptop (whose edit of the first favorite was made last) after it.
    phone.network.isOnline = true;
    phone.engine.resync();
    await phone.engine.awaitInSync();
    laptop.network.isOnline = true;
    laptop.engine.resync();
    await laptop.engine.awaitInSync();
    phone.engine.resync();

    const expected = [
      { listingId: first, status: 'viewing_planned', note: 'They answered: Friday' },
      { listingId: second, status: 'applied', note: 'Filled in their form' },
    ];
    const bothDevices = async () => {
      phone.engine.resync();
      laptop.engine.resync();
      const read = async (engine: SyncEngine) =>
        (await engine.followUps())
          .map(({ listingId, status, note }) => ({ listingId, status, note }))
          .sort((a, b) => a.listingId - b.listingId);
      return { phone: await read(phone.engine), laptop: await read(laptop.engine) };
    };
    const converged = await eventually(
      bothDevices,
      (state) =>
        JSON.stringify(state.phone) === JSON.stringify(expected) &&
        JSON.stringify(state.laptop) === JSON.stringify(expected),
      'both devices to converge',
    );
    expect(converged.phone).toEqual(converged.laptop);
    expect(
      (await serverFollowUps(member)).map(({ listing_id, follow_up_status, note }) => ({
        listingId: listing_id,
        status: follow_up_status,
        note,
      })),
    ).toEqual(expected);
  });

  it('refuses what the database would refuse, writing nothing', async () => {
    const member = await createMember(backend, { name: 'careful' });
    const [listing, notFavorite] = (await insertListings(backend, [{ title: 'A' }, { title: 'B' }])) as [
      number,
      number,
    ];
    const phone = await device(member);
    await phone.engine.toggleFavorite(listing);
    for (const fields of [
      { status: 'viewing_planned' as const, viewingAt: null, note: '' },
      { status: 'contacted' as const, viewingAt: 'next Thursday', note: '' },
      { status: 'contacted' as const, viewingAt: null, note: 'x'.repeat(2001) },
      { status: 'ghosted' as never, viewingAt: null, note: '' },
    ])
      await expect(phone.engine.setFollowUp(listing, fields)).rejects.toThrow();
    await expect(
      phone.engine.setFollowUp(notFavorite, { status: 'contacted', viewingAt: null, note: '' }),
    ).rejects.toThrow('notAFavorite');
    expect(await phone.engine.followUps()).toMatchObject([{ listingId: listing, status: 'to_contact', note: '' }]);
  });
});

describe('favorites kept under the first schema', () => {
  it('open as "to contact" without a note, and then take a follow-up to the server', async () => {
    const member = await createMember(backend, { name: 'upgrading' });
    const [listing] = (await insertListings(backend, [{ title: 'Old favorite' }])) as [number];
    const indexedDB = new IDBFactory();
    const name = `follow-up-${(devices += 1)}`;
    const {
      follow_up_status: _status,
      viewing_at: _viewing,
      note: _note,
      ...firstProperties
    } = favoriteSchema.properties;
    const older = await createRxDatabase({
      name: `${name}-member-${member.id.toLowerCase()}`,
      storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    });
    await older.addCollections({
      favorites: {
        schema: {
          ...favoriteSchema,
          version: 0,
          properties: firstProperties,
          required: ['id', 'listing_id', 'modified'],
        } as never,
      },
    });
    await older.favorites?.insert({
      id: `${member.id}:${listing}`,
      listing_id: listing,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: null,
      modified: 0,
    });
    await older.close();

    const phone = await device(member, { indexedDB, name });
    expect(await phone.engine.followUps()).toEqual([
      { listingId: listing, status: 'to_contact', viewingAt: null, note: '', createdAt: '2026-11-01T10:00:00.000Z' },
    ]);
    await phone.engine.setFollowUp(listing, { status: 'rejected', viewingAt: null, note: 'Too far from work' });
    await eventually(
      () => serverFollowUps(member),
      (rows) => rows[0]?.follow_up_status === 'rejected',
      'the follow-up on the server',
    );
    expect((await serverFollowUps(member))[0]?.note).toBe('Too far from work');
  });
});

describe('reply templates', () => {
  it('made offline sync later, edits and deletions reach another device', async () => {
    const member = await createMember(backend, { name: 'writer' });
    const phone = await device(member);
    await phone.engine.awaitInSync();
    phone.network.isOnline = false;
    const dutch = await phone.engine.saveReplyTemplate(null, {
      name: 'Kort',
      language: 'nl',
      body: 'Hoi! Ik ben {name}.',
    });
    const english = await phone.engine.saveReplyTemplate(null, {
      name: 'Short',
      language: 'en',
      body: 'Hi, {name} here.',
    });
    expect((await phone.engine.replyTemplates()).map((template) => template.name)).toEqual(['Kort', 'Short']);
    phone.network.isOnline = true;
    phone.engine.resync();
    await eventually(
      () => serverTemplates(member),
      (rows) => rows.length === 2,
      'both templates on the server',
    );

    const laptop = await device(member);
    await eventually(
      () => laptop.engine.replyTemplates(),
      (templates) => templates.length === 2,
      'the laptop to hold both templates',
    );
    await laptop.engine.saveReplyTemplate(dutch, { name: 'Kort', language: 'nl', body: 'Hallo! Ik ben {name}.' });
    await laptop.engine.deleteReplyTemplate(english);
    await eventually(
      () => serverTemplates(member),
      (rows) => rows.length === 1 && rows[0]?.body === 'Hallo! Ik ben {name}.',
      'the edit and the deletion on the server',
    );
    // A pull reads only what is below the replication horizon: the phone asks again until it has both.
    const onPhone = await eventually(
      async () => {
        phone.engine.resync();
        return phone.engine.replyTemplates();
      },
      (templates) => templates.length === 1 && templates[0]?.body === 'Hallo! Ik ben {name}.',
      'the phone to learn of the edit and the deletion',
    );
    expect(onPhone).toEqual([{ id: dutch, name: 'Kort', language: 'nl', body: 'Hallo! Ik ben {name}.' }]);
    expect(await serverTemplates(member)).toEqual([
      { id: dutch, name: 'Kort', language: 'nl', body: 'Hallo! Ik ben {name}.' },
    ]);
  });

  it('are refused past 20 and when empty, on the device before the server', async () => {
    const member = await createMember(backend, { name: 'prolific' });
    const phone = await device(member);
    for (let index = 0; index < 20; index += 1)
      await phone.engine.saveReplyTemplate(null, { name: `T${index}`, language: 'en', body: 'Hi' });
    await expect(phone.engine.saveReplyTemplate(null, { name: 'T20', language: 'en', body: 'Hi' })).rejects.toThrow(
      'tooManyTemplates',
    );
    await expect(phone.engine.saveReplyTemplate(null, { name: ' ', language: 'en', body: 'Hi' })).rejects.toThrow(
      'nameMissing',
    );
    expect(await phone.engine.replyTemplates()).toHaveLength(20);
    await eventually(
      () => serverTemplates(member),
      (rows) => rows.length === 20,
      'the twenty on the server',
    );
  });
});

describe('signing out', () => {
  it('leaves no template of the member on the device; a device signed in later gets it from the server', async () => {
    const member = await createMember(backend, { name: 'leaving' });
    const phone = await device(member);
    await phone.engine.saveReplyTemplate(null, { name: 'Mine', language: 'en', body: 'Hi' });
    await eventually(
      () => serverTemplates(member),
      (rows) => rows.length === 1,
      'the template on the server',
    );
    expect(await recordsOf(phone.indexedDB, member.id)).toBeGreaterThan(0);
    await phone.engine.signOut();
    expect(await recordsOf(phone.indexedDB, member.id)).toBe(0);
    expect(await phone.engine.replyTemplates()).toEqual([]);
    const again = await device(member);
    await eventually(
      () => again.engine.replyTemplates(),
      (templates) => templates.length === 1,
      'the template to come back from the server',
    );
  });
});
