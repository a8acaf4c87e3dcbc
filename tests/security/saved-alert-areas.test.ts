// The areas column of saved alerts (issue 34): row-level security per role, unchanged by the column (anonymous,
// two free members, Premium, service), and hostile areas on the REST path: each a 400 with a message that
// names the problem, and nothing stored (neither a new alert nor a change to one).
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import { requestBytes } from './fuzz-requests.ts';
import { AREA_BUDGET_MESSAGE } from '../../supabase/local/emulator/rest/area-write-budget.ts';
import { HOSTILE_AREAS } from '../support/hostile-areas.ts';
import { largestAreas } from '../support/largest-areas.ts';
import { createMember, roleClients, type MatrixRole, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<MatrixRole, SupabaseClient>;

const DE_PIJP = [{ kind: 'wijk', id: 3630424 }];
beforeAll(async () => {
  ({ users, clients } = await roleClients(backend));
  for (const role of ['userA', 'premium'] as const) {
    const { error } = await clients[role]
      .from('saved_filters')
      .insert({ id: `alert:${users[role].id}`, name: 'Mine', areas: DE_PIJP });
    if (error) throw error;
  }
}, 60_000);

const areasOf = async (userId: string) =>
  (await clients.service.from('saved_filters').select('areas').eq('user_id', userId)).data;

describe('the areas of a saved alert, per role', () => {
  it('anonymous: read nothing, write nothing', async () => {
    const read = await clients.anon.from('saved_filters').select('areas');
    expect(read.data ?? []).toEqual([]);
    const write = await clients.anon.from('saved_filters').insert({ id: 'anon-alert', areas: DE_PIJP });
    expect(write.error).not.toBeNull();
  });

  it('a member reads and changes their own areas only', async () => {
    const own = await clients.userA.from('saved_filters').select('areas');
    expect(own.data).toEqual([{ areas: DE_PIJP }]);
    const others = await clients.userB.from('saved_filters').select('areas').eq('user_id', users.userA.id);
    expect(others.data).toEqual([]);
    const changed = await clients.userB
      .from('saved_filters')
      .update({ areas: [{ kind: 'stadsdeel', code: 'T' }] })
      .eq('user_id', users.userA.id)
      .select('id');
    expect(changed.data ?? []).toEqual([]);
    expect(await areasOf(users.userA.id)).toEqual([{ areas: DE_PIJP }]);
  });

  it('Premium: the same, their own only', async () => {
    const own = await clients.premium.from('saved_filters').select('areas, user_id');
    expect(own.data).toEqual([{ areas: DE_PIJP, user_id: users.premium.id }]);
    const circle = [{ kind: 'circle', center: [4.9003, 52.3791], radiusKm: 2, place: 'Amsterdam Centraal' }];
    const { error } = await clients.premium
      .from('saved_filters')
      .update({ areas: circle })
      .eq('user_id', users.premium.id);
    expect(error).toBeNull();
    expect(await areasOf(users.premium.id)).toEqual([{ areas: circle }]);
  });

  it('service: reads every alert, and is held to the same rule', async () => {
    const all = await clients.service
      .from('saved_filters')
      .select('user_id')
      .in('user_id', [users.userA.id, users.premium.id]);
    expect(all.data).toHaveLength(2);
    const bad = await clients.service
      .from('saved_filters')
      .update({ areas: [{ kind: 'wijk', id: 42 }] })
      .eq('user_id', users.userA.id);
    expect(bad.error?.message).toBe('area 1: no Amsterdam wijk with id 42');
    expect(await areasOf(users.userA.id)).toEqual([{ areas: DE_PIJP }]);
  });
});

describe('hostile areas on the REST path', () => {
  const send = (method: string, path: string, user: TestUser, body: string): Promise<RawOutcome> =>
    rawRequest(Number(new URL(backend.url).port), [
      requestBytes({
        method,
        path,
        headers: {
          apikey: backend.keys.anonKey,
          Authorization: `Bearer ${user.accessToken}`,
          'Content-Type': 'application/json',
        },
        body,
      }),
    ]);

  it.each<[string, string, RegExp]>(HOSTILE_AREAS)(
    '%s: 400 naming it, and nothing stored',
    async (_, areas, message) => {
      // A change to an existing alert…
      const changed = await send(
        'PATCH',
        `/rest/v1/saved_filters?user_id=eq.${users.userA.id}`,
        users.userA,
        `{"areas":${areas}}`,
      );
      expect(changed.kind === 'answered' && changed.status).toBe(400);
      if (changed.kind === 'answered') expect(String(JSON.parse(changed.body).message)).toMatch(message);
      expect(await areasOf(users.userA.id)).toEqual([{ areas: DE_PIJP }]);
      // …and a new one.
      const created = await send(
        'POST',
        '/rest/v1/saved_filters',
        users.userB,
        `{"id":"alert:${users.userB.id}","areas":${areas}}`,
      );
      expect(created.kind === 'answered' && created.status).toBe(400);
      expect(await areasOf(users.userB.id)).toEqual([]);
    },
  );

  it('a bare NaN is no JSON: 400, nothing stored', async () => {
    const outcome = await send(
      'PATCH',
      `/rest/v1/saved_filters?user_id=eq.${users.userA.id}`,
      users.userA,
      '{"areas":[{"kind":"circle","center":[NaN,52.37],"radiusKm":2}]}',
    );
    expect(outcome.kind === 'answered' && outcome.status).toBe(400);
    expect(await areasOf(users.userA.id)).toEqual([{ areas: DE_PIJP }]);
  });
});

describe('the largest areas again and again (a member keeping the database busy)', () => {
  it('two writes of the largest areas a minute pass; the next is a 429 with a message, and nothing of it is stored', async () => {
    const member = await createMember(backend, { name: 'heavy', premium: true });
    const patch = async (who: TestUser, body: string) => {
      const response = await fetch(`${backend.url}/rest/v1/saved_filters?user_id=eq.${who.id}`, {
        method: 'PATCH',
        headers: {
          apikey: backend.keys.anonKey,
          Authorization: `Bearer ${who.accessToken}`,
          'Content-Type': 'application/json',
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    };
    const write = (body: string) => patch(member, body);
    const { error } = await member.client.from('saved_filters').insert({ id: `alert:${member.id}`, name: 'Mine' });
    expect(error).toBeNull();
    expect((await write(JSON.stringify({ areas: largestAreas(1) }))).status).toBe(204);
    expect((await write(JSON.stringify({ areas: largestAreas(2) }))).status).toBe(204);
    const refused = await write(JSON.stringify({ areas: largestAreas(3) }));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toBe(AREA_BUDGET_MESSAGE);
    expect(await areasOf(member.id)).toEqual([{ areas: largestAreas(2) }]);
    // What costs the database nothing still passes: a rename, a neighbourhood; and other members write freely.
    expect((await write('{"name":"Renamed"}')).status).toBe(204);
    expect((await write(JSON.stringify({ areas: DE_PIJP }))).status).toBe(204);
    expect(await areasOf(member.id)).toEqual([{ areas: DE_PIJP }]);
    expect((await patch(users.premium, JSON.stringify({ areas: largestAreas(4) }))).status).toBe(204);
  }, 60_000);
});
