// One test per way a malformed request used to get a 500, a dropped connection or a crash (issue 15):
// each names what it sends and the 4xx it must get instead, with a message and nothing of the internals.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../support/forged-jwt.ts';
import { signWebhookPayload } from '../../supabase/functions/_shared/payments/webhook-signature.ts';
import { startLocalServer } from '../../supabase/local/app-host/server.ts';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import { createMember, insertListings, serviceClient, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';
import { requestBytes } from './fuzz-requests.ts';

const backend = useTestBackend();
let port: number;
let member: TestUser;

beforeAll(async () => {
  port = Number(new URL(backend.url).port);
  member = await createMember(backend, { name: 'malformed' });
}, 60_000);

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawOutcome> {
  return rawRequest(port, [requestBytes({ method, path, headers, body })], { isHead: method === 'HEAD' });
}

/** The answer, which must be a 4xx with a JSON message and no trace of the server's insides. */
/** A payment event signed with the server's webhook secret, as Stripe would send it. */
async function sendSignedEvent(payload: string): Promise<RawOutcome> {
  const signature = await signWebhookPayload(payload, backend.keys.webhookSecret);
  return send(
    'POST',
    '/functions/v1/stripe-webhook',
    { 'Stripe-Signature': signature, 'Content-Type': 'application/json' },
    payload,
  );
}

function expectClientError(outcome: RawOutcome, status: number): { head: string; body: Record<string, unknown> } {
  expect(outcome.kind).toBe('answered');
  if (outcome.kind !== 'answered') throw new Error('no answer');
  expect({ status: outcome.status, body: outcome.body.slice(0, 200) }).toMatchObject({ status });
  expect(outcome.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d/);
  const body = JSON.parse(outcome.body) as Record<string, unknown>;
  expect(String(body.message ?? body.error ?? body.msg ?? '')).not.toBe('');
  return { head: outcome.head, body };
}

const signed = (claims: Record<string, unknown>) =>
  signJwt({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, backend.keys.jwtSecret);

describe('functions', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    '/functions/v1/%s is an unknown function (404), not Object.prototype',
    async (name) => {
      const { body } = expectClientError(
        await send('POST', `/functions/v1/${name}`, { apikey: backend.keys.anonKey }, '{}'),
        404,
      );
      expect(body).toEqual({ error: `No function named ${name}` });
    },
  );

  it('TRACE, which the Fetch API cannot carry, is a 405 naming the methods a function takes', async () => {
    const { head } = expectClientError(await send('TRACE', '/functions/v1/send-contact-email'), 405);
    expect(head).toMatch(/\r\nallow: POST, OPTIONS/i);
  });

  it('every 405 of a function says in Allow what it takes', async () => {
    expect(expectClientError(await send('PUT', '/functions/v1/map-config', {}, '{}'), 405).head).toMatch(
      /\r\nallow: GET, POST, OPTIONS/i,
    );
    expect(expectClientError(await send('GET', '/functions/v1/send-alerts'), 405).head).toMatch(/\r\nallow: POST\r\n/i);
  });

  it.each([
    ['a NUL in its id', { id: 'evt_\u0000x', type: 'customer.subscription.updated', object: {} }],
    ['a lone surrogate in its type', { id: 'evt_surrogate', type: 'customer.\ud800', object: {} }],
    ['a NUL deep in its object', { id: 'evt_deep_nul', type: 'x', object: { customer: 'cus_\u0000' } }],
  ])('a signed payment event with %s is a 400 (Postgres could never store it), not a 500', async (_what, event) => {
    const payload = JSON.stringify({
      id: event.id,
      type: event.type,
      created: Math.floor(Date.now() / 1000),
      data: { object: event.object },
    });
    const { body } = expectClientError(await sendSignedEvent(payload), 400);
    expect(JSON.stringify(body)).toContain('cannot be stored');
  });

  it('a signed payment event whose user id only looks like one (36 dashes) is acknowledged, not a 500', async () => {
    const payload = JSON.stringify({
      id: 'evt_dashes',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: 'sub_dashes', customer: 'cus_dashes', status: 'active', metadata: { user_id: '-'.repeat(36) } },
      },
    });
    const outcome = await sendSignedEvent(payload);
    expect(outcome.kind === 'answered' && outcome.status).toBe(200);
  });

  it('a signed payment event with an impossible time is a 400, not a RangeError', async () => {
    const payload = JSON.stringify({
      id: 'evt_far',
      type: 'customer.subscription.updated',
      created: 1e300,
      data: { object: {} },
    });
    expectClientError(await sendSignedEvent(payload), 400);
  });
});

describe('bad percent-encodings', () => {
  it.each(['/rest/v1/%', '/rest/v1/%zz', '/rest/v1/%E0%A4%A', '/rest/v1/rpc/%C0'])(
    '%s is a 400, not a URIError',
    async (path) => {
      expectClientError(await send('GET', path, { apikey: backend.keys.anonKey }), 400);
    },
  );
});

