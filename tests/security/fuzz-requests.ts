// The malformed requests of the fuzz beyond /rest/v1: every /auth/v1 route, every function (and names that
// are not functions), the static server, the dev-only routes, forged tokens and raw HTTP that Node's own
// client would refuse to send. Seeded, so a failure reproduces.
import { signJwt } from '../support/forged-jwt.ts';
import type { RawStep } from '../support/raw-http.ts';
import type { Random } from '../../src/domain/seeded-random.ts';

export type FuzzArea = 'rest' | 'auth' | 'functions' | 'static' | 'dev' | 'raw';

/** One request as bytes on a fresh connection; `isHead` when no body may follow the answer's headers. */
export type RawFuzzRequest = {
  area: FuzzArea;
  label: string;
  steps: RawStep[];
  isHead?: boolean;
  endAfterSending?: boolean;
  deadlineMs?: number;
  /** Sends no request at all (blank lines, then the end): closing without an answer is then right. */
  isNoRequest?: boolean;
};

export type FuzzContext = {
  anonKey: string;
  serviceRoleKey: string;
  memberToken: string;
  jwtSecret: string;
  deletedUserId: string;
  functionNames: readonly string[];
  ingestSecret: string;
  /** Events signed with the webhook secret whose content is malformed, with their Stripe-Signature. */
  signedEvents: ReadonlyArray<{ payload: string; signature: string }>;
};

