// Each PostgREST operator and modifier the API supports, through supabase-js, against the same question
// asked of the database directly in SQL; then the error codes and shapes clients rely on.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let service: SupabaseClient;
let member: TestUser;
let listingIds: number[];

const fixtures = [
  {
    title: 'Room in Oost',
    city_of_group: 'Amsterdam',
    rent_on_monthly_basis: 800,
    room_size_m2: 12,
    listing_type: 'room',
    language_requirements: ['english'],
    is_subrent: 'no',
    amount_of_roommates: 2,
  },
  {
    title: 'Studio De Pijp',
    city_of_group: 'Amsterdam',
    rent_on_monthly_basis: 1400,
    room_size_m2: 28,
    listing_type: 'studio',
    language_requirements: ['english', 'dutch'],
    is_subrent: 'yes',
    amount_of_roommates: 0,
  },
  {
    title: 'kamer in Utrecht',
    city_of_group: 'Utrecht',
    rent_on_monthly_basis: 650,
    room_size_m2: null,
    listing_type: 'room',
    language_requirements: ['dutch'],
    is_subrent: null,
    amount_of_roommates: 3,
  },
  {
    title: 'Apartment Noord',
    city_of_group: 'Amsterdam',
    rent_on_monthly_basis: null,
    room_size_m2: 55,
    listing_type: 'apartment',
    language_requirements: [],
    is_subrent: 'no',
    amount_of_roommates: null,
  },
  {
    title: 'Room, Rotterdam (Kralingen)',
    city_of_group: 'Rotterdam',
    rent_on_monthly_basis: 575,
    room_size_m2: 15,
    listing_type: 'room',
    language_requirements: ['dutch'],
    is_subrent: 'no',
    amount_of_roommates: 4,
  },
  {
    title: 'Gone room',
    city_of_group: 'Amsterdam',
    rent_on_monthly_basis: 900,
    room_size_m2: 10,
    listing_type: 'room',
    language_requirements: [],
    is_subrent: 'no',
    amount_of_roommates: 1,
    is_unavailable_or_double: 'unavailable',
  },
];

beforeAll(async () => {
  listingIds = await insertListings(backend, fixtures);
  service = serviceClient(backend);
  member = await createMember(backend);
}, 60_000);

/** Ids from the view as the database answers `where` and `order` directly. */
async function idsBySql(where: string, order = 'id'): Promise<number[]> {
  return backend.db.asOwner(async (sql) =>
    (
      await sql.query<{ id: number }>(`select id from public.full_details_housing where ${where} order by ${order}`)
    ).rows.map((row) => Number(row.id)),
  );
}

const view = () => service.from('full_details_housing').select('id');

