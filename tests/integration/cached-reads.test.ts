// The anonymous read cache of supabase/local's /rest/v1 (supabase/local/emulator/rest/cached-reads.ts): repeated
// anonymous reads are served from memory with a strong ETag and 304s; any committed write to what anon can
// read (through REST or straight through the database) makes the next read fresh; members and the service
// role always read the database. On a real Postgres the cache is off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { withCachedAnonReads } from '../../supabase/local/emulator/rest/cached-reads.ts';
import { ResponseRecorder } from '../../supabase/local/emulator/rest/response-recorder.ts';
import { createMember, insertListings, isPostgresPass, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let premium: TestUser;
let listingId: number;

beforeAll(async () => {
  [listingId] = (await insertListings(backend, [{ title: 'Cached room', rent_on_monthly_basis: 700 }])) as [number];
  premium = await createMember(backend, { premium: true, name: 'premium' });
}, 60_000);

const anonHeaders = () => ({ apikey: backend.keys.anonKey, Authorization: `Bearer ${backend.keys.anonKey}` });

function anonGet(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, { headers: { ...anonHeaders(), ...headers } });
}

/** The cache turns itself on with the first anonymous read; this waits until it answers (bounded). */
async function cacheIsOn(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await anonGet('listings?select=id&limit=1');
    await response.arrayBuffer();
    if (response.headers.get('x-cache')) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The read cache never turned on');
}

describe.skipIf(isPostgresPass)('anonymous reads on PGlite', () => {
  beforeAll(cacheIsOn);

  it('are answered from memory the second time, byte for byte, with a strong ETag', async () => {
    const path = `full_details_housing?select=id,title,url_post&id=eq.${listingId}`;
    const first = await anonGet(path);
    const firstBody = await first.text();
    const second = await anonGet(path);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-range')).toBe(first.headers.get('content-range'));
  });

  it('answer If-None-Match with the ETag (strong or weak form) by 304, and another tag by the answer', async () => {
    const path = `listings?select=id,title&id=eq.${listingId}`;
    const etag = (await anonGet(path)).headers.get('etag') as string;
    const notModified = await anonGet(path, { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect((await anonGet(path, { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    const changed = await anonGet(path, { 'If-None-Match': '"other"' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual([{ id: listingId, title: expect.any(String) }]);
  });

  it('keep an answer per encoding, count preference and shape', async () => {
    const path = `listings?select=id&id=eq.${listingId}`;
    await anonGet(path);
    const counted = await anonGet(path, { Prefer: 'count=exact' });
    expect(counted.headers.get('content-range')).toBe('0-0/1');
    const single = await anonGet(path, { Accept: 'application/vnd.pgrst.object+json' });
    expect(await single.json()).toEqual({ id: listingId });
  });

  it('are fresh after a write through REST by the service role', async () => {
    const path = `full_details_housing?select=title&id=eq.${listingId}`;
    await anonGet(path);
    expect((await anonGet(path)).headers.get('x-cache')).toBe('hit');
    const patch = await fetch(`${backend.url}/rest/v1/listings?id=eq.${listingId}`, {
      method: 'PATCH',
      headers: {
        apikey: backend.keys.serviceRoleKey,
        Authorization: `Bearer ${backend.keys.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ title: 'Renamed through REST' }),
    });
    expect(patch.status).toBe(204);
    const after = await anonGet(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.json()).toEqual([{ title: 'Renamed through REST' }]);
  });

  it('are fresh after writes straight through the database (seeding, ingest)', async () => {
    const path = 'full_details_housing?select=id,title&order=id.asc';
    const before = (await (await anonGet(path)).json()) as Array<{ id: number }>;
    expect((await anonGet(path)).headers.get('x-cache')).toBe('hit');
    const [added] = await insertListings(backend, [{ title: 'Inserted as the owner' }]);
    expect(((await (await anonGet(path)).json()) as Array<{ id: number }>).map((row) => row.id)).toEqual([
      ...before.map((row) => row.id),
      added,
    ]);

    await anonGet(path);
    await backend.db.asOwner((sql) =>
      sql.query('update public.listings set is_unavailable_or_double = $2 where id = $1', [added, 'unavailable']),
    );
    const withdrawn = (await (await anonGet(`full_details_housing?select=_deleted&id=eq.${added}`)).json()) as Array<{
      _deleted: boolean;
    }>;
    expect(withdrawn).toEqual([{ _deleted: true }]);

    await anonGet(path);
    await backend.db.asOwner((sql) => sql.query('delete from public.listing_sources where listing_id = $1', [added]));
    expect((await anonGet(path)).headers.get('x-cache')).toBe('miss');
  });

  it('are never shared with members, who read the database as themselves', async () => {
    const path = `full_details_housing?select=id,url_post&id=eq.${listingId}`;
    await anonGet(path);
    const anonymous = await anonGet(path);
    expect(anonymous.headers.get('x-cache')).toBe('hit');
    expect(await anonymous.json()).toEqual([{ id: listingId, url_post: null }]);
    const asPremium = await fetch(`${backend.url}/rest/v1/${path}`, {
      headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${premium.accessToken}` },
    });
    expect(asPremium.headers.get('x-cache')).toBeNull();
    expect(asPremium.headers.get('etag')).toBeNull();
    expect(await asPremium.json()).toEqual([{ id: listingId, url_post: expect.stringMatching(/^https:\/\//) }]);
  });

  it('do not keep an answer read before a write that committed while it was being sent', async () => {
    // A REST handler that, when held, reads the title and then waits for the test before it answers.
    let hold: { read: () => void; release: Promise<void> } | null = null;
    const slowRest = async (_request: IncomingMessage, response: ServerResponse) => {
      const title = await backend.db.asRole(
        { role: 'anon' },
        async (sql) =>
          (await sql.query<{ title: string }>('select title from public.listings where id = $1', [listingId])).rows[0]
            ?.title,
      );
      const held = hold;
      hold = null;
      if (held) {
        held.read();
        await held.release;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ title }));
    };
    const cached = withCachedAnonReads(slowRest, { db: backend.db, jwtSecret: backend.keys.jwtSecret });
    const request = {
      method: 'GET',
      headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${backend.keys.anonKey}` },
    } as unknown as IncomingMessage;
    const url = new URL(`${backend.url}/rest/v1/listings?select=title`);
    const ask = async () => {
      const recorder = new ResponseRecorder();
      await cached(request, recorder.asServerResponse(), url);
      const answer = recorder.answer();
      return { ...(JSON.parse(answer.body.toString()) as { title: string }), cache: answer.headers['X-Cache'] };
    };
    for (let attempt = 0; attempt < 100 && (await ask()).cache === undefined; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const setTitle = (title: string) =>
      backend.db.asOwner((sql) => sql.query('update public.listings set title = $2 where id = $1', [listingId, title]));

    await setTitle('Before the race');
    let release: () => void = () => undefined;
    const hasRead = new Promise<void>(
      (read) => (hold = { read, release: new Promise<void>((resolve) => (release = resolve)) }),
    );
    const racing = ask();
    await hasRead;
    await setTitle('After the race');
    release();
    expect(await racing).toEqual({ title: 'Before the race', cache: 'miss' });
    expect(await ask()).toEqual({ title: 'After the race', cache: 'miss' });
    expect(await ask()).toEqual({ title: 'After the race', cache: 'hit' });
  });
});

describe.runIf(isPostgresPass)('anonymous reads on a real Postgres', () => {
  it('always go to the database', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await anonGet('listings?select=id&limit=1')).headers.get('x-cache')).toBeNull();
  });
});