/** Events with a valid signature and a hostile body: a provider's bug must not become a 500 either. */
export const MALFORMED_EVENTS = [
  { id: 'evt_1', type: 'customer.subscription.updated', created: 1e300, data: { object: {} } },
  {
    id: 'evt_2',
    type: 'checkout.session.completed',
    created: -1e20,
    data: { object: { customer: 7, client_reference_id: 'not-a-uuid' } },
  },
  {
    id: 'x'.repeat(5000),
    type: 'customer.subscription.deleted',
    created: 1,
    data: { object: { id: [], metadata: { user_id: '00000000-0000-4000-8000-000000000000' }, items: { data: 'x' } } },
  },
  {
    id: 'evt_4',
    type: 'customer.subscription.created',
    created: 1.5,
    data: { object: { current_period_end: 1e300, status: { x: 1 } } },
  },
  { id: 'evt_5', type: 'invoice.paid', created: Number.MAX_SAFE_INTEGER, data: { object: {} } },
  {
    id: "evt_6'; drop table payment_events; --",
    type: 'customer.subscription.updated',
    created: 1700000000,
    data: { object: { customer: 'cus_x', metadata: { user_id: 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' } } },
  },
];

const IN_AN_HOUR = () => Math.floor(Date.now() / 1000) + 3600;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens no server should trust, or should trust only as far as their claims allow. */
export function forgedTokens(context: FuzzContext): string[] {
  const sign = (claims: Record<string, unknown>) => signJwt({ exp: IN_AN_HOUR(), ...claims }, context.jwtSecret);
  return [
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', exp: IN_AN_HOUR() })}.`,
    `${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.c2lnbmF0dXJl`,
    signJwt({ role: 'service_role', exp: IN_AN_HOUR() }, 'not-the-secret-of-this-project-at-all'),
    sign({ role: 'authenticated', sub: 'not-a-uuid' }),
    sign({ role: 'authenticated', sub: "'; drop table auth.users; --" }),
    sign({ role: 'authenticated', sub: '' }),
    sign({ role: 'authenticated', sub: 12345 }),
    sign({ role: 'anon', sub: 'also-not-a-uuid' }),
    sign({ role: 'service_role', sub: 'x' }),
    sign({ role: 'authenticated', sub: context.deletedUserId, session_id: '00000000-0000-4000-8000-000000000000' }),
    sign({ role: 'authenticated', sub: context.deletedUserId, session_id: 'not-a-session' }),
    sign({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000', session_id: 17 }),
    sign({ role: 'postgres' }),
    sign({ role: 'supabase_admin' }),
    sign({ role: ['service_role'] }),
    sign({ role: 'authenticated', sub: context.deletedUserId, exp: '9999999999' }),
    sign({ role: 'authenticated', sub: context.deletedUserId, exp: -1 }),
    sign({
      role: 'authenticated',
      sub: context.deletedUserId,
      email: { nested: true },
      app_metadata: 'x',
      padding: 'p'.repeat(6000),
    }),
    'a'.repeat(12_000),
    'a.b.c',
    '...',
    `${base64url([1, 2])}.${base64url([3])}.x`,
    'Bearer',
    context.anonKey.slice(0, -3),
  ];
}

type Shape = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };

/** An HTTP/1.1 request as text, closing the connection after the answer. */
export function requestBytes({ method, path, headers = {}, body }: Shape): Buffer {
  const bodyBytes = body === undefined ? null : Buffer.from(body);
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (bodyBytes) lines.push(`Content-Length: ${bodyBytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bodyBytes ?? Buffer.alloc(0)]);
}

export function shaped(area: FuzzArea, label: string, shape: Shape): RawFuzzRequest {
  return { area, label, steps: [requestBytes(shape)], isHead: shape.method === 'HEAD' };
}

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'PURGE',
  'MKCOL',
  'SEARCH',
  'QUERY',
  'LINK',
  'FOO',
  'get',
];
const BAD_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ff%fe', '%00', '%2e%2e%2f', '%%32%65', '%u002e', '%uD800'];
const JSON_BODIES = [
  '{',
  '[]',
  'null',
  '"x"',
  '1e999',
  '{"email":1,"password":[]}',
  '{"email":"a@b.co","password":"correct-horse"}',
  '{"__proto__":{"role":"service_role"}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `{"data":${'['.repeat(500)}${']'.repeat(500)}}`,
  '\u0000\u0001',
  '{"refresh_token":"x"}',
  '{"email":"a@b.co","data":{"first_name":"x"}}',
];

function authorization(random: Random, context: FuzzContext): Record<string, string> {
  const token = random.pick([
    ...forgedTokens(context),
    context.anonKey,
    context.memberToken,
    context.serviceRoleKey,
    '',
  ]);
  const headers: Record<string, string> = { apikey: random.pick([context.anonKey, context.anonKey, 'garbage', token]) };
  if (random.chance(0.85))
    headers.Authorization = random.pick([`Bearer ${token}`, `bearer ${token}`, token, `Basic ${token}`, 'Bearer']);
  return headers;
}

// Each route with the method it takes; the fuzz mostly keeps that method, so the request reaches the handler.
const AUTH_ROUTES: ReadonlyArray<[string, string]> = [
  ['POST', '/signup'],
  ['POST', '/signup?redirect_to=%zz'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['POST', '/token?grant_type=id_token'],
  ['POST', '/token?grant_type=%'],
  ['POST', '/token'],
  ['GET', '/user'],
  ['PUT', '/user'],
  ['PUT', '/user?redirect_to=javascript:alert(1)'],
  ['POST', '/logout'],
  ['POST', '/logout?scope=global'],
  ['POST', '/logout?scope=%zz'],
  ['POST', '/recover'],
  ['POST', '/recover?redirect_to=%E0%A4%A'],
  ['GET', '/verify?type=signup&token=x'],
  ['GET', '/verify?type=recovery&token=%zz&redirect_to=%zz'],
  ['GET', '/verify?type=email_change&token='],
  ['GET', '/verify?type=magiclink'],
  ['GET', '/verify'],
  ['GET', '/authorize?provider=google'],
  ['GET', '/authorize?provider=google&redirect_to=//evil.example'],
  ['GET', '/authorize?provider=%00'],
  ['POST', '/authorize/local'],
  ['GET', '/settings'],
  ['GET', '/settings%zz'],
  ['GET', '/admin/users'],
  ['GET', '/admin/users/abc'],
  ['DELETE', '/admin/users/%zz'],
  ['GET', '/admin/users/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/admin/users/zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
  ['GET', '/admin/users/%2e%2e'],
  ['GET', '/'],
  ['GET', '/%'],
  ['GET', '/user/%zz'],
  ['POST', '/token%00?grant_type=password'],
  ['POST', '/factors'],
  ['POST', '/otp'],
  ['POST', '/magiclink'],
  ['GET', '/callback'],
  ['POST', '/invite'],
];

export function authRequests(count: number, random: Random, context: FuzzContext): RawFuzzRequest[] {
  const requests: RawFuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const [usual, route] = random.pick(AUTH_ROUTES);
    const method = random.chance(0.7) ? usual : random.pick(METHODS);
    const isForm = route === '/authorize/local' && random.chance(0.5);
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : isForm
          ? random.pick(['email=%zz&name=x', 'email=a%40b.co&redirect_to=%E0', 'email=' + 'a'.repeat(300), '%%%'])
          : random.pick(JSON_BODIES);
    requests.push(
      shaped('auth', `auth ${method} ${route}`, {
        method,
        path: `/auth/v1${route}`,
        headers: {
          ...authorization(random, context),
          'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body,
      }),
    );
  }
  return requests;
}

const HOSTILE_FUNCTION_NAMES = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'prototype',
  '%',
  '%zz',
  '%00',
  '..',
  '../',
  '..%2fsend-alerts',
  'MAP-CONFIG',
  'map-config%20',
  '',
  'x'.repeat(4000),
  '😀',
  '%F0%9F%98%80',
  'send-alerts/..',
  'a/b/c',
];

export function functionRequests(count: number, random: Random, context: FuzzContext): RawFuzzRequest[] {
  const requests: RawFuzzRequest[] = [];
  const names = [...context.functionNames, ...HOSTILE_FUNCTION_NAMES];
  for (let index = 0; index < count; index += 1) {
    // Every name with every method once, then random combinations with hostile parts.
    const name =
      index < names.length * METHODS.length
        ? (names[Math.floor(index / METHODS.length)] as string)
        : random.pick(names);
    const method =
      index < names.length * METHODS.length ? (METHODS[index % METHODS.length] as string) : random.pick(METHODS);
    const suffix = random.pick([
      '',
      '',
      `?token=${random.pick(BAD_ENCODINGS)}`,
      '/extra',
      `?${random.pick(BAD_ENCODINGS)}=1`,
      '#frag',
    ]);
    const headers: Record<string, string> = {
      ...authorization(random, context),
      'Content-Type': random.pick([
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]),
    };
    if (name === 'ingest-posts' && random.chance(0.3))
      headers['x-ingest-secret'] = random.pick(['short', 'x'.repeat(64), '']);
    if (name === 'stripe-webhook')
      headers['Stripe-Signature'] = random.pick([
        't=1,v1=abc',
        't=abc,v1=',
        'v1=',
        ',,,',
        `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        't=1e999,v1=x',
      ]);
    if (name === 'ingest-posts' && random.chance(0.3)) headers['x-ingest-secret'] = context.ingestSecret;
    const signed = name === 'stripe-webhook' && random.chance(0.4) ? random.pick(context.signedEvents) : null;
    if (signed) headers['Stripe-Signature'] = signed.signature;
    if (name === 'send-contact-email' && random.chance(0.5))
      headers['x-forwarded-for'] = random.pick(['1.2.3.4', '%zz', 'x'.repeat(500)]);
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : (signed?.payload ??
          random.pick([
            ...JSON_BODIES,
            '{"name":"A","email":"not-an-email","message":"hi"}',
            JSON.stringify({ name: 'A'.repeat(300), email: 'a@b.co', subject: '[FEEDBACK] x', message: 'm' }),
            '{"title":"x"}\n{broken\n' + '\n'.repeat(10),
            `${JSON.stringify({ text: 'Room for rent €700', url: 'https://www.facebook.com/groups/1/posts/2', created_time: 'yesterday', id: [] })}\n${JSON.stringify({ message: 'x'.repeat(20_000), images: 'none' })}\n[]\nnull\n"text"\n${JSON.stringify({ text: {}, url: 5 })}`,
            '{"id":"evt_1","type":"customer.subscription.updated","created":1e300,"data":{"object":{}}}',
          ]));
    requests.push(
      shaped('functions', `function ${method} ${name.slice(0, 40)}${suffix}`, {
        method,
        path: `/functions/v1/${name}${suffix}`,
        headers,
        body,
      }),
    );
  }
  return requests;
}

const STATIC_PATHS = [
  '/',
  '/listings',
  '/listings?x=%zz',
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/assets/',
  '/assets/%zz',
  '/assets/missing.js',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fpackage.json',
  '/..%5c..%5cpackage.json',
  '/%2e%2e%2fsupabase%2flocal%2fserver.ts',
  '//etc/passwd',
  '/.%2e/.%2e/etc/hosts',
  '/%00',
  '/index.html%00.js',
  '/%2500',
  '/%',
  '/%zz',
  '/%E0%A4%A',
  '/%C0%AE%C0%AE/',
  '/.env',
  '/.git/config',
  '/package.json',
  '/basemap/%zz.pbf',
  '/basemap/../../package.json',
  `/${'a'.repeat(7000)}`,
  `/${'a/'.repeat(3000)}`,
  `/${'%2e%2e/'.repeat(500)}etc/passwd`,
  '/listings/%E2%80%AE',
  '/*',
  '/?q=%uD800',
];
const RANGES = [
  'bytes=0-0',
  'bytes=-0',
  'bytes=0-',
  'bytes=-1',
  'bytes=99999999999999999999-',
  'bytes=5-1',
  'bytes=0-1,2-3',
  'bytes=--',
  'bytes=-99999999999999999999',
  'items=0-1',
  'bytes=1e3-',
  'bytes= 0-1',
  'bytes=0-9007199254740993',
  'bytes=abc',
  '',
];

export function staticRequests(count: number, random: Random): RawFuzzRequest[] {
  const requests: RawFuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const path = index < STATIC_PATHS.length ? (STATIC_PATHS[index] as string) : random.pick(STATIC_PATHS);
    const method = random.chance(0.75) ? random.pick(['GET', 'HEAD']) : random.pick(METHODS);
    const headers: Record<string, string> = {};
    if (random.chance(0.5)) headers.Range = random.pick(RANGES);
    if (random.chance(0.4))
      headers['Accept-Encoding'] = random.pick(['br', 'gzip', 'br;q=0, gzip;q=0', 'garbage;q=x', '*', 'identity;q=0']);
    if (random.chance(0.2)) headers['If-None-Match'] = random.pick(['*', '"x"', 'W/""', '%zz']);
    requests.push(
      shaped('static', `static ${method} ${path.slice(0, 60)}`, {
        method,
        path,
        headers,
        body: method === 'POST' || method === 'PUT' ? '{}' : undefined,
      }),
    );
  }
  return requests;
}

const DEV_PATHS = [
  '/_dev/mail',
  '/_dev/mail/messages',
  '/_dev/mail/messages?to=%zz',
  '/_dev/mail/%zz',
  '/_dev/payments/customers',
  '/_dev/payments/checkout-sessions',
  '/_dev/payments/portal-sessions',
  '/_dev/payments/cancel',
  '/_dev/payments/%zz',
  '/_dev/payments/__proto__',
  '/_dev/checkout/cs_x/pay',
  '/_dev/checkout/toString',
  '/_dev/checkout/%zz/cancel',
  '/_dev/portal/constructor/cancel',
  '/_dev/portal/',
  '/_dev/unknown',
  '/_dev/',
  '/_dev',
];

export function devRequests(count: number, random: Random, context: FuzzContext): RawFuzzRequest[] {
  const requests: RawFuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const path = random.pick(DEV_PATHS);
    const method = random.chance(0.7) ? random.pick(['GET', 'POST']) : random.pick(METHODS);
    const headers = random.chance(0.5)
      ? { Authorization: `Bearer ${context.serviceRoleKey}`, 'Content-Type': 'application/json' }
      : authorization(random, context);
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : random.pick([
            ...JSON_BODIES,
            '{"customerId":"toString"}',
            '{"customerId":"__proto__","userId":1}',
            '{"email":{"x":1}}',
          ]);
    requests.push(shaped('dev', `dev ${method} ${path}`, { method, path, headers, body }));
  }
  return requests;
}

