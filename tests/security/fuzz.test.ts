// At least 2,000 malformed requests against supabase/local: injection strings in filters, values and
// identifiers, unknown columns, deep logic trees, huge and broken bodies, bad headers. None may get a
// 5xx, a database error text, or a row that row-level security forbids; the server must then answer
// normally. The generator is seeded, so a failure reproduces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../support/seeded-random.ts';
import { createMember, insertListings, startTestBackend, type TestBackend, type TestUser } from '../support/test-backend.ts';

const SECRET_ALERT = 'SECRET-ALERT-7f3a';
const SECRET_EMAIL_PART = 'secret-owner-91c2';
const SECRET_LINK_PART = 'SECRET-LINK-44d1';
const DATABASE_TEXT = [/syntax error/i, /ERROR:/, /at character \d/, /current transaction is aborted/i, /node_modules/, /\n\s+at [\w.<>]+ \(/, /invalid input syntax for type/i, /DatabaseError/];

const INJECTIONS = [
  "'; drop table public.listings; --",
  "1 or 1=1",
  "1) or (1=1",
  '" or ""="',
  "'||(select url_post from listing_sources limit 1)||'",
  '1; select pg_sleep(5)',
  '$1',
  '\\x00',
  '%00',
  '\u0000',
  '😀'.repeat(50),
  '(',
  ')',
  ',,,',
  '"unterminated',
  'a'.repeat(5000),
  '*/ select 1 /*',
  "' union select email, encrypted_password from auth.users --",
  '${jndi:ldap://x}',
  '../../etc/passwd',
];
const TABLES = ['full_details_housing', 'listings', 'listing_sources', 'favorites', 'saved_filters', 'profiles', 'subscribers', 'raw_posts', 'favorites_feed'];
const COLUMNS = ['id', 'title', 'url_post', 'user_id', 'name', 'rent_on_monthly_basis', 'language_requirements', 'image_urls', '_deleted', 'available_from', 'created_at'];
const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'cs', 'cd', 'ov', 'fts', 'between', 'not.eq', 'not', ''];

type FuzzRequest = { label: string; path: string; init: RequestInit };

function nestedLogic(depth: number, random: Random): string {
  let tree = `${random.pick(COLUMNS)}.eq.${encodeURIComponent(random.pick(INJECTIONS))}`;
  for (let level = 0; level < depth; level += 1) tree = `${random.pick(['and', 'or', 'not.and', 'not.or'])}(${tree},id.gt.0)`;
  return tree;
}

