// Hostile input to what Web Push added: register_push_device and the push_subscriptions table through
// /rest/v1, the service-role-only push rpcs, an alert's channels, push-config, delete-account's reach into
// the devices, and the policy that decides which endpoints the server posts to. Every HTTP case is sent at
// both http://localhost and http://127.0.0.1 of one backend: a refusal is a 4xx with a JSON message and
// nothing of the server's insides, and what is stored is judged afterwards through the database owner.
import { beforeAll, describe, expect, it } from 'vitest';
import { pushEndpointRefusal } from '../../supabase/functions/_shared/push/push-endpoint.ts';
import { createMember, insertListings, MATRIX_ROLES, type MatrixRole, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const HOSTS = ['localhost', '127.0.0.1'] as const;
const CLIENT_ROLES = MATRIX_ROLES.filter((role) => role !== 'service');
type Host = (typeof HOSTS)[number];
type Member = 'userA' | 'userB' | 'premium';
/** Who calls: a matrix role, or any other member by their session. */
type Caller = MatrixRole | TestUser;
type Device = Record<'id' | 'user_id' | 'endpoint' | 'p256dh' | 'auth_secret' | 'device_label', string>;

const backend = useTestBackend();
let members: Record<Member, TestUser>;
let listingId: number;
let nonce = 0;

const next = () => `${Date.now()}-${(nonce += 1)}`;
const endpoint = () => `https://fcm.googleapis.com/fcm/send/hostile-${next()}`;
// Well formed as PushSubscription.toJSON gives them: a 65-byte point and a 16-byte secret, base64url.
const P256DH = `B${'x'.repeat(86)}`;
const secret = () => `${next().replace(/\D/g, '').slice(-16).padStart(16, '0')}abcdef`;

function baseAt(host: Host): string {
  const url = new URL(backend.url);
  url.hostname = host;
  return url.origin;
}

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'service')
    return { apikey: backend.keys.serviceRoleKey, Authorization: `Bearer ${backend.keys.serviceRoleKey}` };
  if (caller === 'anon') return { apikey: backend.keys.anonKey };
  const { accessToken } = typeof caller === 'string' ? members[caller] : caller;
  return { apikey: backend.keys.anonKey, Authorization: `Bearer ${accessToken}` };
}

