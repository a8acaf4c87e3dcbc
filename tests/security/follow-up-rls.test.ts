// A favorite's follow-up (status, viewing, note) and reply templates under row-level security, role by role
// (anonymous, two free members, Premium, the service role) through supabase-js over HTTP; and hostile input,
// which gets a 400 with a message and leaves nothing stored. Rows are made by the service role and read back
// by it, so each check sees exactly what its role was allowed to do.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertListings, roleClients, type MatrixRole, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<MatrixRole, SupabaseClient>;
let service: SupabaseClient;
let nonce = 0;
const members = () => [users.userA, users.userB, users.premium];
const next = () => `${Date.now()}-${(nonce += 1)}`;

/** One favorite per member, each with a note, made fresh by the service role; their ids by member. */
async function freshFavorites(): Promise<Record<string, string>> {
  const listings = await insertListings(backend, [{ title: 'a' }, { title: 'b' }, { title: 'c' }]);
  const rows = members().map((member, index) => ({
    id: `${member.id}:${listings[index]}`,
    user_id: member.id,
    listing_id: listings[index],
    follow_up_status: 'contacted',
    note: `note of ${member.email}`,
  }));
  const { error } = await service.from('favorites').insert(rows);
  if (error) throw new Error(error.message);
  return Object.fromEntries(rows.map((row) => [row.user_id, row.id]));
}

/** One template per member, made fresh by the service role; their ids by member. */
async function freshTemplates(): Promise<Record<string, string>> {
  const rows = members().map((member) => ({
    id: `template-${next()}`,
    user_id: member.id,
    name: 'Mine',
    language: 'en',
    body: `Hi from ${member.email}`,
  }));
  const { error } = await service.from('reply_templates').insert(rows);
  if (error) throw new Error(error.message);
  return Object.fromEntries(rows.map((row) => [row.user_id, row.id]));
}

async function serviceRow(table: string, id: string): Promise<Record<string, unknown> | null> {
  const { data } = await service.from(table).select('*').eq('id', id).maybeSingle();
  return data as Record<string, unknown> | null;
}

type Observed = { readsOwn: boolean; readsOthers: boolean; changesOwn: boolean; changesOthers: boolean };

const EXPECTED: Record<MatrixRole, Observed> = {
  anon: { readsOwn: false, readsOthers: false, changesOwn: false, changesOthers: false },
  userA: { readsOwn: true, readsOthers: false, changesOwn: true, changesOthers: false },
  userB: { readsOwn: true, readsOthers: false, changesOwn: true, changesOthers: false },
  premium: { readsOwn: true, readsOthers: false, changesOwn: true, changesOthers: false },
  service: { readsOwn: true, readsOthers: true, changesOwn: true, changesOthers: true },
};

/** The member a role acts as, and another member's id (for the service role: two members). */
function ownerAndOther(role: MatrixRole): { own: string; other: string } {
  if (role === 'userA' || role === 'userB' || role === 'premium')
    return { own: users[role].id, other: (role === 'userA' ? users.userB : users.userA).id };
  return { own: users.userA.id, other: users.userB.id };
}

/** What `role` can read (through the feed) and change (with `change`) of its own and of another member's fresh rows. */
async function observe(
  role: MatrixRole,
  table: string,
  feed: string,
  fresh: () => Promise<Record<string, string>>,
  change: Record<string, unknown>,
): Promise<Observed> {
  const ids = await fresh();
  const { own, other } = ownerAndOther(role);
  const read = async (id: string) => {
    const { data } = await clients[role].from(feed).select('id').eq('id', id);
    return (data ?? []).length === 1;
  };
  const changes = async (id: string) => {
    const before = await serviceRow(table, id);
    await clients[role].from(table).update(change).eq('id', id);
    const after = await serviceRow(table, id);
    return JSON.stringify(before) !== JSON.stringify(after);
  };
  return {
    readsOwn: await read(ids[own] as string),
    readsOthers: await read(ids[other] as string),
    changesOwn: await changes(ids[own] as string),
    changesOthers: await changes(ids[other] as string),
  };
}

