// Row-level security, cell by cell: each role × each table and view × select / insert / update / delete,
// through supabase-js over HTTP. Rows are made fresh (by the service role) for every mutating cell, and
// what changed is read back as the service role, so a cell sees exactly what its role was allowed to do.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MATRIX_ROLES,
  createMember,
  roleClients,
  insertListings,
  type MatrixRole,
  type TestUser,
} from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

type Role = MatrixRole;
type Read = 'all' | 'own' | 'none' | 'denied';
type Write = 'all' | 'own' | 'none' | 'denied';
type Cell = { select: Read; insert: 'ok' | 'denied'; update: Write; delete: Write };
type Row = Record<string, unknown>;

const ROLES = MATRIX_ROLES;

function cells(map: Record<Role, string>): Record<Role, Cell> {
  const parse = (text: string): Cell => {
    const [select, insert, update, remove] = text.split(' ') as [Read, 'ok' | 'denied', Write, Write];
    return { select, insert, update, delete: remove };
  };
  return Object.fromEntries(ROLES.map((role) => [role, parse(map[role])])) as Record<Role, Cell>;
}

const clientsOnlyRead = cells({
  anon: 'all denied denied denied',
  userA: 'all denied denied denied',
  userB: 'all denied denied denied',
  premium: 'all denied denied denied',
  service: 'all ok all all',
});
const serverOnly = cells({
  anon: 'denied denied denied denied',
  userA: 'denied denied denied denied',
  userB: 'denied denied denied denied',
  premium: 'denied denied denied denied',
  service: 'all ok all all',
});
const memberOwned = cells({
  anon: 'denied denied denied denied',
  userA: 'own ok own own',
  userB: 'own ok own own',
  premium: 'own ok own own',
  service: 'all ok all all',
});
const readOnlyView = (read: Record<Role, Read>): Record<Role, Cell> =>
  Object.fromEntries(
    ROLES.map((role) => [role, { select: read[role], insert: 'denied', update: 'denied', delete: 'denied' }]),
  ) as Record<Role, Cell>;

const EXPECTED: Record<string, Record<Role, Cell>> = {
  listings: clientsOnlyRead,
  listing_sources: cells({
    anon: 'none denied denied denied',
    userA: 'none denied denied denied',
    userB: 'none denied denied denied',
    premium: 'all denied denied denied',
    service: 'all ok all all',
  }),
  full_details_housing: readOnlyView({ anon: 'all', userA: 'all', userB: 'all', premium: 'all', service: 'all' }),
  profiles: cells({
    anon: 'denied denied denied denied',
    userA: 'own denied own denied',
    userB: 'own denied own denied',
    premium: 'own denied own denied',
    service: 'all ok all all',
  }),
  subscribers: cells({
    anon: 'denied denied denied denied',
    userA: 'own denied denied denied',
    userB: 'own denied denied denied',
    premium: 'own denied denied denied',
    service: 'all ok all all',
  }),
  favorites: memberOwned,
  saved_filters: memberOwned,
  favorites_feed: readOnlyView({ anon: 'denied', userA: 'own', userB: 'own', premium: 'own', service: 'all' }),
  saved_filters_feed: readOnlyView({ anon: 'denied', userA: 'own', userB: 'own', premium: 'own', service: 'all' }),
  reply_templates: memberOwned,
  reply_templates_feed: readOnlyView({ anon: 'denied', userA: 'own', userB: 'own', premium: 'own', service: 'all' }),
  raw_posts: serverOnly,
  contact_messages: serverOnly,
  alert_deliveries: serverOnly,
  alert_cursors: serverOnly,
  payment_events: serverOnly,
  listing_photos: serverOnly,
  // A member adds a device only through register_push_device, and never changes one in place.
  push_subscriptions: cells({
    anon: 'denied denied denied denied',
    userA: 'own denied denied own',
    userB: 'own denied denied own',
    premium: 'own denied denied own',
    service: 'all ok all all',
  }),
  push_deliveries: serverOnly,
};

const backend = useTestBackend();
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<Role, SupabaseClient>;
let service: SupabaseClient;
let nonce = 0;

const ownerOf = (role: Role): string | null => (role === 'anon' || role === 'service' ? null : users[role].id);
const memberIds = () => [users.userA.id, users.userB.id, users.premium.id];
const next = () => `${Date.now()}-${(nonce += 1)}`;