describe('tokens whose claims are not what they must be', () => {
  it('a signed token whose sub is not a UUID is refused by /rest/v1 with 401', async () => {
    const token = signed({ role: 'authenticated', sub: 'not-a-uuid' });
    expectClientError(
      await send('GET', '/rest/v1/favorites?select=id', {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${token}`,
      }),
      401,
    );
    const anon = signed({ role: 'anon', sub: 'x' });
    expectClientError(
      await send('GET', '/rest/v1/saved_filters?select=id', {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${anon}`,
      }),
      401,
    );
  });

  it('and by /auth/v1/user, PUT /auth/v1/user and /auth/v1/logout with 401', async () => {
    const headers = {
      apikey: backend.keys.anonKey,
      Authorization: `Bearer ${signed({ role: 'authenticated', sub: "1'; --" })}`,
      'Content-Type': 'application/json',
    };
    expectClientError(await send('GET', '/auth/v1/user', headers), 401);
    expectClientError(await send('PUT', '/auth/v1/user', headers, '{"data":{}}'), 401);
    expectClientError(await send('POST', '/auth/v1/logout', headers), 401);
  });

  it('a session_id that is not a UUID is a 401 at logout, not a failed uuid cast', async () => {
    const token = signed({ role: 'authenticated', sub: member.id, session_id: 'not-a-session' });
    expectClientError(
      await send('POST', '/auth/v1/logout', { apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` }),
      401,
    );
  });
});

describe('HTTP that Node cannot hand to a handler', () => {
  it('an unparseable request target is a 400', async () => {
    expectClientError(
      await rawRequest(port, ['GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n']),
      400,
    );
  });

  it('an upgrade with an unparseable target is a 400, and the server lives on', async () => {
    const upgrade =
      'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';
    expectClientError(await rawRequest(port, [upgrade]), 400);
    expect((await send('GET', '/auth/v1/settings', { apikey: backend.keys.anonKey })).kind).toBe('answered');
  });

  it('CONNECT is answered with 405, not dropped', async () => {
    expectClientError(
      await rawRequest(port, ['CONNECT /functions/v1/map-config HTTP/1.1\r\nHost: localhost\r\n\r\n']),
      405,
    );
    expectClientError(
      await rawRequest(port, ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n']),
      405,
    );
  });

  it('a garbage method or request line is a 400 with a message', async () => {
    expectClientError(await rawRequest(port, ['G@T / HTTP/1.1\r\nHost: localhost\r\n\r\n']), 400);
    expectClientError(await rawRequest(port, ['GARBAGE\r\n\r\n']), 400);
  });

  it('headers larger than the limit are a 431 with a message', async () => {
    expectClientError(
      await rawRequest(port, [`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`]),
      431,
    );
  });

  it('a body that ends before its Content-Length is a 400, not a logged server failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const head = `POST /rest/v1/favorites HTTP/1.1\r\nHost: localhost\r\napikey: ${backend.keys.anonKey}\r\nAuthorization: Bearer ${member.accessToken}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
      expectClientError(await rawRequest(port, [head, '{"listing_id":'], { endAfterSending: true }), 400);
      await new Promise((wait) => setTimeout(wait, 100));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('slow and idle clients', () => {
  it('the server has a real server timeouts by default', () => {
    expect(backend.server.headersTimeout).toBe(15_000);
    expect(backend.server.requestTimeout).toBe(60_000);
    expect(backend.server.keepAliveTimeout).toBe(5_000);
    expect(backend.server.timeout).toBe(120_000);
  });

  it('headers that never end get a 408 once the headers timeout passes', async () => {
    const { server } = await startLocalServer({
      port: 0,
      distDir: 'dist',
      timeouts: { headersMs: 500, requestMs: 1_000, checkEveryMs: 100 },
    });
    try {
      const slowPort = (server.address() as { port: number }).port;
      const started = Date.now();
      const outcome = await rawRequest(slowPort, ['GET / HTTP/1.1\r\n', { pauseMs: 200 }, 'Host: localhost\r\n'], {
        deadlineMs: 5_000,
      });
      expectClientError(outcome, 408);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('found by an attacker review of the first-visit change', () => {
  const deep = `{"plan":${'['.repeat(5000)}${']'.repeat(5000)}}`;

  it.each([
    ['POST', '/rest/v1/rpc/apply_ingest_plan', 'anon'],
    ['POST', '/rest/v1/favorites', 'member'],
    ['POST', '/auth/v1/signup', 'anon'],
    ['PUT', '/auth/v1/user', 'member'],
    ['POST', '/functions/v1/send-contact-email', 'anon'],
  ])('JSON nested 5,000 deep to %s %s is a 400, not a 500 from a recursion out of stack', async (method, path, who) => {
    const token = who === 'member' ? member.accessToken : backend.keys.anonKey;
    const { body } = expectClientError(
      await send(
        method,
        path,
        { apikey: backend.keys.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        deep,
      ),
      400,
    );
    expect(JSON.stringify(body)).toMatch(/nests deeper than 256 levels/);
  });

  it('a function that writes, called by GET, is a 405 and writes nothing', async () => {
    const [listing] = await insertListings(backend, [{ title: 'Not closed by a GET' }]);
    const plan = encodeURIComponent(JSON.stringify({ closes: [{ listing_id: listing }] }));
    const service = { apikey: backend.keys.serviceRoleKey, Authorization: `Bearer ${backend.keys.serviceRoleKey}` };
    expectClientError(await send('GET', `/rest/v1/rpc/apply_ingest_plan?plan=${plan}`, service), 405);
    const { data } = await serviceClient(backend)
      .from('listings')
      .select('is_unavailable_or_double')
      .eq('id', listing as number);
    expect(data).toEqual([{ is_unavailable_or_double: null }]);
  });

  it('a signed subscription event for a member who does not exist is acknowledged, not retried for days', async () => {
    const payload = JSON.stringify({
      id: 'evt_no_member',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'sub_gone',
          customer: 'cus_gone',
          status: 'active',
          metadata: { user_id: '00000000-0000-4000-8000-000000000000' },
        },
      },
    });
    const outcome = await sendSignedEvent(payload);
    expect(outcome.kind === 'answered' && outcome.status).toBe(200);
    expect(outcome.kind === 'answered' && JSON.parse(outcome.body)).toEqual({
      received: true,
      outcome: 'no such member',
    });
  });

  it('a number beyond a double (1e999) in a body is a 400, not a value stored as null', async () => {
    const { body } = expectClientError(
      await send(
        'POST',
        '/rest/v1/saved_filters',
        {
          apikey: backend.keys.anonKey,
          Authorization: `Bearer ${member.accessToken}`,
          'Content-Type': 'application/json',
        },
        '{"id":"huge-price","name":"Huge","price_min":1e999}',
      ),
      400,
    );
    expect(body.message).toBe('The JSON holds a number too large to read');
  });

  it("an id in the form of another member's favorite or alert is refused, so B's devices can still write theirs", async () => {
    const other = await createMember(backend, { name: 'squatted' });
    const [listing] = await insertListings(backend, [{ title: 'Squatted' }]);
    const headers = {
      apikey: backend.keys.anonKey,
      Authorization: `Bearer ${member.accessToken}`,
      'Content-Type': 'application/json',
    };
    expectClientError(
      await send(
        'POST',
        '/rest/v1/favorites',
        headers,
        JSON.stringify({ id: `${other.id}:${listing}`, listing_id: listing }),
      ),
      400,
    );
    expectClientError(
      await send('POST', '/rest/v1/saved_filters', headers, JSON.stringify({ id: `alert:${other.id}`, name: 'Mine' })),
      400,
    );
    // Nor in capitals.
    expectClientError(
      await send(
        'POST',
        '/rest/v1/favorites',
        headers,
        JSON.stringify({ id: `${other.id.toUpperCase()}:${listing}`, listing_id: listing }),
      ),
      400,
    );
    expectClientError(
      await send('POST', '/rest/v1/saved_filters', headers, JSON.stringify({ id: `ALERT:${other.id}`, name: 'Mine' })),
      400,
    );
    // Their own ids in that form still go in.
    const own = await send(
      'POST',
      '/rest/v1/favorites',
      headers,
      JSON.stringify({ id: `${member.id}:${listing}`, listing_id: listing }),
    );
    expect(own.kind === 'answered' && own.status).toBe(201);
  });

  it.each(['/functions/v1/first-results?order=list&filters=%7B%7D', '/functions/v1/listings-snapshot'])(
    'HEAD %s answers with the head GET would have',
    async (path) => {
      const head = await send('HEAD', path, { apikey: backend.keys.anonKey });
      expect(head.kind === 'answered' && head.status).toBe(200);
      expect(head.kind === 'answered' && head.head).toMatch(/\r\ncontent-type: application\/json/i);
    },
  );

  it('listings-snapshot: q=0 refuses gzip, a weak or listed tag revalidates, and the router keeps Vary: Origin', async () => {
    const refused = await send('GET', '/functions/v1/listings-snapshot', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(refused.kind === 'answered' && refused.head).not.toMatch(/\r\ncontent-encoding: gzip/i);
    const gzipped = await send('GET', '/functions/v1/listings-snapshot', {
      'Accept-Encoding': 'gzip',
      Origin: 'http://localhost:5173',
    });
    if (gzipped.kind !== 'answered') throw new Error('no answer');
    expect(gzipped.head).toMatch(/\r\nvary: [^\r]*Origin/i);
    expect(gzipped.head).toMatch(/\r\nvary: [^\r]*Accept-Encoding/i);
    const etag = /\r\netag: ("[^"\r]+")/i.exec(gzipped.head)?.[1] ?? '';
    for (const header of [`W/${etag}`, '*', `"other", ${etag}`]) {
      const again = await send('GET', '/functions/v1/listings-snapshot', {
        'Accept-Encoding': 'gzip',
        'If-None-Match': header,
      });
      expect(again.kind === 'answered' && again.status, header).toBe(304);
    }
  });
});
