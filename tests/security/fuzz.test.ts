// At least 2,000 malformed requests against supabase/local: injection strings in filters, values and
// identifiers, unknown columns, deep logic trees, huge and broken bodies and bad headers against /rest/v1;
// every /auth/v1 route, every function and names that are none, the static server and the dev routes with
// odd methods, bad percent-encodings and forged tokens; and raw HTTP that breaks the protocol itself. Each
// goes on its own connection. None may get a 5xx, lose its connection without an answer, hang, or read a
// stack frame, a file path, database error text or a row that row-level security forbids; the server must
// then answer normally. The generator is seeded, so a failure reproduces.
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../supabase/local/app-host/functions-host.ts';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import { seededRandom, type Random } from '../../src/domain/seeded-random.ts';
import { fixtureBuild } from '../support/fixture-build.ts';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';
import { signWebhookPayload } from '../../supabase/functions/_shared/payments/webhook-signature.ts';
import {
  MALFORMED_EVENTS,
  authRequests,
  devRequests,
  functionRequests,
  rawRequests,
  shaped,
  staticRequests,
  type FuzzContext,
  type RawFuzzRequest,
} from './fuzz-requests.ts';

const SECRET_ALERT = 'SECRET-ALERT-7f3a';
const SECRET_EMAIL_PART = 'secret-owner-91c2';
const SECRET_LINK_PART = 'SECRET-LINK-44d1';
const DATABASE_TEXT = [
  /syntax error/i,
  /ERROR:/,
  /at character \d/,
  /current transaction is aborted/i,
  /invalid input syntax for type/i,
  /DatabaseError/,
  /(relation|column|function|type) "[^"]*" does not exist/,
  /\$\d+::/,
  /json_populate_record|json_agg|set_config\(/,
  /PGlite|pg_catalog|SQLSTATE/i,
];
const INTERNALS = [
  /\bat (?:async )?[\w.<>$[\]]+ \(/,
  /\n\s+at \S/,
  /\/work\//,
  /node_modules/,
  /\.ts:\d/,
  /\.ts\b.*line \d/i,
  /file:\/\//,
  /Error: [A-Z]/,
];
// Files of the machine and of the project that the static server must never hand out.
const PRIVATE_CONTENT = [
  /root:x?:0:0/,
  /"name": "roomradar"/,
  /createStaticHandler/,
  /\[core\]/,
  /127\.0\.0\.1\s+localhost/,
];

const INJECTIONS = [
  "'; drop table public.listings; --",
  '1 or 1=1',
  '1) or (1=1',
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
const TABLES = [
  'full_details_housing',
  'listings',
  'listing_sources',
  'favorites',
  'saved_filters',
  'profiles',
  'subscribers',
  'raw_posts',
  'favorites_feed',
];
const COLUMNS = [
  'id',
  'title',
  'url_post',
  'user_id',
  'name',
  'rent_on_monthly_basis',
  'language_requirements',
  'image_urls',
  '_deleted',
  'available_from',
  'created_at',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'between',
  'not.eq',
  'not',
  '',
];

type FuzzRequest = { label: string; path: string; init: RequestInit };

function nestedLogic(depth: number, random: Random): string {
  let tree = `${random.pick(COLUMNS)}.eq.${encodeURIComponent(random.pick(INJECTIONS))}`;
  for (let level = 0; level < depth; level += 1)
    tree = `${random.pick(['and', 'or', 'not.and', 'not.or'])}(${tree},id.gt.0)`;
  return tree;
}

function generate(count: number, member: TestUser, anonKey: string): FuzzRequest[] {
  const random = seededRandom(20261121);
  const requests: FuzzRequest[] = [];
  const authHeaders = (): Record<string, string> =>
    random.next() < 0.5 ? { apikey: anonKey, Authorization: `Bearer ${member.accessToken}` } : { apikey: anonKey };
  const makers: Array<() => FuzzRequest> = [
    () => ({
      label: 'injection in a filter value',
      path: `/rest/v1/${random.pick(TABLES)}?${random.pick(COLUMNS)}=${random.pick(OPERATORS)}.${encodeURIComponent(random.pick(INJECTIONS))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'injection in select',
      path: `/rest/v1/${random.pick(TABLES)}?select=${encodeURIComponent(random.pick(INJECTIONS))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'injection in a column name',
      path: `/rest/v1/${random.pick(TABLES)}?${encodeURIComponent(random.pick(INJECTIONS))}=eq.1`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'injection in order',
      path: `/rest/v1/${random.pick(TABLES)}?order=${encodeURIComponent(random.pick(INJECTIONS))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'injection in a table name',
      path: `/rest/v1/${encodeURIComponent(random.pick(INJECTIONS))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'injection in an in-list',
      path: `/rest/v1/full_details_housing?id=in.(${encodeURIComponent(random.pick(INJECTIONS))},1)`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'deep logic tree',
      path: `/rest/v1/full_details_housing?or=(${nestedLogic(1 + random.int(60), random)})`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'unbalanced logic',
      path: `/rest/v1/full_details_housing?and=${encodeURIComponent(random.pick(['(id.eq.1', 'id.eq.1)', '((', '()', '(or())', '(and(id.eq.1),)']))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'bad limit or offset',
      path: `/rest/v1/full_details_housing?limit=${encodeURIComponent(random.pick(['-1', '1e9', 'abc', '99999999999', '1;', '']))}&offset=${encodeURIComponent(random.pick(['-5', 'x', '0']))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'wrongly typed value',
      path: `/rest/v1/full_details_housing?${random.pick(['id', 'created_at', 'available_from', 'rent_on_monthly_basis', '_deleted', 'image_urls', 'language_requirements'])}=${random.pick(['eq', 'gt', 'cs'])}.${encodeURIComponent(random.pick(['abc', '2026-13-45', '{', '{"a":', 'tru', '1.2.3', '[]']))}`,
      init: { headers: authHeaders() },
    }),
    () => ({
      label: 'bad JSON body',
      path: `/rest/v1/${random.pick(TABLES)}`,
      init: {
        method: random.pick(['POST', 'PATCH']),
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: random.pick(['{', '[1,2', 'null', '"text"', '42', '[[]]', '{"id": {"nested": [1]}}', '\u0000']),
      },
    }),
    () => ({
      label: 'body with hostile keys',
      path: `/rest/v1/${random.pick(['favorites', 'saved_filters', 'profiles'])}`,
      init: {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ [random.pick(INJECTIONS)]: random.pick(INJECTIONS) }),
      },
    }),
    () => ({
      label: 'body with wrong types',
      path: '/rest/v1/saved_filters',
      init: {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({
          id: random.pick([1, null, true, [], {}]),
          price_min: random.pick(['abc', -5, 1e30, '1; drop']),
          available_from: random.pick(['yesterday', 12, '2026-02-30']),
        }),
      },
    }),
    () => ({
      label: 'huge body',
      path: '/rest/v1/favorites',
      init: {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: `[${'{"id":"x","listing_id":1},'.repeat(60_000)}{}]`,
      },
    }),
    () => ({
      label: 'bad headers',
      path: '/rest/v1/full_details_housing?select=id',
      init: {
        headers: {
          apikey: random.pick([anonKey, 'garbage', '', 'Bearer x']),
          Authorization: random.pick([
            'Bearer',
            'Bearer a.b.c',
            'Basic abc',
            `Bearer ${anonKey}x`,
            'Bearer ' + 'a'.repeat(3000),
          ]),
          Prefer: random.pick(['return=everything', 'count=;drop', 'resolution=merge-duplicates', '']),
          Accept: random.pick(['application/vnd.pgrst.object+json', 'text/csv', '*/*', 'garbage']),
          Range: random.pick(['0-9', 'bytes=abc', '-5']),
        },
      },
    }),
    () => ({
      label: 'upsert with a hostile conflict target',
      path: `/rest/v1/favorites?on_conflict=${encodeURIComponent(random.pick(INJECTIONS))}`,
      init: {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
        body: '{"id":"u1","listing_id":1}',
      },
    }),
    () => ({
      label: 'hostile columns parameter',
      path: `/rest/v1/favorites?columns=${encodeURIComponent(random.pick(INJECTIONS))}`,
      init: {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: '[{"id":"c1","listing_id":1}]',
      },
    }),
    () => ({
      label: 'odd method',
      path: `/rest/v1/${random.pick(TABLES)}?id=eq.1`,
      init: {
        method: random.pick(['PUT', 'PATCH', 'DELETE']),
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: random.pick(['{}', '{"title":"x"}', '']),
      },
    }),
    () => ({
      label: 'hostile rpc',
      path: `/rest/v1/rpc/${encodeURIComponent(random.pick(['is_premium', 'replication_horizon', 'handle_new_user', 'pg_sleep', 'set_config', random.pick(INJECTIONS)]))}`,
      init: {
        method: 'POST',
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ [random.pick(['x', 'seconds', random.pick(INJECTIONS)])]: random.pick(INJECTIONS) }),
      },
    }),
    () => ({
      label: 'hostile auth request',
      path: `/auth/v1/${random.pick(['token?grant_type=password', 'token?grant_type=refresh_token', 'token?grant_type=evil', 'signup', 'recover', 'user', 'verify?type=signup&token=x', 'logout', 'admin/users/abc', 'authorize?provider=evil'])}`,
      init: {
        method: random.pick(['POST', 'GET', 'PUT', 'DELETE']),
        headers: { ...authHeaders(), 'Content-Type': 'application/json' },
        body: undefined as string | undefined,
      },
    }),
  ];
  for (let index = 0; index < count; index += 1) {
    const request = makers[index % makers.length]?.() as FuzzRequest;
    if (request.label === 'hostile auth request' && request.init.method !== 'GET' && request.init.method !== 'DELETE') {
      request.init.body = random.pick([
        '{',
        '{"email": 1}',
        JSON.stringify({ email: random.pick(INJECTIONS), password: random.pick(INJECTIONS) }),
        JSON.stringify({ refresh_token: random.pick(INJECTIONS) }),
        '[]',
      ]);
    }
    requests.push(request);
  }
  return requests;
}

const REST_COUNT = 1200;

/** A /rest/v1 request of the generator above, as bytes. */
function restRequest(request: FuzzRequest): RawFuzzRequest {
  const method = request.init.method ?? 'GET';
  return shaped('rest', `${request.label}: ${method} ${request.path.slice(0, 160)}`, {
    method,
    path: request.path,
    headers: request.init.headers as Record<string, string>,
    body: request.init.body as string | undefined,
  });
}

/** What is wrong with one outcome, if anything. */
function problemsOf(request: RawFuzzRequest, outcome: RawOutcome): string[] {
  const where = `${request.area} ${request.label.slice(0, 200)}`;
  if (outcome.kind === 'hung') return [`no answer and no close within the deadline for ${where}`];
  if (outcome.kind === 'dropped' && request.isNoRequest) return [];
  if (outcome.kind === 'dropped')
    return [`connection ${outcome.detail} without an answer (${outcome.bytes} bytes) for ${where}`];
  const problems: string[] = [];
  const { status, body, head } = outcome;
  if (status >= 500) problems.push(`${status} for ${where}: ${body.slice(0, 200)}`);
  const isAsset =
    /content-type:\s*(text\/javascript|text\/css|application\/(wasm|octet-stream|x-protobuf)|image\/)/i.test(head);
  const sent = request.steps
    .map((step) => (typeof step === 'object' && 'pauseMs' in step ? '' : step.toString()))
    .join('');
  if (!isAsset) {
    for (const pattern of [...DATABASE_TEXT, ...INTERNALS]) {
      const match = pattern.exec(body);
      if (match && !sent.includes(match[0]))
        problems.push(`${pattern} (${JSON.stringify(match[0])}) in the answer to ${where}: ${body.slice(0, 200)}`);
    }
  }
  if (request.area === 'static') {
    const leaked = PRIVATE_CONTENT.find((pattern) => pattern.test(body));
    if (leaked) problems.push(`private file content ${leaked} served for ${where}`);
  }
  // The demo mailbox shows every mail by design (it exists in demo mode only).
  const isMailbox = request.area === 'dev' && request.label.includes('/_dev/mail');
  for (const secret of [SECRET_ALERT, SECRET_EMAIL_PART, SECRET_LINK_PART]) {
    if (body.includes(secret) && !sent.includes(secret) && !isMailbox)
      problems.push(`forbidden data ${secret} in ${where}`);
  }
  return problems;
}

// The test backend's generous limits: the fuzz must reach the handlers, not the rate limiter.
const backend = useTestBackend(async () => ({ distDir: await fixtureBuild() }));
let member: TestUser;
let context: FuzzContext;
let listingCount: number;

beforeAll(async () => {
  // Short socket timeouts, so that the slow clients below are cut off within the test's time.
  backend.server.headersTimeout = 2_000;
  backend.server.requestTimeout = 4_000;
  await insertListings(backend, [{ title: 'fuzz one' }, { title: 'fuzz two' }]);
  await backend.db.asOwner((sql) =>
    sql.query(`update public.listing_sources set url_post = 'https://example.com/${SECRET_LINK_PART}'`),
  );
  const owner = await createMember(backend, { name: SECRET_EMAIL_PART, premium: true });
  await owner.client.from('saved_filters').insert({ id: 'secret-alert', name: SECRET_ALERT });
  member = await createMember(backend, { name: 'fuzzer' });
  // The auth and function fuzz signs in as a member of its own (it may log out, change or delete them).
  const target = await createMember(backend, { name: 'fuzz-target' });
  const deleted = await createMember(backend, { name: 'deleted' });
  const { error } = await serviceClient(backend).auth.admin.deleteUser(deleted.id);
  if (error) throw error;
  const signedEvents = await Promise.all(
    MALFORMED_EVENTS.map(async (event) => {
      const payload = JSON.stringify(event);
      return { payload, signature: await signWebhookPayload(payload, backend.keys.webhookSecret) };
    }),
  );
  context = {
    anonKey: backend.keys.anonKey,
    serviceRoleKey: backend.keys.serviceRoleKey,
    memberToken: target.accessToken,
    jwtSecret: backend.keys.jwtSecret,
    deletedUserId: deleted.id,
    functionNames: FUNCTION_NAMES,
    ingestSecret: backend.keys.ingestSecret,
    signedEvents,
  };
  listingCount = 2;
}, 60_000);

describe('2,000 malformed requests', () => {
  it('all get a 4xx or a normal answer: no 5xx, no dropped connection, no internals, no forbidden row', async () => {
    const port = Number(new URL(backend.url).port);
    const random = seededRandom(20261122);
    const raw = rawRequests(context);
    const slow = raw.filter((request) => request.deadlineMs !== undefined);
    const requests = [
      ...generate(REST_COUNT, member, backend.keys.anonKey).map(restRequest),
      ...authRequests(500, random, context),
      ...functionRequests(700, random, context),
      ...staticRequests(250, random),
      ...devRequests(120, random, context),
      ...raw.filter((request) => request.deadlineMs === undefined),
    ];
    const send = (request: RawFuzzRequest) =>
      rawRequest(port, request.steps, {
        deadlineMs: request.deadlineMs ?? 10_000,
        endAfterSending: request.endAfterSending,
        isHead: request.isHead,
      });
    // The slow clients wait for the server's timeouts while the rest runs.
    const slowOutcomes = Promise.all(slow.map(async (request) => ({ request, outcome: await send(request) })));
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const count = (request: RawFuzzRequest, outcome: RawOutcome) => {
      const key = `${request.area} ${outcome.kind === 'answered' ? outcome.status : outcome.kind}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    for (const request of requests) {
      const outcome = await send(request);
      count(request, outcome);
      failures.push(...problemsOf(request, outcome));
    }
    for (const { request, outcome } of await slowOutcomes) {
      count(request, outcome);
      // A slow client may be answered (408) or cut off once the server's timeout passes; it may never hang.
      if (outcome.kind === 'hung' || (outcome.kind === 'answered' && outcome.status >= 500))
        failures.push(...problemsOf(request, outcome));
    }
    const outcomes = `outcomes (area status: count): ${[...statuses]
      .sort()
      .map(([key, value]) => `${key}: ${value}`)
      .join(', ')}`;
    expect(requests.length + slow.length).toBeGreaterThanOrEqual(2000);
    expect(failures.slice(0, 30), `${failures.length} failures; ${outcomes}`).toEqual([]);
  }, 120_000);

  it('leave the server answering normally with its data intact', async () => {
    const { data, error } = await member.client.from('full_details_housing').select('id, title').order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.title)).toEqual(['fuzz one', 'fuzz two']);
    expect(data).toHaveLength(listingCount);
    const { data: own } = await member.client.from('favorites').select('id');
    expect(Array.isArray(own)).toBe(true);
  });
});