const CRLF = '\r\n';

/** Raw requests that break HTTP itself: Node answers these before any handler runs, or closes after a timeout. */
export function rawRequests(context: FuzzContext): RawFuzzRequest[] {
  const head = (lines: string[]) => `${lines.join(CRLF)}${CRLF}${CRLF}`;
  const raw = (label: string, steps: RawStep[], options: Partial<RawFuzzRequest> = {}): RawFuzzRequest => ({
    area: 'raw',
    label,
    steps,
    ...options,
  });
  const post = 'POST /rest/v1/favorites HTTP/1.1';
  const auth = `apikey: ${context.anonKey}`;
  const lines: RawFuzzRequest[] = [
    raw('no request line', [`${CRLF}${CRLF}`], { endAfterSending: true, isNoRequest: true }),
    raw('garbage request line', ['GARBAGE\r\n\r\n']),
    raw('method only', ['GET\r\n\r\n']),
    raw('unknown HTTP version', [head(['GET / HTTP/9.9', 'Host: localhost'])]),
    raw('HTTP/0.9 style', ['GET /\r\n\r\n']),
    raw('bad characters in the method', [head(['G@T / HTTP/1.1', 'Host: localhost'])]),
    raw('lowercase method', [head(['get / HTTP/1.1', 'Host: localhost'])]),
    raw('unknown method', [head(['BREW /rest/v1/listings HTTP/1.1', 'Host: localhost'])]),
    raw('space in the path', [head(['GET /rest v1 HTTP/1.1', 'Host: localhost'])]),
    raw('NUL in the path', [head(['GET /\u0000 HTTP/1.1', 'Host: localhost'])]),
    raw('non-ASCII in the path', [Buffer.from(head(['GET /\u00e9\u00ff HTTP/1.1', 'Host: localhost']), 'latin1')]),
    raw('TLS client hello', [Buffer.from('16030100a5010000a10303', 'hex')], { endAfterSending: true }),
    raw('absolute-form target', [
      head(['GET http://evil.example/rest/v1/listings HTTP/1.1', 'Host: localhost', 'Connection: close']),
    ]),
    raw('unparseable absolute target', [head(['GET //[ HTTP/1.1', 'Host: localhost', 'Connection: close'])]),
    raw('unparseable target to the API', [
      head(['GET http://[::1/rest/v1/listings HTTP/1.1', 'Host: localhost', 'Connection: close']),
    ]),
    raw('asterisk target', [head(['OPTIONS * HTTP/1.1', 'Host: localhost', 'Connection: close'])]),
    raw('asterisk target with GET', [head(['GET * HTTP/1.1', 'Host: localhost', 'Connection: close'])]),
    raw('CONNECT to a host', [head(['CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443'])]),
    raw('CONNECT to a function', [head(['CONNECT /functions/v1/map-config HTTP/1.1', 'Host: localhost'])]),
    raw('upgrade to an unknown protocol', [
      head(['GET /rest/v1/listings HTTP/1.1', 'Host: localhost', 'Connection: Upgrade', 'Upgrade: h2c']),
    ]),
    raw('websocket upgrade with a broken target', [
      head([
        'GET //[ HTTP/1.1',
        'Host: localhost',
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ]),
    ]),
    raw('websocket upgrade with a bad percent-encoding', [
      head([
        'GET /realtime/v1/websocket?apikey=%zz HTTP/1.1',
        'Host: localhost',
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ]),
    ]),
    raw('websocket upgrade without a key', [
      head([
        `GET /realtime/v1/websocket?apikey=${context.anonKey} HTTP/1.1`,
        'Host: localhost',
        'Connection: Upgrade',
        'Upgrade: websocket',
      ]),
    ]),
    raw('header without a colon', [head(['GET / HTTP/1.1', 'Host: localhost', 'NoColonHere'])]),
    raw('space before the colon', [head(['GET / HTTP/1.1', 'Host : x'])]),
    raw('NUL in a header value', [head(['GET / HTTP/1.1', 'Host: localhost', 'X-A: a\u0000b'])]),
    raw('bare CR in a header', [head(['GET / HTTP/1.1', 'Host: localhost', 'X-A: a\rb'])]),
    raw('obsolete line folding', [head(['GET / HTTP/1.1', 'Host: localhost', 'X-A: a', ' b'])]),
    raw('header name with a space', [head(['GET / HTTP/1.1', 'Host: localhost', 'X A: b'])]),
    raw('huge header', [head(['GET / HTTP/1.1', 'Host: localhost', `X-Big: ${'b'.repeat(20_000)}`])]),
    raw('huge request target', [
      head([`GET /rest/v1/listings?select=${'a'.repeat(20_000)} HTTP/1.1`, 'Host: localhost']),
    ]),
    raw('many headers', [
      head([
        'GET / HTTP/1.1',
        'Host: localhost',
        'Connection: close',
        ...Array.from({ length: 3000 }, (_, index) => `X-${index}: y`),
      ]),
    ]),
    raw('negative Content-Length', [head([post, 'Host: localhost', auth, 'Content-Length: -1']), '{}']),
    raw('non-numeric Content-Length', [head([post, 'Host: localhost', auth, 'Content-Length: abc']), '{}']),
    raw('two different Content-Lengths', [
      head([post, 'Host: localhost', auth, 'Content-Length: 2', 'Content-Length: 5']),
      '{}',
    ]),
    raw('Content-Length list', [head([post, 'Host: localhost', auth, 'Content-Length: 2, 2']), '{}']),
    raw('huge Content-Length', [head([post, 'Host: localhost', auth, 'Content-Length: 99999999999999999999']), '{}'], {
      endAfterSending: true,
    }),
    raw('Content-Length and chunked', [
      head([post, 'Host: localhost', auth, 'Content-Length: 4', 'Transfer-Encoding: chunked']),
      '0\r\n\r\n',
    ]),
    raw('unknown transfer coding', [
      head([post, 'Host: localhost', auth, 'Transfer-Encoding: gzip, chunked, x']),
      '0\r\n\r\n',
    ]),
    raw('chunked garbage size', [
      head([post, 'Host: localhost', auth, 'Transfer-Encoding: chunked']),
      'zz\r\n{}\r\n0\r\n\r\n',
    ]),
    raw('chunk size too large', [
      head([post, 'Host: localhost', auth, 'Transfer-Encoding: chunked']),
      'ffffffffffffffffff\r\n{}\r\n',
    ]),
    raw('chunk without its CRLF', [
      head([post, 'Host: localhost', auth, 'Transfer-Encoding: chunked']),
      '2\r\n{}XX0\r\n\r\n',
    ]),
    raw('chunked with hostile extensions', [
      head([post, 'Host: localhost', auth, 'Transfer-Encoding: chunked']),
      `2;${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    ]),
    raw(
      'body shorter than its Content-Length, then the client gives up',
      [
        head([post, 'Host: localhost', auth, 'Content-Type: application/json', 'Content-Length: 100']),
        '{"listing_id":',
      ],
      { endAfterSending: true },
    ),
    raw(
      'body shorter than its Content-Length to a function',
      [
        head([
          'POST /functions/v1/send-contact-email HTTP/1.1',
          'Host: localhost',
          'Content-Type: application/json',
          'Content-Length: 100',
        ]),
        '{"name":',
      ],
      { endAfterSending: true },
    ),
    raw(
      'body shorter than its Content-Length to auth',
      [
        head([
          'POST /auth/v1/signup HTTP/1.1',
          'Host: localhost',
          'Content-Type: application/json',
          'Content-Length: 100',
        ]),
        '{"email":',
      ],
      { endAfterSending: true },
    ),
    raw(
      'chunked body cut short',
      [head([post, 'Host: localhost', auth, 'Transfer-Encoding: chunked']), '10\r\n{"a":'],
      { endAfterSending: true },
    ),
    raw('half a request line, then the client gives up', ['GET /rest/v1/list'], { endAfterSending: true }),
    raw('headers cut short, then the client gives up', ['GET / HTTP/1.1\r\nHost: localhost\r\nX-A: '], {
      endAfterSending: true,
    }),
    raw('request smuggling attempt', [
      head([post, 'Host: localhost', auth, 'Content-Length: 6', 'Transfer-Encoding: chunked']),
      '0\r\n\r\nGET /_dev/mail HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ]),
  ];
  // Slow clients: a request line and headers sent a few bytes at a time, then nothing more. The server's
  // headers timeout must answer or close; the test's own deadline catches a hang.
  const slow = (label: string, steps: RawStep[]) => raw(label, steps, { deadlineMs: 15_000 });
  lines.push(
    slow('slowloris: headers never finished', [
      'GET / HTTP/1.1\r\n',
      { pauseMs: 300 },
      'Host: localhost\r\n',
      { pauseMs: 300 },
      'X-A: 1\r\n',
    ]),
    slow('slowloris: request line never finished', ['GET /rest/v1/listi']),
    slow('slowloris: body never sent', [
      head([post, 'Host: localhost', auth, 'Content-Type: application/json', 'Content-Length: 50']),
      '{',
    ]),
    raw('idle connection', [], { deadlineMs: 15_000, isNoRequest: true }),
  );
  return lines;
}