/** A device's subscription as a browser's push service gives one (well formed; never posted to here). */
const device = (user_id: string) => ({
  user_id,
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${next()}`,
  p256dh: `B${'A'.repeat(86)}`,
  auth_secret: 'A'.repeat(22),
});

async function serviceInsert(table: string, rows: Row[], key = 'id'): Promise<unknown[]> {
  const { data, error } = await service.from(table).insert(rows).select(key);
  if (error) throw new Error(`seeding ${table}: ${error.message}`);
  return (data as unknown as Row[]).map((row) => row[key]);
}

/** Fresh rows a mutation cell works on: one per member where rows have owners, otherwise two. Returns the key column and the keys. */
async function freshRows(table: string): Promise<{ key: string; keys: unknown[] }> {
  const [listingA, listingB, listingC] = await insertListings(backend, [
    { title: 'a' },
    { title: 'b' },
    { title: 'c' },
  ]);
  switch (table) {
    case 'listings':
      return { key: 'id', keys: [listingA, listingB] };
    case 'listing_sources':
      return { key: 'listing_id', keys: [listingA, listingB] };
    case 'profiles':
      await service.from('profiles').upsert(memberIds().map((user_id) => ({ user_id, first_name: 'Seed' })));
      return { key: 'user_id', keys: memberIds() };
    case 'subscribers':
      await resetSubscribers();
      return { key: 'user_id', keys: memberIds() };
    case 'favorites': {
      const listings = [listingA, listingB, listingC];
      return {
        key: 'id',
        keys: await serviceInsert(
          'favorites',
          memberIds().map((user_id, index) => ({ id: `fav-${next()}`, user_id, listing_id: listings[index] })),
        ),
      };
    }
    case 'saved_filters':
      await service.from('saved_filters').delete().in('user_id', memberIds());
      return {
        key: 'id',
        keys: await serviceInsert(
          'saved_filters',
          memberIds().map((user_id) => ({ id: `alert-${next()}`, user_id })),
        ),
      };
    case 'reply_templates':
      // A member keeps at most 20 templates: each cell starts from the three fresh ones.
      await service.from('reply_templates').delete().in('user_id', memberIds());
      return {
        key: 'id',
        keys: await serviceInsert(
          'reply_templates',
          memberIds().map((user_id) => ({ id: `template-${next()}`, user_id, name: 'T', language: 'en', body: 'Hi' })),
        ),
      };
    case 'raw_posts':
      return {
        key: 'source_post_id',
        keys: await serviceInsert(
          'raw_posts',
          [0, 1].map(() => ({ source_post_id: `raw-${next()}`, payload: {}, outcome: 'listing' })),
          'source_post_id',
        ),
      };
    case 'contact_messages':
      return {
        key: 'id',
        keys: await serviceInsert(
          'contact_messages',
          [0, 1].map(() => ({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' })),
        ),
      };
    case 'alert_deliveries':
      return {
        key: 'listing_id',
        keys: await serviceInsert(
          'alert_deliveries',
          [listingA, listingB].map((listing_id) => ({ user_id: users.premium.id, listing_id, run_id: 'r' })),
          'listing_id',
        ),
      };
    case 'alert_cursors':
      await service.from('alert_cursors').delete().in('user_id', memberIds());
      return {
        key: 'user_id',
        keys: await serviceInsert(
          'alert_cursors',
          [users.userA.id, users.userB.id].map((user_id) => ({ user_id })),
          'user_id',
        ),
      };
    case 'payment_events':
      return {
        key: 'id',
        keys: await serviceInsert(
          'payment_events',
          [0, 1].map(() => ({ id: `evt-${next()}`, type: 't', created_at: new Date().toISOString() })),
        ),
      };
    case 'listing_photos':
      return {
        key: 'listing_id',
        keys: await serviceInsert(
          'listing_photos',
          [listingA, listingB].map((listing_id) => ({ listing_id, position: 0, hash: 1 })),
          'listing_id',
        ),
      };
    case 'push_subscriptions':
      return { key: 'id', keys: await serviceInsert('push_subscriptions', memberIds().map(device)) };
    case 'push_deliveries': {
      const [subscription_id] = await serviceInsert('push_subscriptions', [device(users.premium.id)]);
      return {
        key: 'listing_id',
        keys: await serviceInsert(
          'push_deliveries',
          [listingA, listingB].map((listing_id) => ({ subscription_id, listing_id, run_id: 'r' })),
          'listing_id',
        ),
      };
    }
    default:
      throw new Error(`no fresh rows for ${table}`);
  }
}

async function resetSubscribers(): Promise<void> {
  const { error } = await service.from('subscribers').upsert(
    memberIds().map((user_id, index) => ({
      user_id,
      email: `m${index}@example.com`,
      subscribed: user_id === users.premium.id,
      subscription_tier: user_id === users.premium.id ? 'premium' : null,
    })),
  );
  if (error) throw new Error(error.message);
}

/** A valid new row for `role` to insert into `table`. */
async function insertPayload(table: string, role: Role): Promise<Row> {
  const owner = ownerOf(role) ?? users.userA.id;
  const [listing] = await insertListings(backend, [{ title: 'insert target' }]);
  switch (table) {
    case 'listings':
      return { post_type: 'HAS_HOUSING_AVAILABLE', title: 'inserted' };
    case 'listing_sources': {
      // A listing without its source row yet, as ingestion has it between its two inserts.
      const bare = await backend.db.asOwner(
        async (sql) =>
          (
            await sql.query<{ id: number }>(
              `insert into public.listings (post_type) values ('HAS_HOUSING_AVAILABLE') returning id`,
            )
          ).rows[0]?.id,
      );
      return { listing_id: bare, source_post_id: `src-${next()}`, url_post: 'https://example.com/post' };
    }
    case 'full_details_housing':
      return { title: 'inserted' };
    case 'profiles':
    case 'subscribers':
      await backend.db.asOwner((sql) => sql.query(`delete from public.${table} where user_id = $1`, [owner]));
      return table === 'profiles'
        ? { user_id: owner, first_name: 'Inserted' }
        : { user_id: owner, email: 'x@example.com' };
    case 'favorites':
    case 'favorites_feed':
      return { id: `fav-${next()}`, listing_id: listing, ...(role === 'service' ? { user_id: owner } : {}) };
    case 'saved_filters':
    case 'saved_filters_feed':
      await backend.db.asOwner((sql) => sql.query('delete from public.saved_filters where user_id = $1', [owner]));
      return { id: `alert-${next()}`, ...(role === 'service' ? { user_id: owner } : {}) };
    case 'reply_templates':
    case 'reply_templates_feed':
      return {
        id: `template-${next()}`,
        name: 'T',
        language: 'nl',
        body: 'Hoi',
        ...(role === 'service' ? { user_id: owner } : {}),
      };
    case 'raw_posts':
      return { source_post_id: `raw-${next()}`, payload: {}, outcome: 'listing' };
    case 'contact_messages':
      return { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' };
    case 'alert_deliveries':
      return { user_id: owner, listing_id: listing, run_id: 'r' };
    case 'alert_cursors':
      await backend.db.asOwner((sql) => sql.query('delete from public.alert_cursors where user_id = $1', [owner]));
      return { user_id: owner };
    case 'payment_events':
      return { id: `evt-${next()}`, type: 't', created_at: new Date().toISOString() };
    case 'listing_photos':
      return { listing_id: listing, position: 0, hash: 1 };
    case 'push_subscriptions': {
      const { user_id, ...rest } = device(owner);
      return role === 'service' ? { user_id, ...rest } : rest;
    }
    case 'push_deliveries': {
      const [subscription_id] = await serviceInsert('push_subscriptions', [device(owner)]);
      return { subscription_id, listing_id: listing, run_id: 'r' };
    }
    default:
      throw new Error(`no insert payload for ${table}`);
  }
}

const UPDATES: Record<string, Row> = {
  listings: { title: 'changed' },
  listing_sources: { group_name: 'changed' },
  full_details_housing: { title: 'changed' },
  profiles: { first_name: 'Changed' },
  subscribers: { subscription_tier: 'changed' },
  favorites: { _deleted: true },
  saved_filters: { name: 'Changed' },
  favorites_feed: { listing_id: 1 },
  saved_filters_feed: { name: 'Changed' },
  reply_templates: { body: 'Changed' },
  reply_templates_feed: { body: 'Changed' },
  raw_posts: { outcome: 'changed' },
  contact_messages: { subject: 'changed' },
  alert_deliveries: { run_id: 'changed' },
  alert_cursors: { last_listing_modified: 99 },
  payment_events: { type: 'changed' },
  listing_photos: { hash: 2 },
  push_subscriptions: { device_label: 'Changed' },
  push_deliveries: { run_id: 'changed' },
};

async function observeRead(table: string, role: Role): Promise<Read> {
  // A feed shows its table's rows; earlier cells may have deleted them all.
  if (table.endsWith('_feed')) await freshRows(table.replace('_feed', ''));
  const { data, error, status } = await clients[role].from(table).select('*');
  if (error) {
    expect([401, 403], `${role} reading ${table}: ${error.message}`).toContain(status);
    return 'denied';
  }
  const rows = data as Row[];
  const { count: total } = await service.from(table).select('*', { count: 'exact', head: true });
  expect(total, `${table} has rows to read`).toBeGreaterThan(0);
  if (rows.length === 0) return 'none';
  if (rows.length === total) return 'all';
  const owner = ownerOf(role);
  expect(
    rows.every((row) => row.user_id === owner),
    `${role} sees only its own rows of ${table}`,
  ).toBe(true);
  return 'own';
}

/** Which of the fresh rows a mutation changed, judged as the service role afterwards. */
async function observeWrite(table: string, role: Role, kind: 'update' | 'delete'): Promise<Write> {
  const isView = table.endsWith('_feed') || table === 'full_details_housing';
  const { key, keys } = isView ? { key: 'id', keys: [] as unknown[] } : await freshRows(table);
  const before = isView
    ? []
    : ((
        await service
          .from(table)
          .select('*')
          .in(key, keys as string[])
      ).data as Row[]);
  const query = clients[role].from(table);
  const target = isView ? [-1] : (keys as string[]);
  const { error, status } =
    kind === 'update'
      ? await query.update(UPDATES[table] as Row).in(isView ? 'id' : key, target)
      : await query.delete().in(isView ? 'id' : key, target);
  if (error) {
    expect([400, 401, 403, 405], `${role} ${kind} on ${table}: ${error.message}`).toContain(status);
    return 'denied';
  }
  const after = (
    await service
      .from(table)
      .select('*')
      .in(key, keys as string[])
  ).data as Row[];
  const changed = before.filter((row) => {
    const now = after.find((candidate) => candidate[key] === row[key]);
    return kind === 'delete' ? !now : JSON.stringify(now) !== JSON.stringify(row);
  });
  if (changed.length === 0) return 'none';
  if (changed.length === keys.length) return 'all';
  expect(
    changed.every((row) => row.user_id === ownerOf(role)),
    `${role} changed only its own ${table} rows`,
  ).toBe(true);
  return 'own';
}

async function observeInsert(table: string, role: Role): Promise<'ok' | 'denied'> {
  const { error, status } = await clients[role].from(table).insert(await insertPayload(table, role));
  if (error) {
    expect([400, 401, 403, 405], `${role} inserting into ${table}: ${error.message}`).toContain(status);
    return 'denied';
  }
  return 'ok';
}

beforeAll(async () => {
  ({ users, clients } = await roleClients(backend));
  service = clients.service;
  // Every table starts with rows of several owners, so that reads can tell "own" from "all".
  for (const table of [
    'listings',
    'favorites',
    'saved_filters',
    'reply_templates',
    'raw_posts',
    'contact_messages',
    'alert_deliveries',
    'alert_cursors',
    'payment_events',
    'listing_photos',
    'push_subscriptions',
    'push_deliveries',
  ]) {
    await freshRows(table);
  }
  await resetSubscribers();
}, 60_000);

describe.each(Object.entries(EXPECTED))('%s', (table, expectations) => {
  it.each(ROLES)('%s', async (role) => {
    const expected = expectations[role];
    if (table === 'subscribers') await resetSubscribers();
    const observed: Cell = {
      select: await observeRead(table, role),
      insert: await observeInsert(table, role),
      update: await observeWrite(table, role, 'update'),
      delete: await observeWrite(table, role, 'delete'),
    };
    if (table === 'subscribers') await resetSubscribers();
    expect(observed).toEqual(expected);
  });
});

describe('the matrix', () => {
  it('names every table and view of the public schema', async () => {
    const relations = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ name: string }>(
            `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
          )
        ).rows,
    );
    expect(relations.map((relation) => relation.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe('ownership cannot be moved', () => {
  it('a member cannot create a favorite for someone else', async () => {
    const [listing] = await insertListings(backend, [{ title: 'x' }]);
    const { error, status } = await users.userA.client
      .from('favorites')
      .insert({ id: `fav-${next()}`, user_id: users.userB.id, listing_id: listing });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('a member cannot hand their favorite to someone else', async () => {
    const [listing] = await insertListings(backend, [{ title: 'x' }]);
    const id = `fav-${next()}`;
    await users.userA.client.from('favorites').insert({ id, listing_id: listing });
    const { status } = await users.userA.client.from('favorites').update({ user_id: users.userB.id }).eq('id', id);
    expect(status).toBe(403);
    const { data } = await service.from('favorites').select('user_id').eq('id', id).single();
    expect(data?.user_id).toBe(users.userA.id);
  });

  it('a member cannot change a profile column other than first_name and language', async () => {
    const { status } = await users.userA.client
      .from('profiles')
      .update({ email: 'stolen@example.com' })
      .eq('user_id', users.userA.id);
    expect(status).toBe(403);
  });
});

describe("a member's language", () => {
  const languageOf = async (userId: string) =>
    backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ profile: string; metadata: string | null }>(
            `select p.language as profile, u.raw_user_meta_data ->> 'language' as metadata
             from public.profiles p join auth.users u on u.id = p.user_id where p.user_id = $1`,
            [userId],
          )
        ).rows[0],
    );
  const setLanguage = (role: Role, userId: string, language: unknown) =>
    clients[role].from('profiles').update({ language }).eq('user_id', userId).select('language');

  // The matrix's cells above leave the members without profiles (the service role's delete is last).
  beforeAll(async () => {
    const { error } = await service
      .from('profiles')
      .upsert(memberIds().map((user_id) => ({ user_id, first_name: 'Seed' })));
    if (error) throw new Error(error.message);
  });

  it("a member sets their own, and the user's metadata (what hosted auth mails read) follows", async () => {
    const { data, error, status } = await setLanguage('userA', users.userA.id, 'nl');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ language: 'nl' }]);
    expect(await languageOf(users.userA.id)).toEqual({ profile: 'nl', metadata: 'nl' });
    expect((await setLanguage('userA', users.userA.id, 'en')).error).toBeNull();
    expect(await languageOf(users.userA.id)).toEqual({ profile: 'en', metadata: 'en' });
  });

  it("never another member's, nor anonymously", async () => {
    const before = await languageOf(users.userB.id);
    const asMember = await setLanguage('userA', users.userB.id, before?.profile === 'nl' ? 'en' : 'nl');
    expect(asMember.data ?? []).toEqual([]);
    const anonymous = await setLanguage('anon', users.userB.id, 'nl');
    expect(anonymous.error).not.toBeNull();
    expect(anonymous.status).toBe(401);
    expect(await languageOf(users.userB.id)).toEqual(before);
  });

  it.each([
    ['a language RoomRadar does not speak', 'fr'],
    ['a tag', 'nl-NL'],
    ['upper case', 'NL'],
    ['10 KB of text', 'n'.repeat(10_240)],
    ['nothing', null],
    ['a number', 5],
  ])('refuses %s with a 400 and a message, changing nothing', async (_label, language) => {
    const before = await languageOf(users.userA.id);
    const { error, status } = await setLanguage('userA', users.userA.id, language);
    expect(status).toBe(400);
    expect(error?.message).toMatch(/\w/);
    expect(await languageOf(users.userA.id)).toEqual(before);
  });

  it('starts as the one sent at sign-up when RoomRadar speaks it, else English', async () => {
    const dutch = await createMember(backend, { name: 'daan', language: 'nl' });
    const french = await createMember(backend, { name: 'franck', language: 'fr' });
    const none = await createMember(backend, { name: 'nina' });
    expect((await languageOf(dutch.id))?.profile).toBe('nl');
    expect((await languageOf(french.id))?.profile).toBe('en');
    expect((await languageOf(none.id))?.profile).toBe('en');
  });
});
