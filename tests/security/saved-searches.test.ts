// Saved searches (issue 36 item 5) under the real migrations, on PGlite and (`npm run test:postgres`) on
// PostgreSQL: the limit is the database's (five for Premium, the spec's one alert otherwise), for every path
// in (a member, the service role, an undelete) and race-safe (inserts sent at once never make six); row-level
// security per role (anonymous, two free members, Premium, service); hostile input on the REST path is a 400
// with a message and stores nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import { requestBytes } from './fuzz-requests.ts';
import {
  createMember,
  roleClients,
  serviceClient,
  startTestBackend,
  type MatrixRole,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';

let backend: TestBackend;
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<MatrixRole, SupabaseClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  ({ users, clients } = await roleClients(backend));
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

/** A search id as a device makes it: the member's own prefix and a random part. */
const searchId = (member: TestUser) => `alert:${member.id}:${crypto.randomUUID()}`;

/** The member's live searches, as the service role sees them. */
async function liveSearches(member: TestUser): Promise<Array<{ id: string; name: string }>> {
  const { data, error } = await serviceClient(backend)
    .from('saved_filters')
    .select('id, name')
    .eq('user_id', member.id)
    .eq('_deleted', false)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data ?? [];
}

const insertSearch = (member: TestUser, name: string, id = searchId(member)) =>
  member.client.from('saved_filters').insert({ id, name, city: 'Utrecht', alert_channels: 'both' });

describe('the limit, enforced by the database', () => {
  it('a Premium member keeps five searches; the sixth is refused with a message and not stored', async () => {
    const member = await createMember(backend, { name: 'five', premium: true });
    // The first is the one alert as it always was; the others sit beside it.
    expect((await insertSearch(member, 'Search 1', `alert:${member.id}`)).error).toBeNull();
    for (const index of [2, 3, 4, 5]) expect((await insertSearch(member, `Search ${index}`)).error).toBeNull();
    const refused = await insertSearch(member, 'Search 6');
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('You already have 5 saved searches, the most a member can have.');
    expect((await liveSearches(member)).map((search) => search.name)).toEqual([
      'Search 1',
      'Search 2',
      'Search 3',
      'Search 4',
      'Search 5',
    ]);
  });

  it('a free member keeps the one alert of the spec; a second is refused', async () => {
    const member = await createMember(backend, { name: 'free-one' });
    expect((await insertSearch(member, 'Mine', `alert:${member.id}`)).error).toBeNull();
    const refused = await insertSearch(member, 'Second');
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Only Premium members can have more than one saved search.');
    expect(await liveSearches(member)).toHaveLength(1);
  });

  it('changes and deletes at the limit; a deleted search frees its place, and undeleting past the limit is refused', async () => {
    const member = await createMember(backend, { name: 'churn', premium: true });
    const ids = Array.from({ length: 5 }, () => searchId(member));
    for (const id of ids) expect((await insertSearch(member, 'S', id)).error).toBeNull();
    // A device pushes a search it already has as an upsert: at five, that is a change, not a sixth.
    const upsert = await member.client
      .from('saved_filters')
      .upsert({ id: ids[0], name: 'Renamed', price_max: 900 }, { onConflict: 'id' });
    expect(upsert.error).toBeNull();
    expect(
      (await member.client.from('saved_filters').update({ _deleted: true }).eq('id', ids[1]).select('id')).data,
    ).toHaveLength(1);
    expect((await insertSearch(member, 'Replacement')).error).toBeNull();
    const undelete = await member.client
      .from('saved_filters')
      .update({ _deleted: false })
      .eq('id', ids[1])
      .select('id');
    expect(undelete.status).toBe(400);
    expect(await liveSearches(member)).toHaveLength(5);
  });

  it('holds the service role to it as well', async () => {
    const member = await createMember(backend, { name: 'service-five', premium: true });
    const rows = Array.from({ length: 6 }, (_, index) => ({
      id: searchId(member),
      user_id: member.id,
      name: `S${index}`,
    }));
    const { error } = await serviceClient(backend).from('saved_filters').insert(rows);
    expect(error?.message).toContain('5 saved searches');
    // One statement: the refused sixth takes the five with it.
    expect(await liveSearches(member)).toHaveLength(0);
  });

  it('inserts sent at once never make six: ten at once from none leave five, two at once at four leave five', async () => {
    const member = await createMember(backend, { name: 'racer', premium: true });
    const first = await Promise.all(Array.from({ length: 10 }, (_, index) => insertSearch(member, `Race ${index}`)));
    expect(first.filter((result) => result.error === null)).toHaveLength(5);
    expect(first.filter((result) => result.status === 400)).toHaveLength(5);
    expect(await liveSearches(member)).toHaveLength(5);

    const second = await createMember(backend, { name: 'racer-two', premium: true });
    for (const index of [1, 2, 3, 4]) expect((await insertSearch(second, `S${index}`)).error).toBeNull();
    const pair = await Promise.all([insertSearch(second, 'Fifth A'), insertSearch(second, 'Fifth B')]);
    expect(pair.map((result) => result.status).sort()).toEqual([201, 400]);
    expect(await liveSearches(second)).toHaveLength(5);
  });
});

describe('row-level security per role', () => {
  let premiumIds: string[];

  beforeAll(async () => {
    premiumIds = [`alert:${users.premium.id}`, searchId(users.premium), searchId(users.premium)];
    for (const [index, id] of premiumIds.entries())
      expect((await insertSearch(users.premium, `Pia ${index}`, id)).error).toBeNull();
    expect((await insertSearch(users.userA, 'Alice', `alert:${users.userA.id}`)).error).toBeNull();
  });

  it('anonymous: reads none, writes none', async () => {
    expect((await clients.anon.from('saved_filters').select('id')).data ?? []).toEqual([]);
    const write = await clients.anon.from('saved_filters').insert({ id: 'anon-search', name: 'Anon' });
    expect(write.error).not.toBeNull();
    const change = await clients.anon.from('saved_filters').update({ name: 'Taken' }).in('id', premiumIds).select('id');
    expect(change.data ?? []).toEqual([]);
  });

  it('Premium reads, changes and deletes all of their own searches, and nobody else’s', async () => {
    const own = await clients.premium.from('saved_filters').select('id');
    expect((own.data ?? []).map((row) => row.id).sort()).toEqual([...premiumIds].sort());
    const changed = await clients.premium
      .from('saved_filters')
      .update({ alerts_enabled: false })
      .eq('id', premiumIds[2] as string)
      .select('alerts_enabled');
    expect(changed.data).toEqual([{ alerts_enabled: false }]);
    const others = await clients.premium
      .from('saved_filters')
      .update({ name: 'Taken' })
      .eq('user_id', users.userA.id)
      .select('id');
    expect(others.data ?? []).toEqual([]);
  });

  it.each(['userA', 'userB'] as const)('%s sees and changes none of the Premium member’s searches', async (role) => {
    const read = await clients[role].from('saved_filters').select('id').in('id', premiumIds);
    expect(read.data).toEqual([]);
    const changed = await clients[role]
      .from('saved_filters')
      .update({ name: 'Taken' })
      .in('id', premiumIds)
      .select('id');
    expect(changed.data ?? []).toEqual([]);
    const removed = await clients[role].from('saved_filters').delete().in('id', premiumIds).select('id');
    expect(removed.data ?? []).toEqual([]);
    expect((await liveSearches(users.premium)).map((search) => search.name)).toEqual(['Pia 0', 'Pia 1', 'Pia 2']);
  });

  it('a member cannot add a search under another member’s id, nor as theirs', async () => {
    const squat = await clients.userB
      .from('saved_filters')
      .insert({ id: `alert:${users.premium.id}:${crypto.randomUUID()}`, name: 'Squat' });
    expect(squat.status).toBe(400);
    const asOther = await clients.userB
      .from('saved_filters')
      .insert({ id: `b-${crypto.randomUUID()}`, user_id: users.premium.id, name: 'Theirs' });
    expect(asOther.error).not.toBeNull();
    expect(await liveSearches(users.premium)).toHaveLength(3);
  });

  it('service: reads every member’s searches', async () => {
    const { data } = await clients.service
      .from('saved_filters')
      .select('id')
      .in('user_id', [users.premium.id, users.userA.id]);
    expect(data).toHaveLength(4);
  });

  it('nobody but the service role can ask whether a member is Premium through the limit', async () => {
    for (const role of ['anon', 'userA', 'premium'] as const) {
      const asked = await clients[role].rpc('saved_search_limit', { p_user_id: users.premium.id });
      expect(asked.error, role).not.toBeNull();
      expect(asked.data, role).toBeNull();
    }
  });

  it('the pull feed serves each member their own searches only', async () => {
    const feed = await clients.premium.from('saved_filters_feed').select('id');
    expect((feed.data ?? []).map((row) => row.id).sort()).toEqual([...premiumIds].sort());
    expect((await clients.userB.from('saved_filters_feed').select('id')).data).toEqual([]);
  });
});

describe('hostile input on the REST path', () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createMember(backend, { name: 'hostile', premium: true });
  });

  const post = (body: string): Promise<RawOutcome> =>
    rawRequest(Number(new URL(backend.url).port), [
      requestBytes({
        method: 'POST',
        path: '/rest/v1/saved_filters',
        headers: {
          apikey: backend.keys.anonKey,
          Authorization: `Bearer ${member.accessToken}`,
          'Content-Type': 'application/json',
        },
        body,
      }),
    ]);

  it.each<[string, (member: TestUser) => unknown]>([
    ['a name over 100 characters', (m) => ({ id: searchId(m), name: 'x'.repeat(101) })],
    ['channels other than e-mail, push or both', (m) => ({ id: searchId(m), name: 'S', alert_channels: 'sms' })],
    ['on/off as a string', (m) => ({ id: searchId(m), name: 'S', alerts_enabled: 'sometimes' })],
    ['an id of 101 characters', (m) => ({ id: `alert:${m.id}:${'y'.repeat(58)}`, name: 'S' })],
    ['six searches in one request', (m) => Array.from({ length: 6 }, (_, i) => ({ id: searchId(m), name: `S${i}` }))],
    [
      'a search named with SQL',
      (m) => ({ id: searchId(m), name: 'S', city: "x'); delete from saved_filters; --", price_max: 'cheap' }),
    ],
  ])('%s: 400 with a message, and nothing stored', async (_, body) => {
    const outcome = await post(JSON.stringify(body(member)));
    expect(outcome.kind === 'answered' && outcome.status).toBe(400);
    if (outcome.kind === 'answered') expect(String(JSON.parse(outcome.body).message)).not.toBe('');
    expect(await liveSearches(member)).toEqual([]);
  });
});