function generate(count: number, member: TestUser, anonKey: string): FuzzRequest[] {
  const random = seededRandom(20261121);
  const requests: FuzzRequest[] = [];
  const authHeaders = (): Record<string, string> => (random.next() < 0.5 ? { apikey: anonKey, Authorization: `Bearer ${member.accessToken}` } : { apikey: anonKey });
  const makers: Array<() => FuzzRequest> = [
    () => ({ label: 'injection in a filter value', path: `/rest/v1/${random.pick(TABLES)}?${random.pick(COLUMNS)}=${random.pick(OPERATORS)}.${encodeURIComponent(random.pick(INJECTIONS))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'injection in select', path: `/rest/v1/${random.pick(TABLES)}?select=${encodeURIComponent(random.pick(INJECTIONS))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'injection in a column name', path: `/rest/v1/${random.pick(TABLES)}?${encodeURIComponent(random.pick(INJECTIONS))}=eq.1`, init: { headers: authHeaders() } }),
    () => ({ label: 'injection in order', path: `/rest/v1/${random.pick(TABLES)}?order=${encodeURIComponent(random.pick(INJECTIONS))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'injection in a table name', path: `/rest/v1/${encodeURIComponent(random.pick(INJECTIONS))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'injection in an in-list', path: `/rest/v1/full_details_housing?id=in.(${encodeURIComponent(random.pick(INJECTIONS))},1)`, init: { headers: authHeaders() } }),
    () => ({ label: 'deep logic tree', path: `/rest/v1/full_details_housing?or=(${nestedLogic(1 + random.int(60), random)})`, init: { headers: authHeaders() } }),
    () => ({ label: 'unbalanced logic', path: `/rest/v1/full_details_housing?and=${encodeURIComponent(random.pick(['(id.eq.1', 'id.eq.1)', '((', '()', '(or())', '(and(id.eq.1),)']))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'bad limit or offset', path: `/rest/v1/full_details_housing?limit=${encodeURIComponent(random.pick(['-1', '1e9', 'abc', '99999999999', '1;', '']))}&offset=${encodeURIComponent(random.pick(['-5', 'x', '0']))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'wrongly typed value', path: `/rest/v1/full_details_housing?${random.pick(['id', 'created_at', 'available_from', 'rent_on_monthly_basis', '_deleted', 'image_urls', 'language_requirements'])}=${random.pick(['eq', 'gt', 'cs'])}.${encodeURIComponent(random.pick(['abc', '2026-13-45', '{', '{"a":', 'tru', '1.2.3', '[]']))}`, init: { headers: authHeaders() } }),
    () => ({ label: 'bad JSON body', path: `/rest/v1/${random.pick(TABLES)}`, init: { method: random.pick(['POST', 'PATCH']), headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: random.pick(['{', '[1,2', 'null', '"text"', '42', '[[]]', '{"id": {"nested": [1]}}', '\u0000']) } }),
    () => ({ label: 'body with hostile keys', path: `/rest/v1/${random.pick(['favorites', 'saved_filters', 'profiles'])}`, init: { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify({ [random.pick(INJECTIONS)]: random.pick(INJECTIONS) }) } }),
    () => ({ label: 'body with wrong types', path: '/rest/v1/saved_filters', init: { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json', Prefer: 'return=representation' }, body: JSON.stringify({ id: random.pick([1, null, true, [], {}]), price_min: random.pick(['abc', -5, 1e30, '1; drop']), available_from: random.pick(['yesterday', 12, '2026-02-30']) }) } }),
    () => ({ label: 'huge body', path: '/rest/v1/favorites', init: { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: `[${'{"id":"x","listing_id":1},'.repeat(60_000)}{}]` } }),
    () => ({ label: 'bad headers', path: '/rest/v1/full_details_housing?select=id', init: { headers: { apikey: random.pick([anonKey, 'garbage', '', 'Bearer x']), Authorization: random.pick(['Bearer', 'Bearer a.b.c', 'Basic abc', `Bearer ${anonKey}x`, 'Bearer ' + 'a'.repeat(3000)]), Prefer: random.pick(['return=everything', 'count=;drop', 'resolution=merge-duplicates', '']), Accept: random.pick(['application/vnd.pgrst.object+json', 'text/csv', '*/*', 'garbage']), Range: random.pick(['0-9', 'bytes=abc', '-5']) } } }),
    () => ({ label: 'upsert with a hostile conflict target', path: `/rest/v1/favorites?on_conflict=${encodeURIComponent(random.pick(INJECTIONS))}`, init: { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' }, body: '{"id":"u1","listing_id":1}' } }),
    () => ({ label: 'hostile columns parameter', path: `/rest/v1/favorites?columns=${encodeURIComponent(random.pick(INJECTIONS))}`, init: { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: '[{"id":"c1","listing_id":1}]' } }),
    () => ({ label: 'odd method', path: `/rest/v1/${random.pick(TABLES)}?id=eq.1`, init: { method: random.pick(['PUT', 'PATCH', 'DELETE']), headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: random.pick(['{}', '{"title":"x"}', '']) } }),
    () => ({ label: 'hostile rpc', path: `/rest/v1/rpc/${encodeURIComponent(random.pick(['is_premium', 'replication_horizon', 'handle_new_user', 'pg_sleep', 'set_config', random.pick(INJECTIONS)]))}`, init: { method: 'POST', headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify({ [random.pick(['x', 'seconds', random.pick(INJECTIONS)])]: random.pick(INJECTIONS) }) } }),
    () => ({ label: 'hostile auth request', path: `/auth/v1/${random.pick(['token?grant_type=password', 'token?grant_type=refresh_token', 'token?grant_type=evil', 'signup', 'recover', 'user', 'verify?type=signup&token=x', 'logout', 'admin/users/abc', 'authorize?provider=evil'])}`, init: { method: random.pick(['POST', 'GET', 'PUT', 'DELETE']), headers: { ...authHeaders(), 'Content-Type': 'application/json' }, body: undefined as string | undefined } }),
  ];
  for (let index = 0; index < count; index += 1) {
    const request = makers[index % makers.length]?.() as FuzzRequest;
    if (request.label === 'hostile auth request' && request.init.method !== 'GET' && request.init.method !== 'DELETE') {
      request.init.body = random.pick(['{', '{"email": 1}', JSON.stringify({ email: random.pick(INJECTIONS), password: random.pick(INJECTIONS) }), JSON.stringify({ refresh_token: random.pick(INJECTIONS) }), '[]']);
    }
    requests.push(request);
  }
  return requests;
}

let backend: TestBackend;
let member: TestUser;
let listingCount: number;

beforeAll(async () => {
  // Generous limits: the fuzz must reach the handlers, not the rate limiter.
  backend = await startTestBackend();
  await insertListings(backend, [{ title: 'fuzz one' }, { title: 'fuzz two' }]);
  await backend.db.asOwner((sql) => sql.query(`update public.listing_sources set url_post = 'https://example.com/${SECRET_LINK_PART}'`));
  const owner = await createMember(backend, { name: SECRET_EMAIL_PART, premium: true });
  await owner.client.from('saved_filters').insert({ id: 'secret-alert', name: SECRET_ALERT });
  member = await createMember(backend, { name: 'fuzzer' });
  listingCount = 2;
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

describe('2,000 malformed requests', () => {
  it('get no 5xx, no database error text and no forbidden row', async () => {
    const requests = generate(2100, member, backend.keys.anonKey);
    const failures: string[] = [];
    for (const request of requests) {
      const response = await fetch(`${backend.url}${request.path}`, { ...request.init, redirect: 'manual' });
      const body = await response.text();
      const where = `${request.label}: ${request.init.method ?? 'GET'} ${request.path.slice(0, 160)}`;
      if (response.status >= 500) failures.push(`${response.status} for ${where}: ${body.slice(0, 200)}`);
      const leaked = DATABASE_TEXT.find((pattern) => pattern.test(body));
      if (leaked) failures.push(`database text ${leaked} in ${where}: ${body.slice(0, 200)}`);
      for (const secret of [SECRET_ALERT, SECRET_EMAIL_PART, SECRET_LINK_PART]) {
        if (body.includes(secret) && !request.path.includes(encodeURIComponent(secret))) failures.push(`forbidden data ${secret} in ${where}`);
      }
    }
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 240_000);

  it('leave the server answering normally with its data intact', async () => {
    const { data, error } = await member.client.from('full_details_housing').select('id, title').order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.title)).toEqual(['fuzz one', 'fuzz two']);
    expect(data).toHaveLength(listingCount);
    const { data: own } = await member.client.from('favorites').select('id');
    expect(Array.isArray(own)).toBe(true);
  });
});