/** A request with a JSON body (a string goes as it is, an object as JSON: keys set to undefined drop out). */
function send(host: Host, caller: Caller, path: string, method: string, body?: unknown): Promise<Response> {
  return fetch(`${baseAt(host)}${path}`, {
    method,
    headers: { ...headersOf(caller), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const rpc = (host: Host, caller: Caller, name: string, body: unknown) =>
  send(host, caller, `/rest/v1/rpc/${name}`, 'POST', body);

/** The answer must be one of `statuses`, a JSON message, and hold no stack trace, path or HTML. */
async function expectRefusal(response: Response, statuses: number[]): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(statuses, text.slice(0, 300)).toContain(response.status);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d|<html|<!doctype/i);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(String(body.message ?? body.error ?? '')).not.toBe('');
  return body;
}

async function rowsOf<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return backend.db.asOwner(async (sql) => (await sql.query<T>(text, params)).rows);
}
const devicesWhere = (condition: string, params: unknown[]) =>
  rowsOf<Device>(`select * from public.push_subscriptions where ${condition} order by created_at`, params);
const devicesOf = (member: TestUser) => devicesWhere('user_id = $1', [member.id]);

/** A device's arguments to register_push_device as the app sends them. */
const deviceArgs = () => ({ p_endpoint: endpoint(), p_p256dh: P256DH, p_auth_secret: secret(), p_device_label: 'x' });

/** Registers a device as the app does; returns its id and the arguments used. */
async function register(member: Member | TestUser, overrides: Record<string, unknown> = {}, host: Host = 'localhost') {
  const args = { ...deviceArgs(), ...overrides };
  const response = await rpc(host, member, 'register_push_device', args);
  expect(response.status, await response.clone().text()).toBe(200);
  return { id: (await response.json()) as string, args };
}

beforeAll(async () => {
  members = {
    userA: await createMember(backend, { name: 'alice' }),
    userB: await createMember(backend, { name: 'bob' }),
    premium: await createMember(backend, { name: 'pia', premium: true }),
  };
  [listingId] = (await insertListings(backend, [{ title: 'Pushed room', listing_type: 'room' }])) as [number];
}, 60_000);

describe.each(HOSTS)('register_push_device at %s', (host) => {
  it('refuses the anonymous caller with a 401, and the service role (no member) with a 4xx; stores nothing', async () => {
    for (const role of ['anon', 'service'] as const) {
      const args = deviceArgs();
      await expectRefusal(await rpc(host, role, 'register_push_device', args), role === 'anon' ? [401] : [401, 403]);
      expect(await devicesWhere('endpoint = $1', [args.p_endpoint])).toEqual([]);
    }
  });

  // Overrides of a good call; a key set to undefined leaves that argument out.
  const badArguments: Array<[string, Record<string, unknown>]> = [
    ['an ftp endpoint', { p_endpoint: 'ftp://fcm.googleapis.com/fcm/send/x' }],
    ['a javascript: endpoint', { p_endpoint: 'javascript:alert(document.cookie)//' }],
    ['a data: endpoint', { p_endpoint: 'data:text/html,<script>alert(1)</script>' }],
    ['an endpoint of 5,000 characters', { p_endpoint: `https://fcm.googleapis.com/${'a'.repeat(4972)}` }],
    ['an endpoint with a space', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/a b' }],
    // Other spellings of one device's endpoint, which would let a second member's row reach the same device.
    ['an endpoint with a fragment', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/x#y' }],
    ['an endpoint with an upper-case host', { p_endpoint: 'https://FCM.googleapis.com/fcm/send/x' }],
    ['an endpoint naming port 443', { p_endpoint: 'https://fcm.googleapis.com:443/fcm/send/x' }],
    ['an endpoint ending in ?', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/x?' }],
    ['an endpoint naming port 0443', { p_endpoint: 'https://fcm.googleapis.com:0443/fcm/send/x' }],
    ['an endpoint with a ./ segment', { p_endpoint: 'https://fcm.googleapis.com/fcm/./send/x' }],
    ['an endpoint with a ../ segment', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/y/../x' }],
    ['an endpoint with a %2e segment', { p_endpoint: 'https://fcm.googleapis.com/fcm/%2E%2e/fcm/send/x' }],
    ['an endpoint ending in a . segment', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/x/.' }],
    ['an endpoint whose host ends in a dot', { p_endpoint: 'https://fcm.googleapis.com./fcm/send/x' }],
    ['an endpoint whose host has two dots in a row', { p_endpoint: 'https://fcm..googleapis.com/fcm/send/x' }],
    ['an endpoint whose host starts with a dot', { p_endpoint: 'https://.fcm.googleapis.com/fcm/send/x' }],
    ['an http endpoint naming port 80', { p_endpoint: 'http://127.0.0.1:80/push/x' }],
    ['an http endpoint off this machine', { p_endpoint: 'http://fcm.googleapis.com/fcm/send/x' }],
    ['an http endpoint to a host named like loopback', { p_endpoint: 'http://localhost.evil.example/push/x' }],
    ['an endpoint with credentials', { p_endpoint: 'https://a:b@fcm.googleapis.com/fcm/send/x' }],
    ['an endpoint with a no-break space', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/a\u00a0b' }],
    ['an endpoint with a tab', { p_endpoint: 'https://fcm.googleapis.com/fcm/send/a\tb' }],
    ['an endpoint with a line break', { p_endpoint: 'https://fcm.googleapis.com/x\r\nHost: evil' }],
    ['an endpoint led by a space', { p_endpoint: ' https://fcm.googleapis.com/fcm/send/x' }],
    ['an empty endpoint', { p_endpoint: '' }],
    ['a too short p256dh', { p_p256dh: P256DH.slice(1) }],
    ['a too long p256dh', { p_p256dh: `${P256DH}xx` }],
    ['a p256dh in standard base64', { p_p256dh: `B+/${'x'.repeat(84)}` }],
    ['a p256dh with a quote', { p_p256dh: `B'${'x'.repeat(85)}` }],
    ['a too short auth secret', { p_auth_secret: 'A'.repeat(21) }],
    ['a too long auth secret', { p_auth_secret: 'A'.repeat(23) }],
    ['an auth secret with one pad', { p_auth_secret: `${'A'.repeat(22)}=` }],
    ['an auth secret in standard base64', { p_auth_secret: `${'A'.repeat(20)}+/` }],
    ['a null endpoint', { p_endpoint: null }],
    ['a null p256dh', { p_p256dh: null }],
    ['a null auth secret', { p_auth_secret: null }],
    ['no endpoint', { p_endpoint: undefined }],
    ['no auth secret', { p_auth_secret: undefined }],
    ['no label', { p_device_label: undefined }],
    ['an unknown argument', { p_user_id: '00000000-0000-4000-8000-000000000000' }],
    ['an endpoint as a number', { p_endpoint: 5 }],
    ['an endpoint as an object', { p_endpoint: { href: 'https://fcm.googleapis.com/x' } }],
    ['an endpoint as a list', { p_endpoint: ['https://fcm.googleapis.com/fcm/send/x'] }],
    ['keys as booleans', { p_p256dh: true, p_auth_secret: false }],
    ['a label with a NUL', { p_device_label: 'Chrome\u0000on Android' }],
  ];

  it.each(badArguments)('with %s is a 4xx with a message, and stores nothing', async (_what, overrides) => {
    const before = await devicesOf(members.userA);
    const args = { ...deviceArgs(), ...overrides };
    await expectRefusal(await rpc(host, 'userA', 'register_push_device', args), [400, 404]);
    expect(await devicesOf(members.userA)).toEqual(before);
  });

  it.each([
    ['an array body', '[]'],
    ['a text body', '"https://fcm.googleapis.com/x"'],
    ['malformed JSON', '{"p_endpoint": '],
  ])('with %s is a 400, and stores nothing', async (_what, body) => {
    const before = await devicesOf(members.userA);
    await expectRefusal(await rpc(host, 'userA', 'register_push_device', body), [400]);
    expect(await devicesOf(members.userA)).toEqual(before);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-x.y_z',
    'https://web.push.apple.com/QGuQyavXutnMH-yzfEYGPr5Gb9ga',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2e..',
    'http://127.0.0.1:4601/push/.well-known.x',
  ])('stores %s, as browsers write endpoints', async (endpoint) => {
    const stored = await register('userB', { p_endpoint: `${endpoint}-${host}` }, host);
    expect((await devicesWhere('id = $1', [stored.id]))[0]?.endpoint).toBe(`${endpoint}-${host}`);
  });

  it('cuts a huge label to 100 characters, and a null label is an empty one', async () => {
    const huge = await register('userB', { p_device_label: `Firefox ${'x'.repeat(100_000)}` }, host);
    const none = await register('userB', { p_device_label: null }, host);
    const [stored] = await devicesWhere('id = $1', [huge.id]);
    expect(stored?.device_label).toBe(`Firefox ${'x'.repeat(92)}`);
    expect((await devicesWhere('id = $1', [none.id]))[0]?.device_label).toBe('');
  });

  it("will not hand member A's device to member B without A's auth secret; with it, B takes it over", async () => {
    const owned = await register('userA', {}, host);
    const [before] = await devicesWhere('id = $1', [owned.id]);
    for (const attempt of [
      { p_auth_secret: secret() },
      { p_auth_secret: secret(), p_p256dh: owned.args.p_p256dh },
      { p_auth_secret: owned.args.p_auth_secret.toUpperCase() },
    ]) {
      const response = await rpc(host, 'userB', 'register_push_device', { ...owned.args, ...attempt });
      const refusal = await expectRefusal(response, [400]);
      expect(refusal.message).toBe('This device is registered to another member');
      expect(await devicesWhere('endpoint = $1', [owned.args.p_endpoint])).toEqual([before]);
    }
    const taken = await register('userB', { ...owned.args, p_p256dh: `B${'y'.repeat(86)}` }, host);
    expect(taken.id).not.toBe(owned.id);
    expect(await devicesWhere('id = $1', [owned.id])).toEqual([]);
    const [now] = await devicesWhere('endpoint = $1', [owned.args.p_endpoint]);
    expect(now).toMatchObject({ id: taken.id, user_id: members.userB.id, p256dh: `B${'y'.repeat(86)}` });
  });

  it('keeps at most 10 devices a member: the 11th evicts the oldest', async () => {
    const member = await createMember(backend, { name: `many-${host}` });
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) ids.push((await register(member, {}, host)).id);
    const kept = (await devicesOf(member)).map((device) => device.id);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(ids[0]);
    expect(new Set(kept)).toEqual(new Set(ids.slice(1)));
  });
});

describe.each(HOSTS)('push_subscriptions through /rest/v1 at %s', (host) => {
  const table = '/rest/v1/push_subscriptions';

  it('a member can neither insert a row nor change one: a 403, and nothing changes', async () => {
    const own = await register('userA', {}, host);
    const [before] = await devicesWhere('id = $1', [own.id]);
    const row = { endpoint: endpoint(), p256dh: P256DH, auth_secret: secret() };
    for (const body of [row, { ...row, user_id: members.userA.id }, { ...row, user_id: members.userB.id }]) {
      await expectRefusal(await send(host, 'userA', table, 'POST', body), [401, 403]);
      expect(await devicesWhere('endpoint = $1', [row.endpoint])).toEqual([]);
    }
    for (const change of [{ device_label: 'Changed' }, { user_id: members.userB.id }, { endpoint: endpoint() }]) {
      await expectRefusal(await send(host, 'userA', `${table}?id=eq.${own.id}`, 'PATCH', change), [401, 403]);
      await expectRefusal(
        await send(host, 'userA', `${table}?id=eq.${own.id}`, 'PUT', { ...before, ...change }),
        [401, 403, 405],
      );
    }
    expect(await devicesWhere('id = $1', [own.id])).toEqual([before]);
  });

  it("a member reads and deletes none of another member's devices", async () => {
    const theirs = await register('userA', {}, host);
    const [before] = await devicesWhere('id = $1', [theirs.id]);
    for (const role of ['userB', 'premium'] as const) {
      const read = await send(host, role, `${table}?select=*`, 'GET');
      expect(read.status).toBe(200);
      const rows = (await read.json()) as Device[];
      expect(rows.every((row) => row.user_id === members[role].id)).toBe(true);
      const byId = await send(host, role, `${table}?id=eq.${theirs.id}`, 'GET');
      expect(await byId.json()).toEqual([]);
      const byEndpoint = `${table}?endpoint=eq.${encodeURIComponent(theirs.args.p_endpoint)}`;
      expect(await (await send(host, role, byEndpoint, 'GET')).json()).toEqual([]);
      const removal = await fetch(`${baseAt(host)}${table}?id=eq.${theirs.id}`, {
        method: 'DELETE',
        headers: { ...headersOf(role), Prefer: 'return=representation' },
      });
      expect(removal.status).toBeLessThan(300);
      expect(await removal.json()).toEqual([]);
    }
    const anonymous = await send(host, 'anon', `${table}?select=*`, 'GET');
    await expectRefusal(anonymous, [401]);
    expect(await devicesWhere('id = $1', [theirs.id])).toEqual([before]);
  });

  it('a member deletes their own device', async () => {
    const own = await register('premium', {}, host);
    const removal = await send(host, 'premium', `${table}?id=eq.${own.id}`, 'DELETE');
    expect(removal.status).toBeLessThan(300);
    expect(await devicesWhere('id = $1', [own.id])).toEqual([]);
  });
});

describe.each(HOSTS)('the service-role-only push rpcs at %s', (host) => {
  /** Well-formed calls of every service-only push rpc, aimed at member A's devices. */
  const calls = async (): Promise<Array<[string, Record<string, unknown>]>> => {
    const device = (await register('userA', {}, host)).id;
    const outbox = { p_listing_ids: [listingId], p_run_id: 'hostile' };
    return [
      ['push_devices', { p_user_ids: [members.userA.id, members.premium.id] }],
      [
        'claim_push_deliveries',
        {
          p_wanted: [{ user_id: members.userA.id, listing_ids: [listingId] }],
          p_run_id: 'hostile',
          p_lease: '0 seconds',
        },
      ],
      [
        'complete_push_deliveries',
        { p_sent: [{ subscription_id: device, listing_ids: [listingId] }], p_run_id: 'hostile' },
      ],
      ['retry_push_deliveries', { ...outbox, p_subscription_id: device, p_delay: '0 seconds', p_max_attempts: 1 }],
      ['due_push_members', { p_lease: '0 seconds' }],
      ['alert_recipients', {}],
    ];
  };
  const deliveries = () => rowsOf('select * from public.push_deliveries order by 1, 2');

  it.each(CLIENT_ROLES)('refuse %s (401 or 403), changing nothing', async (role) => {
    const attempts = await calls();
    const before = await deliveries();
    for (const [name, args] of attempts) {
      const body = await expectRefusal(await rpc(host, role, name, args), role === 'anon' ? [401] : [403]);
      expect(JSON.stringify(body), name).not.toMatch(/auth_secret|p256dh|fcm\.googleapis/);
    }
    expect(await deliveries()).toEqual(before);
  });

  it('answer the service role: the same calls are well formed', async () => {
    for (const [name, args] of await calls()) expect((await rpc(host, 'service', name, args)).status, name).toBe(200);
    const response = await rpc(host, 'service', 'push_devices', { p_user_ids: [members.userA.id] });
    expect(((await response.json()) as Device[]).every((device) => device.user_id === members.userA.id)).toBe(true);
  });
});

describe.each(HOSTS)("an alert's channels at %s", (host) => {
  it.each(['sms', 'EMAIL', 'push ', 'email,push', '', 5, null, ['push']])('refuse %j with a 400', async (channel) => {
    const id = `alert-${next()}`;
    const inserted = await send(host, 'premium', '/rest/v1/saved_filters', 'POST', { id, alert_channels: channel });
    await expectRefusal(inserted, [400]);
    const saved = await send(host, 'userB', '/rest/v1/saved_filters', 'POST', { id, alert_channels: 'both' });
    expect(saved.status).toBe(201);
    const patch = { alert_channels: channel };
    await expectRefusal(await send(host, 'userB', `/rest/v1/saved_filters?id=eq.${id}`, 'PATCH', patch), [400]);
    const rows = await rowsOf('select user_id, alert_channels from public.saved_filters where id = $1', [id]);
    expect(rows).toEqual([{ user_id: members.userB.id, alert_channels: 'both' }]);
    await rowsOf('delete from public.saved_filters where id = $1', [id]);
  });
});

describe('push-config', () => {
  const configAt = (host: Host, method = 'GET', headers: Record<string, string> = {}) =>
    fetch(`${baseAt(host)}/functions/v1/push-config?key=private&debug=1`, { method, headers });

  it('hands out one 87-character base64url public key, the same at both hosts, and never the private one', async () => {
    const keys: string[] = [];
    for (const host of HOSTS)
      for (const headers of [{}, headersOf('anon'), { Authorization: 'Bearer not-a-token' }]) {
        const response = await configAt(host, 'GET', headers);
        const text = await response.text();
        expect(response.status).toBe(200);
        expect(Object.keys(JSON.parse(text) as object)).toEqual(['public_key']);
        const { public_key } = JSON.parse(text) as { public_key: string };
        expect(public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
        expect(Buffer.from(public_key, 'base64url')[0]).toBe(4);
        response.headers.forEach((value) => expect(value).not.toContain(backend.keys.vapidPrivateKey));
        expect(text).not.toContain(backend.keys.vapidPrivateKey);
        keys.push(public_key);
      }
    expect(new Set(keys)).toEqual(new Set([backend.keys.vapidPublicKey]));
  });

  it.each(HOSTS)('answers POST, PUT, DELETE and PATCH at %s with a 405 and an Allow naming GET', async (host) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await configAt(host, method, { 'Content-Type': 'application/json' });
      expect(response.headers.get('allow'), method).toMatch(/\bGET\b/);
      const body = await expectRefusal(response, [405]);
      expect(JSON.stringify(body)).not.toContain(backend.keys.vapidPrivateKey);
    }
  });
});

describe.each(HOSTS)('delete-account at %s', (host) => {
  it("removes the member's devices and their deliveries, and no one else's", async () => {
    const leaving = await createMember(backend, { name: `leaving-${host}` });
    const staying = await register('userA', {}, host);
    const ids = [(await register(leaving, {}, host)).id, (await register(leaving, {}, host)).id];
    const outbox = 'public.push_deliveries where subscription_id = any($1::uuid[])';
    await rowsOf('insert into public.push_deliveries (subscription_id, listing_id) select unnest($1::uuid[]), $2', [
      ids,
      listingId,
    ]);
    expect(await rowsOf(`select 1 from ${outbox}`, [ids])).toHaveLength(2);
    const response = await send(host, leaving, '/functions/v1/delete-account', 'POST');
    expect(response.status).toBe(200);
    expect(await devicesOf(leaving)).toEqual([]);
    expect(await rowsOf(`select 1 from ${outbox}`, [ids])).toEqual([]);
    expect(await devicesWhere('id = $1', [staying.id])).toHaveLength(1);
  });
});

describe('which endpoints the server posts to (pushEndpointRefusal)', () => {
  const production = { allowLoopback: false };
  const refused: Array<[string, string]> = [
    ['http://fcm.googleapis.com/fcm/send/x', 'not an https address'],
    ['http://updates.push.services.mozilla.com/wpush/v2/x', 'not an https address'],
    ['ftp://fcm.googleapis.com/fcm/send/x', 'not an https address'],
    ['javascript:alert(1)', 'not an https address'],
    ['file:///etc/passwd', 'not an https address'],
    ['https://169.254.169.254/latest/meta-data/', 'not a known push service'],
    ['https://10.0.0.1/x', 'not a known push service'],
    ['https://192.168.1.1/x', 'not a known push service'],
    ['https://127.0.0.1/x', 'not a known push service'],
    ['https://[::1]/x', 'not a known push service'],
    ['https://[::ffff:127.0.0.1]/x', 'not a known push service'],
    ['https://[fd00::1]/x', 'not a known push service'],
    ['https://2130706433/x', 'not a known push service'],
    ['https://localhost/x', 'not a known push service'],
    ['http://localhost:8080/rest/v1/', 'not an https address'],
    ['http://127.0.0.1:8080/x', 'not an https address'],
    ['http://[::1]:9000/x', 'not an https address'],
    ['https://fcm.googleapis.com.evil.example/fcm/send/x', 'not a known push service'],
    ['https://evilfcm.googleapis.com/fcm/send/x', 'not a known push service'],
    ['https://fcm-googleapis.com/x', 'not a known push service'],
    ['https://googleapis.com/x', 'not a known push service'],
    ['https://push.apple.com.evil.example/x', 'not a known push service'],
    ['https://evilpush.apple.com/x', 'not a known push service'],
    ['https://notify.windows.com.evil.example/w/', 'not a known push service'],
    ['https://mozilla.com/wpush/v2/x', 'not a known push service'],
    ['https://evil.example/fcm.googleapis.com', 'not a known push service'],
    ['https://evil.example/?host=fcm.googleapis.com', 'not a known push service'],
    ['https://evil.example#.fcm.googleapis.com', 'not a known push service'],
    ['https://evil.example\\.fcm.googleapis.com/x', 'not a known push service'],
    ['https://fcm.googleapis.com./fcm/send/x', 'not a known push service'],
    ['https://xn--fcm-googleapis-8kb.com/x', 'not a known push service'],
    ['https://fcm.googleapis.com@evil.example/x', 'the address carries credentials'],
    ['https://user:pass@fcm.googleapis.com/fcm/send/x', 'the address carries credentials'],
    ['https://user@fcm.googleapis.com/fcm/send/x', 'the address carries credentials'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'not the standard https port'],
    ['https://fcm.googleapis.com:80/fcm/send/x', 'not the standard https port'],
    ['https://fcm.googleapis.com:0/fcm/send/x', 'not the standard https port'],
    ['not an address', 'not an address'],
    ['', 'not an address'],
    ['https://', 'not an address'],
  ];
  it.each(refused)('refuses %s in production (%s)', (address, reason) => {
    expect(pushEndpointRefusal(address, production)).toBe(reason);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
    'https://fcm.googleapis.com:443/fcm/send/x',
    'https://FCM.GoogleAPIs.com/fcm/send/x',
    'https://android.googleapis.com/gcm/send/x',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-x',
    'https://web.push.apple.com/QGuQyavXutnMH-yzfEYGPr5Gb9ga',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://db5p.notify.windows.com/w/?token=x',
    // By design a subdomain of a known service is that service's.
    'https://anything.fcm.googleapis.com/x',
  ])('accepts %s', (address) => {
    expect(pushEndpointRefusal(address, production)).toBeNull();
  });

  it('with loopback allowed (the demo), accepts loopback push services and still refuses private and foreign hosts', () => {
    const demo = { allowLoopback: true };
    for (const address of ['http://localhost:9000/notify/x', 'http://127.0.0.1:9000/x', 'http://[::1]:9000/x'])
      expect(pushEndpointRefusal(address, demo), address).toBeNull();
    for (const address of [
      'http://10.0.0.1/x',
      'http://169.254.169.254/x',
      'http://evil.example/x',
      'http://localhost.evil.example/x',
    ])
      expect(pushEndpointRefusal(address, demo), address).not.toBeNull();
  });
});