beforeAll(async () => {
  ({ users, clients } = await roleClients(backend));
  service = clients.service;
}, 60_000);

describe.each(['anon', 'userA', 'userB', 'premium', 'service'] as const)('%s', (role) => {
  it("reads and changes a favorite's status and note as its role may", async () => {
    const change = { follow_up_status: 'applied', note: `changed by ${role}` };
    expect(await observe(role, 'favorites', 'favorites_feed', freshFavorites, change)).toEqual(EXPECTED[role]);
  });

  it('reads and changes reply templates as its role may', async () => {
    const change = { body: `changed by ${role}` };
    expect(await observe(role, 'reply_templates', 'reply_templates_feed', freshTemplates, change)).toEqual(
      EXPECTED[role],
    );
  });

  it("cannot write a reply template for another member, nor take another member's template by its id", async () => {
    if (role === 'service') return;
    const ids = await freshTemplates();
    const { other } = ownerAndOther(role);
    const before = await serviceRow('reply_templates', ids[other] as string);
    const taken = await clients[role]
      .from('reply_templates')
      .upsert({ id: ids[other], name: 'Mine now', language: 'en', body: 'Taken' }, { onConflict: 'id' });
    expect(taken.error).not.toBeNull();
    expect([401, 403]).toContain(taken.status);
    expect(await serviceRow('reply_templates', ids[other] as string)).toEqual(before);
    const forged = await clients[role]
      .from('reply_templates')
      .insert({ id: `forged-${next()}`, user_id: other, name: 'Forged', language: 'en', body: 'Hi' });
    expect([401, 403]).toContain(forged.status);
  });
});

describe("a member's profile facts", () => {
  it('are set by the member on their own profile only, never anonymously', async () => {
    const facts = { age: 24, occupation: 'Student', move_in_date: '2027-02-01', stay_length: '6_plus_months' };
    const own = await users.userA.client
      .from('profiles')
      .update(facts)
      .eq('user_id', users.userA.id)
      .select('age, occupation, move_in_date, stay_length');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([facts]);
    const others = await users.userA.client
      .from('profiles')
      .update({ age: 99 })
      .eq('user_id', users.userB.id)
      .select('age');
    expect(others.data ?? []).toEqual([]);
    const anonymous = await clients.anon.from('profiles').update({ age: 99 }).eq('user_id', users.userB.id);
    expect(anonymous.status).toBe(401);
    const { data } = await service.from('profiles').select('age').eq('user_id', users.userB.id).single();
    expect(data?.age).not.toBe(99);
  });
});

