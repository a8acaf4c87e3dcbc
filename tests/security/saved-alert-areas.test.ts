// The areas column of saved alerts (issue 34): row-level security per role, unchanged by the column (anonymous,
// two free members, Premium, service), and hostile areas on the REST path: each a 400 with a message that
// names the problem, and nothing stored (neither a new alert nor a change to one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import { requestBytes } from './fuzz-requests.ts';
import {
  roleClients,
  startTestBackend,
  type MatrixRole,
  type TestBackend,
  type TestUser,
} from '../support/test-backend.ts';

let backend: TestBackend;
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<MatrixRole, SupabaseClient>;

const DE_PIJP = [{ kind: 'wijk', id: 3630424 }];
const square = (west: number, south: number, size = 0.01) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
];

beforeAll(async () => {
  backend = await startTestBackend();
  ({ users, clients } = await roleClients(backend));
  for (const role of ['userA', 'premium'] as const) {
    const { error } = await clients[role]
      .from('saved_filters')
      .insert({ id: `alert:${users[role].id}`, name: 'Mine', areas: DE_PIJP });
    if (error) throw error;
  }
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

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

  const tooManyPoints = Array.from({ length: 201 }, (_, index) => {
    const angle = (2 * Math.PI * index) / 201;
    return [4.9 + 0.01 * Math.cos(angle), 52.37 + 0.01 * Math.sin(angle)];
  });

  it.each<[string, string, RegExp]>([
    [
      'more than 10 areas',
      JSON.stringify(Array.from({ length: 11 }, () => DE_PIJP[0])),
      /^areas may hold at most 10 areas/,
    ],
    [
      'more than 200 vertices',
      JSON.stringify([{ kind: 'polygon', rings: [tooManyPoints] }]),
      /must have 3 to 200 distinct points/,
    ],
    [
      'a ring that cannot close (two points)',
      JSON.stringify([{ kind: 'polygon', rings: [square(4.88, 52.35).slice(0, 2)] }]),
      /must have 3 to 200 distinct points/,
    ],
    [
      'a ring that crosses itself',
      JSON.stringify([
        {
          kind: 'polygon',
          rings: [
            [
              [4.88, 52.35],
              [4.9, 52.37],
              [4.9, 52.35],
              [4.88, 52.37],
            ],
          ],
        },
      ]),
      /^area 1 ring 1 crosses itself/,
    ],
    [
      'coordinates outside the Netherlands',
      JSON.stringify([{ kind: 'polygon', rings: [square(2.3, 48.85)] }]),
      /lies outside the Netherlands/,
    ],
    ['NaN as a coordinate', '[{"kind":"circle","center":["NaN",52.37],"radiusKm":2}]', /must hold two finite numbers/],
    [
      'a radius of 0',
      JSON.stringify([{ kind: 'circle', center: [4.9, 52.37], radiusKm: 0 }]),
      /radiusKm must be above 0 and at most 50/,
    ],
    [
      'a radius of 51 km',
      JSON.stringify([{ kind: 'circle', center: [4.9, 52.37], radiusKm: 51 }]),
      /radiusKm must be above 0 and at most 50/,
    ],
    [
      'an unknown neighbourhood id',
      JSON.stringify([{ kind: 'wijk', id: 3630999 }]),
      /^area 1: no Amsterdam wijk with id 3630999$/,
    ],
    [
      'an unknown district',
      JSON.stringify([{ kind: 'stadsdeel', code: 'Q' }]),
      /^area 1: no Amsterdam stadsdeel with code "Q"$/,
    ],
    ['an unknown kind', JSON.stringify([{ kind: 'everywhere' }]), /has an unknown kind/],
    ['a list that is not one', JSON.stringify({ kind: 'wijk', id: 3630424 }), /^areas must be a list$/],
  ])('%s: 400 naming it, and nothing stored', async (_, areas, message) => {
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
  });

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
