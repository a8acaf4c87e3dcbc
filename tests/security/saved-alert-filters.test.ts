// The registration and furnishing columns of saved alerts (issue 33 item 2), after the real migrations (on
// PGlite, and on PostgreSQL in `npm run test:postgres`): the table holds exactly the filter table's alert
// columns; row-level security per role is unchanged by them (anonymous, two free members, Premium, service);
// hostile values on the REST path are each a 400 with a message, and nothing is stored.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ALERT_FILTER_KEYS, filterRow } from '../../src/domain/filters/filter-table.ts';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import { requestBytes } from './fuzz-requests.ts';
import { roleClients, type MatrixRole, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let users: Record<'userA' | 'userB' | 'premium', TestUser>;
let clients: Record<MatrixRole, SupabaseClient>;

const WANTED = { registration: 'yes', furnishing: 'upholstered' };

beforeAll(async () => {
  ({ users, clients } = await roleClients(backend));
  for (const role of ['userA', 'premium'] as const) {
    const { error } = await clients[role]
      .from('saved_filters')
      .insert({ id: `alert:${users[role].id}`, name: 'Mine', ...WANTED });
    if (error) throw error;
  }
}, 60_000);

const storedFor = async (userId: string) =>
  (await clients.service.from('saved_filters').select('registration, furnishing').eq('user_id', userId)).data;

describe('the columns', () => {
  it('are the filter columns of the filter table, no more and no fewer', async () => {
    const columns = await backend.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ name: string }>(
            `select column_name as name from information_schema.columns
             where table_schema = 'public' and table_name = 'saved_filters'`,
          )
        ).rows,
    );
    // The row's own bookkeeping and the alert's delivery; everything else is a filter.
    const notFilters = new Set([
      'id',
      'user_id',
      'name',
      'alerts_enabled',
      'alert_channels',
      'created_at',
      'updated_at',
      '_deleted',
      '_modified',
    ]);
    const filterColumns = columns.map((column) => column.name).filter((name) => !notFilters.has(name));
    const tableColumns = ALERT_FILTER_KEYS.map((key) => filterRow(key).alert?.column);
    expect(filterColumns.sort()).toEqual(tableColumns.sort());
  });

  it('are served by the members’ pull feed', async () => {
    const { data, error } = await clients.premium.from('saved_filters_feed').select('registration, furnishing');
    expect(error).toBeNull();
    expect(data).toEqual([WANTED]);
  });
});

describe('registration and furnishing of a saved alert, per role', () => {
  it('anonymous: read nothing, write nothing', async () => {
    const read = await clients.anon.from('saved_filters').select('registration, furnishing');
    expect(read.data ?? []).toEqual([]);
    const write = await clients.anon.from('saved_filters').insert({ id: 'anon-alert', ...WANTED });
    expect(write.error).not.toBeNull();
  });

  it('a member reads and changes their own only', async () => {
    expect(await clients.userA.from('saved_filters').select('registration, furnishing')).toMatchObject({
      data: [WANTED],
    });
    const others = await clients.userB.from('saved_filters').select('furnishing').eq('user_id', users.userA.id);
    expect(others.data).toEqual([]);
    const changed = await clients.userB
      .from('saved_filters')
      .update({ furnishing: 'bare' })
      .eq('user_id', users.userA.id)
      .select('id');
    expect(changed.data ?? []).toEqual([]);
    expect(await storedFor(users.userA.id)).toEqual([WANTED]);
  });

  it('Premium: the same, their own only, and back to no filter with null', async () => {
    const { error } = await clients.premium
      .from('saved_filters')
      .update({ registration: null, furnishing: 'bare' })
      .eq('user_id', users.premium.id);
    expect(error).toBeNull();
    expect(await storedFor(users.premium.id)).toEqual([{ registration: null, furnishing: 'bare' }]);
    const others = await clients.premium.from('saved_filters').select('user_id').eq('user_id', users.userA.id);
    expect(others.data).toEqual([]);
  });

  it('service: reads every alert, and is held to the same checks', async () => {
    const all = await clients.service
      .from('saved_filters')
      .select('user_id')
      .in('user_id', [users.userA.id, users.premium.id]);
    expect(all.data).toHaveLength(2);
    const bad = await clients.service
      .from('saved_filters')
      .update({ furnishing: 'semi' })
      .eq('user_id', users.userA.id);
    expect(bad.error).not.toBeNull();
    expect(await storedFor(users.userA.id)).toEqual([WANTED]);
  });
});

describe('hostile values on the REST path', () => {
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

  it.each<[string, string]>([
    ['registration "no" (the filter only narrows)', '{"registration":"no"}'],
    ['registration true instead of "yes"', '{"registration":true}'],
    ['registration "any" (no filter is null)', '{"registration":"any"}'],
    ['furnishing in Dutch', '{"furnishing":"gemeubileerd"}'],
    ['furnishing in capitals', '{"furnishing":"FURNISHED"}'],
    ['furnishing as a list', '{"furnishing":["furnished","bare"]}'],
    ['furnishing as a number', '{"furnishing":3}'],
    ['furnishing with SQL in it', `{"furnishing":"bare'); drop table saved_filters; --"}`],
  ])('%s: 400 with a message, and nothing stored', async (_, body) => {
    const changed = await send('PATCH', `/rest/v1/saved_filters?user_id=eq.${users.userA.id}`, users.userA, body);
    expect(changed.kind === 'answered' && changed.status).toBe(400);
    if (changed.kind === 'answered') expect(String(JSON.parse(changed.body).message)).not.toBe('');
    expect(await storedFor(users.userA.id)).toEqual([WANTED]);
    const created = await send(
      'POST',
      '/rest/v1/saved_filters',
      users.userB,
      JSON.stringify({ id: `alert:${users.userB.id}`, ...(JSON.parse(body) as object) }),
    );
    expect(created.kind === 'answered' && created.status).toBe(400);
    expect(await storedFor(users.userB.id)).toEqual([]);
  });
});