describe('hostile input', () => {
  let favoriteId: string;
  beforeEach(async () => {
    favoriteId = (await freshFavorites())[users.userA.id] as string;
  });

  it.each([
    ['a status that does not exist', { follow_up_status: 'ghosted' }],
    ['no status', { follow_up_status: null }],
    ['a number for a status', { follow_up_status: 5 }],
    ['10 KB of status', { follow_up_status: 'x'.repeat(10_240) }],
    ['a planned viewing without its time', { follow_up_status: 'viewing_planned', viewing_at: null }],
    ['a time that is no time', { follow_up_status: 'viewing_planned', viewing_at: 'Thursday 7pm' }],
    ['a time in the year 3000', { follow_up_status: 'viewing_planned', viewing_at: '3000-01-01T10:00:00Z' }],
    ['a note of 2,001 characters', { note: 'x'.repeat(2001) }],
    ['a note with a NUL character', { note: 'before\u0000after' }],
    ['no note at all', { note: null }],
  ])('a favorite with %s is refused with a 400 and nothing changes', async (_label, change) => {
    const before = await serviceRow('favorites', favoriteId);
    const { error, status } = await users.userA.client.from('favorites').update(change).eq('id', favoriteId);
    expect(status).toBe(400);
    expect(error?.message).toMatch(/\w/);
    expect(await serviceRow('favorites', favoriteId)).toEqual(before);
  });

  it('a push of several favorites with one bad row stores none of them', async () => {
    const [fresh] = await insertListings(backend, [{ title: 'new' }]);
    const before = await serviceRow('favorites', favoriteId);
    const { status } = await users.userA.client.from('favorites').upsert(
      [
        { id: `${users.userA.id}:${fresh}`, listing_id: fresh, follow_up_status: 'contacted', note: 'fine' },
        { id: favoriteId, listing_id: before?.listing_id, follow_up_status: 'contacted', note: 'x'.repeat(2001) },
      ],
      { onConflict: 'id' },
    );
    expect(status).toBe(400);
    expect(await serviceRow('favorites', `${users.userA.id}:${fresh}`)).toBeNull();
    expect(await serviceRow('favorites', favoriteId)).toEqual(before);
  });

  it.each([
    ['a language RoomRadar does not write', { name: 'T', language: 'de', body: 'Hallo' }],
    ['no language', { name: 'T', language: null, body: 'Hi' }],
    ['an empty name', { name: '   ', language: 'en', body: 'Hi' }],
    ['a name of 101 characters', { name: 'n'.repeat(101), language: 'en', body: 'Hi' }],
    ['an empty message', { name: 'T', language: 'en', body: '' }],
    ['a message of 2,001 characters', { name: 'T', language: 'en', body: 'x'.repeat(2001) }],
    ['an id of 101 characters', { id: 'i'.repeat(101), name: 'T', language: 'en', body: 'Hi' }],
  ])('a reply template with %s is refused with a 400 and nothing is stored', async (_label, fields) => {
    const id = 'id' in fields ? (fields.id as string) : `hostile-${next()}`;
    const { error, status } = await users.userA.client.from('reply_templates').insert({ id, ...fields });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/\w/);
    expect(await serviceRow('reply_templates', id)).toBeNull();
  });

  it('a 21st reply template is refused with a 400, and deleting one makes room', async () => {
    const member = users.premium;
    await service.from('reply_templates').delete().eq('user_id', member.id);
    const ids = Array.from({ length: 20 }, () => `limit-${next()}`);
    const { error } = await member.client
      .from('reply_templates')
      .insert(ids.map((id) => ({ id, name: 'T', language: 'nl', body: 'Hoi' })));
    expect(error).toBeNull();
    const extra = `limit-${next()}`;
    const refused = await member.client
      .from('reply_templates')
      .insert({ id: extra, name: 'T', language: 'en', body: 'Hi' });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain('at most 20 reply templates');
    expect(await serviceRow('reply_templates', extra)).toBeNull();
    await member.client
      .from('reply_templates')
      .update({ _deleted: true })
      .eq('id', ids[0] as string);
    const accepted = await member.client
      .from('reply_templates')
      .insert({ id: extra, name: 'T', language: 'en', body: 'Hi' });
    expect(accepted.error).toBeNull();
  });

  it.each([
    ['an age of 12', { age: 12 }],
    ['an age of 200', { age: 200 }],
    ['an age in words', { age: 'twenty' }],
    ['an occupation of 101 characters', { occupation: 'o'.repeat(101) }],
    ['a move-in date that is no date', { move_in_date: 'soon' }],
    ['a stay length that is not one of the four', { stay_length: 'forever' }],
  ])('a profile with %s is refused with a 400 and nothing changes', async (_label, change) => {
    const read = async () =>
      (
        await service
          .from('profiles')
          .select('age, occupation, move_in_date, stay_length')
          .eq('user_id', users.userA.id)
          .single()
      ).data;
    const before = await read();
    const { error, status } = await users.userA.client.from('profiles').update(change).eq('user_id', users.userA.id);
    expect(status).toBe(400);
    expect(error?.message).toMatch(/\w/);
    expect(await read()).toEqual(before);
  });
});