describe('filters agree with SQL', () => {
  const cases: Array<[string, () => PromiseLike<{ data: unknown }>, string, string?]> = [
    ['eq', () => view().eq('city_of_group', 'Utrecht').order('id'), `city_of_group = 'Utrecht'`],
    ['neq', () => view().neq('city_of_group', 'Amsterdam').order('id'), `city_of_group <> 'Amsterdam'`],
    ['gt', () => view().gt('rent_on_monthly_basis', 800).order('id'), 'rent_on_monthly_basis > 800'],
    ['gte', () => view().gte('rent_on_monthly_basis', 800).order('id'), 'rent_on_monthly_basis >= 800'],
    ['lt', () => view().lt('room_size_m2', 15).order('id'), 'room_size_m2 < 15'],
    ['lte', () => view().lte('room_size_m2', 15).order('id'), 'room_size_m2 <= 15'],
    ['like', () => view().like('title', '*Room*').order('id'), `title like '%Room%'`],
    ['ilike', () => view().ilike('title', '*room*').order('id'), `title ilike '%room%'`],
    ['is null', () => view().is('room_size_m2', null).order('id'), 'room_size_m2 is null'],
    [
      'not is null',
      () => view().not('rent_on_monthly_basis', 'is', null).order('id'),
      'rent_on_monthly_basis is not null',
    ],
    ['is false', () => view().is('_deleted', false).order('id'), '_deleted is false'],
    [
      'in',
      () => view().in('listing_type', ['studio', 'apartment']).order('id'),
      `listing_type in ('studio', 'apartment')`,
    ],
    [
      'in with a comma inside quotes',
      () => view().in('title', ['Room, Rotterdam (Kralingen)', 'x']).order('id'),
      `title in ('Room, Rotterdam (Kralingen)', 'x')`,
    ],
    ['not in', () => view().not('listing_type', 'in', '(room)').order('id'), `not (listing_type in ('room'))`],
    [
      'cs (contains)',
      () => view().contains('language_requirements', ['dutch']).order('id'),
      `language_requirements @> array['dutch']`,
    ],
    [
      'cd (contained by)',
      () => view().containedBy('language_requirements', ['english', 'dutch']).order('id'),
      `language_requirements <@ array['english', 'dutch']`,
    ],
    [
      'ov (overlaps)',
      () => view().overlaps('language_requirements', ['english']).order('id'),
      `language_requirements && array['english']`,
    ],
    [
      'or',
      () => view().or('city_of_group.eq.Utrecht,rent_on_monthly_basis.gt.1000').order('id'),
      `city_of_group = 'Utrecht' or rent_on_monthly_basis > 1000`,
    ],
    [
      'or with nested and',
      () => view().or('city_of_group.eq.Rotterdam,and(city_of_group.eq.Amsterdam,room_size_m2.lt.13)').order('id'),
      `city_of_group = 'Rotterdam' or (city_of_group = 'Amsterdam' and room_size_m2 < 13)`,
    ],
    [
      'a negated group inside or',
      () => view().or('not.or(city_of_group.eq.Amsterdam,listing_type.eq.studio),id.lt.0').order('id'),
      `not (city_of_group = 'Amsterdam' or listing_type = 'studio') or id < 0`,
    ],
    [
      'several filters together',
      () =>
        view()
          .eq('city_of_group', 'Amsterdam')
          .gte('rent_on_monthly_basis', 800)
          .is('is_unavailable_or_double', null)
          .order('id'),
      `city_of_group = 'Amsterdam' and rent_on_monthly_basis >= 800 and is_unavailable_or_double is null`,
    ],
    [
      'order desc nulls last',
      () => view().order('rent_on_monthly_basis', { ascending: false, nullsFirst: false }).order('id'),
      'true',
      'rent_on_monthly_basis desc nulls last, id',
    ],
    [
      'order asc nulls first',
      () => view().order('room_size_m2', { ascending: true, nullsFirst: true }).order('id'),
      'true',
      'room_size_m2 asc nulls first, id',
    ],
    [
      'limit and offset',
      () => view().order('id').range(1, 3),
      `id in (select id from public.full_details_housing order by id offset 1 limit 3)`,
    ],
  ];

  it.each(cases)('%s', async (_name, run, where, order) => {
    const { data } = await run();
    expect((data as Array<{ id: number }>).map((row) => row.id)).toEqual(await idsBySql(where, order));
  });

  it('a top-level not.or parameter negates the whole group', async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/full_details_housing?select=id&order=id&not.or=(city_of_group.eq.Amsterdam,listing_type.eq.studio)`,
      {
        headers: { apikey: backend.keys.serviceRoleKey, Authorization: `Bearer ${backend.keys.serviceRoleKey}` },
      },
    );
    const rows = (await response.json()) as Array<{ id: number }>;
    expect(rows.map((row) => row.id)).toEqual(
      await idsBySql(`not (city_of_group = 'Amsterdam' or listing_type = 'studio')`),
    );
  });
});

describe('modifiers', () => {
  it('selects columns under aliases', async () => {
    const { data } = await service
      .from('full_details_housing')
      .select('key:id, name:title')
      .eq('id', listingIds[0] ?? 0);
    expect(data).toEqual([{ key: listingIds[0], name: 'Room in Oost' }]);
  });

  it('counts exactly, with and without rows', async () => {
    const { count, data } = await service
      .from('full_details_housing')
      .select('id', { count: 'exact' })
      .eq('city_of_group', 'Amsterdam')
      .limit(1);
    expect(count).toBe((await idsBySql(`city_of_group = 'Amsterdam'`)).length);
    expect(data).toHaveLength(1);
    const head = await service.from('full_details_housing').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(fixtures.length);
    expect(head.data).toBeNull();
  });

  it('single returns one object, and 406 PGRST116 for zero or several rows', async () => {
    const one = await service
      .from('full_details_housing')
      .select('title')
      .eq('id', listingIds[1] ?? 0)
      .single();
    expect(one.data).toEqual({ title: 'Studio De Pijp' });
    const none = await service.from('full_details_housing').select('id').eq('id', -1).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const many = await service.from('full_details_housing').select('id').single();
    expect(many.status).toBe(406);
  });

  it('maybeSingle returns null for no row', async () => {
    const { data, error } = await service.from('full_details_housing').select('id').eq('id', -1).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('answers with Content-Range, which CORS exposes to an allowed origin', async () => {
    // A developer's Vite server on another loopback port: an origin a demo server admits.
    const response = await fetch(`${backend.url}/rest/v1/full_details_housing?select=id&limit=2`, {
      headers: { apikey: backend.keys.anonKey, Prefer: 'count=exact', Origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('content-range')).toBe(`0-1/${fixtures.length}`);
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const preflight = await fetch(`${backend.url}/rest/v1/favorites`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });
});

describe('writes', () => {
  it('inserts one row and returns it', async () => {
    const { data, status } = await member.client
      .from('favorites')
      .insert({ id: `f-${member.id}-a`, listing_id: listingIds[0] })
      .select('id, user_id, listing_id')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ id: `f-${member.id}-a`, user_id: member.id, listing_id: listingIds[0] });
  });

  it('inserts several rows at once', async () => {
    const rows = [1, 2].map((index) => ({ id: `f-${member.id}-bulk-${index}`, listing_id: listingIds[index] }));
    const { data } = await member.client.from('favorites').insert(rows).select('id');
    expect(data).toHaveLength(2);
  });

  it('upserts on a conflict column, merging or ignoring', async () => {
    const id = `alert-${member.id}`;
    await member.client.from('saved_filters').upsert({ id, name: 'First', city: 'Utrecht' }, { onConflict: 'id' });
    await member.client.from('saved_filters').upsert({ id, name: 'Second' }, { onConflict: 'id' });
    let { data } = await member.client.from('saved_filters').select('name, city').single();
    expect(data).toEqual({ name: 'Second', city: 'Utrecht' });
    await member.client
      .from('saved_filters')
      .upsert({ id, name: 'Ignored' }, { onConflict: 'id', ignoreDuplicates: true });
    ({ data } = await member.client.from('saved_filters').select('name, city').single());
    expect(data).toEqual({ name: 'Second', city: 'Utrecht' });
  });

  it('updates the rows its filter names and returns them', async () => {
    const { data, status } = await member.client
      .from('favorites')
      .update({ _deleted: true })
      .eq('id', `f-${member.id}-a`)
      .select('id, _deleted');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: `f-${member.id}-a`, _deleted: true }]);
  });

  it('deletes the rows its filter names', async () => {
    const { status } = await member.client.from('favorites').delete().like('id', `f-${member.id}-bulk-*`);
    expect(status).toBe(204);
    const { data } = await member.client.from('favorites').select('id').like('id', `f-${member.id}-bulk-*`);
    expect(data).toEqual([]);
  });

  it('calls a function through rpc', async () => {
    const { data, error } = await member.client.rpc('is_premium');
    expect(error).toBeNull();
    expect(data).toBe(false);
  });
});

describe("errors keep PostgREST's codes and shape", () => {
  const raw = (path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${member.accessToken}`,
        'Content-Type': 'application/json',
        ...(init.headers ?? {}),
      },
    });

  it.each<[string, string, RequestInit, number, string]>([
    ['an unknown table', 'no_such_table?select=*', {}, 404, 'PGRST205'],
    ['an unknown column', 'full_details_housing?select=nope', {}, 400, '42703'],
    ['an unknown filter column', 'full_details_housing?nope=eq.1', {}, 400, '42703'],
    ['an unknown operator', 'full_details_housing?id=between.1', {}, 400, 'PGRST100'],
    ['a value of the wrong type', 'full_details_housing?id=eq.abc', {}, 400, '22P02'],
    ['a bad limit', 'full_details_housing?limit=-1', {}, 400, 'PGRST100'],
    ['bad JSON', 'favorites', { method: 'POST', body: '{"id": ' }, 400, 'PGRST102'],
    ['an unknown body column', 'favorites', { method: 'POST', body: '{"nope": 1}' }, 400, 'PGRST204'],
    ['a write without a grant', 'profiles', { method: 'POST', body: '{"first_name": "x"}' }, 403, '42501'],
    [
      'a missing foreign row',
      'favorites',
      { method: 'POST', body: '{"id": "fk-test", "listing_id": 999999}' },
      409,
      '23503',
    ],
    ['a write to a view', 'full_details_housing', { method: 'POST', body: '{"title": "x"}' }, 405, 'PGRST103'],
    ['an unknown schema', 'favorites?select=id', { headers: { 'Accept-Profile': 'auth' } }, 406, 'PGRST106'],
  ])('%s', async (_name, path, init, status, code) => {
    const response = await raw(path, init);
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.code).toBe(code);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('a duplicate favorite is 409 with code 23505', async () => {
    const first = await member.client.from('favorites').insert({ id: `dup-${member.id}`, listing_id: listingIds[3] });
    expect(first.error).toBeNull();
    const again = await member.client.from('favorites').insert({ id: `dup2-${member.id}`, listing_id: listingIds[3] });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });

  it('a body over 1 MB is 413', async () => {
    const response = await raw('favorites', {
      method: 'POST',
      body: JSON.stringify({ id: 'x'.repeat(1_100_000), listing_id: 1 }),
    });
    expect(response.status).toBe(413);
  });
});
