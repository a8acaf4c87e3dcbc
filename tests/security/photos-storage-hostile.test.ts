// Hostile input to what the photos change added: Storage under /storage/v1 (the public 'listing-photos'
// bucket), ingest-posts' photo step, the service-role-only listing_photos table and its functions, and
// /_dev/ready. Every case is sent at both http://localhost and http://127.0.0.1 of one backend: a refusal is
// a 4xx with a JSON message and nothing of the server's insides, and what the service role stored (a real
// listing's photo, its listing_photos rows) is judged unchanged afterwards through the service role.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_PHOTO_PREFIX } from '../../src/domain/listings/photo-address.ts';
import { signJwt } from '../support/forged-jwt.ts';
import { rawRequest } from '../support/raw-http.ts';
import { createMember, type TestUser } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const BUCKET = 'listing-photos';
const HOSTS = ['localhost', '127.0.0.1'] as const;
type Host = (typeof HOSTS)[number];

const backend = useTestBackend();
const otherBackend = useTestBackend();
let members: Record<'alice' | 'bob' | 'premium', TestUser>;
let photoHost: { base: string; hits: Map<string, number>; server: Server };
let listingId: number;
/** The name of a photo the service role stored, as the listing's image_urls names it. */
let photoName: string;
let photoHash: string;
/** A small real WebP, as bytes fetch sends as they are. */
let webp: Uint8Array<ArrayBuffer>;
let nonce = 0;

const next = () => `${Date.now()}-${(nonce += 1)}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function baseAt(host: Host): string {
  const url = new URL(backend.url);
  url.hostname = host;
  return url.origin;
}

const serviceHeaders = () => ({
  apikey: backend.keys.serviceRoleKey,
  Authorization: `Bearer ${backend.keys.serviceRoleKey}`,
});
const memberHeaders = (user: TestUser) => ({
  apikey: backend.keys.anonKey,
  Authorization: `Bearer ${user.accessToken}`,
});
const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });

/** The answer must be one of `statuses`, a JSON message, and hold no stack trace, path or HTML. */
async function expectRefusal(response: Response, statuses: number | number[]): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect([response.status, text.slice(0, 300)]).toEqual([
    expect.toSatisfy((status: number) => [statuses].flat().includes(status)),
    expect.anything(),
  ]);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d|<html|<!doctype/i);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(String(body.message ?? body.error ?? body.msg ?? '')).not.toBe('');
  return body;
}

/** What the service role sees of the stored photo, its listing and its listing_photos rows. */
async function storedState() {
  const download = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${photoName}`, {
    headers: serviceHeaders(),
  });
  const bytes = new Uint8Array(await download.arrayBuffer());
  const rows = await backend.db.asRole({ role: 'service_role' }, async (sql) => ({
    photos: (
      await sql.query(
        'select position, hash::text, poster from public.listing_photos where listing_id = $1 order by 1',
        [listingId],
      )
    ).rows,
    listing: (
      await sql.query('select is_unavailable_or_double, image_urls from public.listings where id = $1', [listingId])
    ).rows,
    objects: (
      await sql.query(
        `select name, metadata ->> 'eTag' as etag from storage.objects where bucket_id = $1 order by name`,
        [BUCKET],
      )
    ).rows,
  }));
  return { status: download.status, photo: sha256(bytes), ...rows };
}

async function isStored(name: string): Promise<boolean> {
  const found = await backend.db.asRole({ role: 'service_role' }, (sql) =>
    sql.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]),
  );
  return found.rows.length > 0;
}

/** A local image host on loopback: /room.webp is a real WebP, everything else a 404. */
async function startPhotoHost(photo: Uint8Array) {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    if (pathname === '/room.webp') response.writeHead(200, { 'content-type': 'image/webp' }).end(photo);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server };
}

let postCounter = 0;
function postLine(images: unknown): { id: string; line: string } {
  postCounter += 1;
  const id = `hostile-photo-${next()}`;
  const line = JSON.stringify({
    id,
    group: { name: 'Kamers Utrecht', city: 'Utrecht' },
    posted_at: `2026-11-${String(1 + (postCounter % 27)).padStart(2, '0')}T09:00:00Z`,
    url: `https://www.facebook.com/groups/1/posts/${postCounter}`,
    images,
    text: `Room for rent in Utrecht, ${10 + postCounter} m2, €${600 + postCounter * 17} per month all in, available from 1 December. Message me.`,
  });
  return { id, line };
}

function ingest(base: string, body: string): Promise<Response> {
  return fetch(`${base}/functions/v1/ingest-posts`, {
    method: 'POST',
    headers: { 'x-ingest-secret': backend.keys.ingestSecret, 'Content-Type': 'application/x-ndjson' },
    body,
  });
}

async function imageUrlsOf(sourceId: string): Promise<{ id: number; image_urls: { full: string[]; thumb: string[] } }> {
  const { rows } = await backend.db.asRole({ role: 'service_role' }, (sql) =>
    sql.query<{ id: number; image_urls: { full: string[]; thumb: string[] } }>(
      'select l.id, l.image_urls from public.listings l join public.listing_sources s on s.listing_id = l.id where s.source_post_id = $1',
      [sourceId],
    ),
  );
  if (!rows[0]) throw new Error(`No listing for ${sourceId}`);
  return rows[0];
}

beforeAll(async () => {
  members = {
    alice: await createMember(backend, { name: 'alice' }),
    bob: await createMember(backend, { name: 'bob' }),
    premium: await createMember(backend, { name: 'pia', premium: true }),
  };
  // A small real photo with some structure, so its hash is not that of a flat colour.
  const pixels = Buffer.alloc(96 * 64 * 3);
  for (let index = 0; index < 96 * 64; index += 1) {
    const [x, y] = [index % 96, Math.floor(index / 96)];
    pixels.set([x * 2, y * 3, (x * y) % 256], index * 3);
  }
  webp = new Uint8Array(
    await sharp(pixels, { raw: { width: 96, height: 64, channels: 3 } })
      .webp()
      .toBuffer(),
  );
  photoHost = await startPhotoHost(webp);
  // A real listing whose photo the ingest kept in Storage, as the service role stores one.
  const { id, line } = postLine([`${photoHost.base}/room.webp`]);
  const response = await ingest(backend.url, line);
  expect(response.status).toBe(200);
  const listing = await imageUrlsOf(id);
  listingId = listing.id;
  photoName = (listing.image_urls.full[0] ?? '').slice(STORED_PHOTO_PREFIX.length);
  expect(photoName).toMatch(/^[0-9a-f]{32}\/detail\.webp$/);
  const state = await storedState();
  expect(state.photos).toHaveLength(1);
  photoHash = (state.photos[0] as { hash: string }).hash;
}, 60_000);

afterAll(async () => {
  photoHost?.server.closeAllConnections();
  await new Promise((resolve) => photoHost?.server.close(resolve));
});

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bad JSON', () => {
  const removeBodies: Array<[string, string]> = [
    ['malformed', '{"prefixes": [}'],
    ['truncated', '{"prefixes": ["a/b.webp"'],
    ['nested 5,000 deep', `{"prefixes": ${deep(5000)}}`],
    ['prefixes as text', '{"prefixes": "a/b.webp"}'],
    ['prefixes as an object', '{"prefixes": {"0": "a/b.webp"}}'],
    ['numbers and null for names', '{"prefixes": [1, null, {}]}'],
    ['no names', '{"prefixes": []}'],
    ['1,001 names', JSON.stringify({ prefixes: Array.from({ length: 1001 }, (_, i) => `x/${i}.webp`) })],
    ['a name that climbs out', '{"prefixes": ["../../../etc/passwd"]}'],
    ['an array body', '["a/b.webp"]'],
    ['a number beyond a double', '{"prefixes": [1e999]}'],
  ];
  const listBodies: Array<[string, string]> = [
    ['malformed', '{"prefix": '],
    ['truncated', '{"prefix": "abc", "limit": 1'],
    ['nested 5,000 deep', `{"prefix": ${deep(5000)}}`],
    ['an array body', '[]'],
    ['a text body', '"everything"'],
    ['limit as text', '{"limit": "10"}'],
    ['a negative limit', '{"limit": -1}'],
    ['a fractional offset', '{"offset": 1.5}'],
    ['an offset beyond a double', '{"offset": 1e999}'],
    ['an unknown sort column', '{"sortBy": {"column": "name; drop table storage.objects"}}'],
    ['an object for the order', '{"sortBy": {"order": {"desc": true}}}'],
    ['prefix as a number', '{"prefix": 5}'],
    ['search as a list', '{"search": ["a"]}'],
  ];
  const likeBodies: Array<[string, string]> = [
    ['malformed', '{"hashes": [1,'],
    ['truncated', '{"hashes": [1], "max_distance": 4'],
    ['nested 5,000 deep', `{"hashes": ${deep(5000)}, "max_distance": 4}`],
    ['an array body', '[[1], 4]'],
    ['hashes as words', '{"hashes": ["not-a-hash"], "max_distance": 4}'],
    ['hashes as an object', '{"hashes": {"a": 1}, "max_distance": 4}'],
    ['a hash beyond a bigint', '{"hashes": [1e30], "max_distance": 4}'],
    ['nested hashes', '{"hashes": [[1, [2]]], "max_distance": 4}'],
    ['a distance as a word', '{"hashes": [1], "max_distance": "far"}'],
    ['a distance beyond an integer', '{"hashes": [1], "max_distance": 1e12}'],
    ['a missing argument', '{"hashes": [1]}'],
    ['an unknown argument', '{"hashes": [1], "max_distance": 4, "listing": 1}'],
  ];
  const keepBodies: Array<[string, (listing: number) => string]> = [
    ['malformed', () => '{"listing": 1, "photos": ['],
    ['truncated', (listing) => `{"listing": ${listing}, "photos": [{"hash": 1}`],
    ['nested 5,000 deep', (listing) => `{"listing": ${listing}, "photos": ${deep(5000)}}`],
    ['a listing id as a word', () => '{"listing": "abc", "photos": []}'],
    ['photos as an object', (listing) => `{"listing": ${listing}, "photos": {"hash": 1}}`],
    ['photos as text that is no JSON', (listing) => `{"listing": ${listing}, "photos": "not json"}`],
    ['a hash as a word', (listing) => `{"listing": ${listing}, "photos": [{"hash": "zz"}]}`],
    ['a hash beyond a bigint', (listing) => `{"listing": ${listing}, "photos": [{"hash": 1e30}]}`],
    ['numbers for photos', (listing) => `{"listing": ${listing}, "photos": [1, 2]}`],
    [
      'more photos than a position holds',
      (listing) => JSON.stringify({ listing, photos: Array.from({ length: 33_000 }, () => ({ hash: 1 })) }),
    ],
  ];

  describe.each(HOSTS)('at %s', (host) => {
    it.each(removeBodies)('Storage remove with %s is a 400, and removes nothing', async (_what, body) => {
      const before = await storedState();
      for (const headers of [serviceHeaders(), memberHeaders(members.alice)]) {
        const response = await fetch(`${baseAt(host)}/storage/v1/object/${BUCKET}`, {
          method: 'DELETE',
          headers: json(headers),
          body,
        });
        await expectRefusal(response, 400);
      }
      expect(await storedState()).toEqual(before);
    });

    it.each(listBodies)('Storage list with %s is a 400', async (_what, body) => {
      for (const headers of [serviceHeaders(), memberHeaders(members.alice)]) {
        const response = await fetch(`${baseAt(host)}/storage/v1/object/list/${BUCKET}`, {
          method: 'POST',
          headers: json(headers),
          body,
        });
        await expectRefusal(response, 400);
      }
    });

    it.each(likeBodies)('rpc/listings_with_photos_like with %s is a 400 for the service role', async (_what, body) => {
      const response = await fetch(`${baseAt(host)}/rest/v1/rpc/listings_with_photos_like`, {
        method: 'POST',
        headers: json(serviceHeaders()),
        body,
      });
      await expectRefusal(response, 400);
    });

    it.each(keepBodies)(
      'rpc/keep_listing_photos with %s is a 400 for the service role, and keeps the rows',
      async (_what, body) => {
        const before = await storedState();
        const response = await fetch(`${baseAt(host)}/rest/v1/rpc/keep_listing_photos`, {
          method: 'POST',
          headers: json(serviceHeaders()),
          body: body(listingId),
        });
        await expectRefusal(response, 400);
        expect(await storedState()).toEqual(before);
      },
    );

    it('rpc/keep_listing_photos for a listing that does not exist is a 409, not a 500', async () => {
      const response = await fetch(`${baseAt(host)}/rest/v1/rpc/keep_listing_photos`, {
        method: 'POST',
        headers: json(serviceHeaders()),
        body: '{"listing": 999999999, "photos": [{"hash": 1}]}',
      });
      await expectRefusal(response, 409);
    });
  });
});

describe('uploads whose body does not match their Content-Type', () => {
  const form = (type: string, content: string) =>
    [
      '--hostile',
      'Content-Disposition: form-data; name="cacheControl"',
      '',
      '3600',
      '--hostile',
      `Content-Disposition: form-data; name=""; filename="x"`,
      `Content-Type: ${type}`,
      '',
      content,
      '--hostile--',
      '',
    ].join('\r\n');
  const cases: Array<[string, string, () => string | Uint8Array<ArrayBuffer>, number]> = [
    ['a multipart type over a JSON body', 'multipart/form-data; boundary=hostile', () => '{"not": "a form"}', 400],
    ['a multipart type without a boundary', 'multipart/form-data', () => form('image/webp', 'x'), 400],
    [
      'a form whose file is a page',
      'multipart/form-data; boundary=hostile',
      () => form('text/html', '<h1>x</h1>'),
      415,
    ],
    ['WebP bytes declared as a page', 'text/html', () => webp, 415],
    ['WebP bytes declared as JSON', 'application/json', () => webp, 415],
    ['a type that is no media type', 'image/webp; =', () => webp, 400],
  ];

  describe.each(HOSTS)('at %s', (host) => {
    it.each(cases)('%s is refused, even to the service role, and stores nothing', async (_what, type, body, status) => {
      const name = `mismatch/${next()}.webp`;
      const response = await fetch(`${baseAt(host)}/storage/v1/object/${BUCKET}/${name}`, {
        method: 'POST',
        headers: { ...serviceHeaders(), 'Content-Type': type },
        body: body(),
      });
      await expectRefusal(response, status);
      expect(await isStored(name)).toBe(false);
    });

    it('a page declared as WebP is refused to a member; stored by the service role, it is served inert', async () => {
      const page = '<!doctype html><script>alert(document.domain)</script>';
      const name = `mismatch/${next()}.webp`;
      const url = `${baseAt(host)}/storage/v1/object/${BUCKET}/${name}`;
      const init = (headers: Record<string, string>) => ({
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'image/webp' },
        body: page,
      });
      await expectRefusal(await fetch(url, init(memberHeaders(members.alice))), 403);
      expect(await isStored(name)).toBe(false);
      // Storage does not sniff (neither does hosted Supabase's); the answer keeps a browser from running it.
      expect((await fetch(url, init(serviceHeaders()))).status).toBe(200);
      const read = await fetch(`${baseAt(host)}/storage/v1/object/public/${BUCKET}/${name}`);
      expect(read.headers.get('content-type')).toBe('image/webp');
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
      expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });

    it('an upload whose body ends before its Content-Length is a 400 and stores nothing', async () => {
      const name = `mismatch/${next()}.webp`;
      const head = [
        `POST /storage/v1/object/${BUCKET}/${name} HTTP/1.1`,
        `Host: ${new URL(baseAt(host)).host}`,
        `apikey: ${backend.keys.serviceRoleKey}`,
        `Authorization: Bearer ${backend.keys.serviceRoleKey}`,
        'Content-Type: image/webp',
        `Content-Length: ${webp.length + 100}`,
        '',
        '',
      ].join('\r\n');
      const outcome = await rawRequest(Number(new URL(backend.url).port), [head, Buffer.from(webp)], {
        endAfterSending: true,
      });
      expect(outcome.kind).toBe('answered');
      if (outcome.kind !== 'answered') return;
      expect([outcome.status, outcome.body.slice(0, 200)]).toEqual([400, expect.stringContaining('message')]);
      expect(outcome.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d/);
      expect(await isStored(name)).toBe(false);
    });
  });
});

describe('ingest-posts lines with hostile images', () => {
  const TOO_MANY = { 'the host answered 404': 10, 'more than 10 photos on one post': 10 };
  // What each line holds, the warning its line gets, and the photos the report drops with their reasons.
  const cases: Array<[string, (base: string) => unknown, RegExp | null, Record<string, number>]> = [
    ['images as text', (base) => `${base}/not-a-list.webp`, null, {}],
    ['images as an object', (base) => ({ 0: `${base}/not-a-list.webp` }), null, {}],
    ['images as a number', () => 42, null, {}],
    [
      'numbers, null, objects and lists',
      (base) => [1, null, { url: `${base}/x.webp` }, [`${base}/x.webp`], true],
      /^5 image address\(es\) were dropped/,
      {},
    ],
    [
      'javascript:, data: and file: addresses',
      () => [
        'javascript:alert(document.domain)',
        ' JaVaScRiPt:alert(1)',
        'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAA=',
        'file:///etc/passwd',
        'file://localhost/etc/shadow',
      ],
      /^5 image address\(es\) were dropped/,
      {},
    ],
    [
      '10,000 entries',
      (base) => Array.from({ length: 10_000 }, (_, i) => `${base}/many-${i}.webp`),
      /^9980 image address\(es\) were dropped/,
      TOO_MANY,
    ],
  ];

  describe.each(HOSTS)('at %s', (host) => {
    it.each(cases)(
      '%s: the line is taken without its bad addresses, nothing is fetched that may not be',
      async (_what, images, warning, dropped) => {
        const hitsBefore = [...photoHost.hits.values()].reduce((sum, n) => sum + n, 0);
        const { id, line } = postLine(images(photoHost.base));
        const response = await ingest(baseAt(host), line);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const report = (await response.json()) as {
          created: number;
          rejected: unknown[];
          warnings: Array<{ warning: string }>;
          photos: { kept: number; dropped: Array<{ url: string; reason: string }> };
        };
        expect(report.rejected).toEqual([]);
        expect(report.photos.kept).toBe(0);
        const reasons: Record<string, number> = {};
        for (const { reason } of report.photos.dropped) reasons[reason] = (reasons[reason] ?? 0) + 1;
        expect(reasons).toEqual(dropped);
        expect(report.photos.dropped.every(({ url }) => url.startsWith(`${photoHost.base}/`))).toBe(true);
        expect(report.warnings.map((entry) => entry.warning)).toEqual(warning ? [expect.stringMatching(warning)] : []);
        // Only the ten photos one post may keep were asked of the host, and nothing of any other address.
        const hits = [...photoHost.hits.values()].reduce((sum, n) => sum + n, 0) - hitsBefore;
        expect(hits).toBe(dropped === TOO_MANY ? 10 : 0);
        const stored = await imageUrlsOf(id);
        expect(stored.image_urls.full).toEqual([]);
        expect(stored.image_urls.thumb).toEqual([]);
      },
      30_000,
    );
  });
});

describe('wrong methods', () => {
  const object = () => `/storage/v1/object/${BUCKET}/${photoName}`;
  const publicObject = () => `/storage/v1/object/public/${BUCKET}/${photoName}`;
  const remove = () => `/storage/v1/object/${BUCKET}`;
  const list = () => `/storage/v1/object/list/${BUCKET}`;
  const keep = () => '/rest/v1/rpc/keep_listing_photos';
  const like = () => '/rest/v1/rpc/listings_with_photos_like';
  const ingestPosts = () => '/functions/v1/ingest-posts';
  const routes: Array<[string, string, () => string]> = [
    ['PATCH', 'an object', object],
    ['PATCH', 'remove', remove],
    ['GET', 'remove', remove],
    ['PUT', 'remove', remove],
    ['PUT', 'list', list],
    ['GET', 'list', list],
    ['PATCH', 'list', list],
    ['DELETE', 'the public read', publicObject],
    ['PUT', 'the public read', publicObject],
    ['POST', 'the public read', publicObject],
    ['PATCH', 'the public read', publicObject],
    ['PATCH', 'rpc/keep_listing_photos', keep],
    ['PUT', 'rpc/keep_listing_photos', keep],
    ['DELETE', 'rpc/keep_listing_photos', keep],
    ['GET', 'rpc/keep_listing_photos', () => `${keep()}?listing=${listingId}&photos=%5B%5D`],
    ['PATCH', 'rpc/listings_with_photos_like', like],
    ['PUT', 'rpc/listings_with_photos_like', like],
    ['DELETE', 'rpc/listings_with_photos_like', like],
    ['GET', 'ingest-posts', ingestPosts],
    ['PUT', 'ingest-posts', ingestPosts],
    ['PATCH', 'ingest-posts', ingestPosts],
    ['DELETE', 'ingest-posts', ingestPosts],
  ];

  describe.each(HOSTS)('at %s', (host) => {
    it.each(routes)(
      '%s on %s, with the service role, is a 405 with a message and changes nothing',
      async (method, _route, path) => {
        const before = await storedState();
        const response = await fetch(`${baseAt(host)}${path()}`, {
          method,
          headers: { ...json(serviceHeaders()), 'x-ingest-secret': backend.keys.ingestSecret },
          ...(method === 'GET'
            ? {}
            : { body: JSON.stringify({ listing: listingId, photos: [], prefixes: [photoName] }) }),
        });
        await expectRefusal(response, 405);
        expect(await storedState()).toEqual(before);
      },
    );

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s /_dev/ready is a 405 with a message', async (method) => {
      await expectRefusal(await fetch(`${baseAt(host)}/_dev/ready`, { method }), 405);
    });
  });
});

/** The writes (and the service-only read) an attacker tries on the stored photo and its listing. */
function attacks(
  base: string,
  headers: Record<string, string>,
  newName: string,
): Array<[string, () => Promise<Response>]> {
  const object = (name: string) => `${base}/storage/v1/object/${BUCKET}/${name}`;
  const upload = { ...headers, 'Content-Type': 'image/webp' };
  const rpc = (name: string, body: unknown) => () =>
    fetch(`${base}/rest/v1/rpc/${name}`, { method: 'POST', headers: json(headers), body: JSON.stringify(body) });
  return [
    ['upload', () => fetch(object(newName), { method: 'POST', headers: upload, body: webp })],
    [
      'upsert',
      () => fetch(object(photoName), { method: 'POST', headers: { ...upload, 'x-upsert': 'true' }, body: webp }),
    ],
    ['update', () => fetch(object(photoName), { method: 'PUT', headers: upload, body: webp })],
    [
      'remove',
      () =>
        fetch(`${base}/storage/v1/object/${BUCKET}`, {
          method: 'DELETE',
          headers: json(headers),
          body: JSON.stringify({ prefixes: [photoName] }),
        }),
    ],
    ['remove one', () => fetch(object(photoName), { method: 'DELETE', headers })],
    ['keep_listing_photos', rpc('keep_listing_photos', { listing: listingId, photos: [] })],
    ['listings_with_photos_like', rpc('listings_with_photos_like', { hashes: [photoHash], max_distance: 64 })],
    ['apply_ingest_plan', rpc('apply_ingest_plan', { plan: { closes: [{ listing_id: listingId }] } })],
  ];
}

describe('forged and foreign tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const ANOTHER_SECRET = 'another-secret-that-is-long-enough-0123456789';
  const tokens: Array<[string, () => string]> = [
    [
      "a member's token signed with another secret",
      () =>
        signJwt(
          { role: 'authenticated', sub: members.alice.id, exp: now() + 3600, iss: 'supabase-local' },
          ANOTHER_SECRET,
        ),
    ],
    [
      'alg none',
      () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', iss: 'supabase-local', exp: now() + 3600 })}.`,
    ],
    [
      'an expired service-role token signed with the right secret',
      () => signJwt({ role: 'service_role', iss: 'supabase-local', exp: now() - 60 }, backend.keys.jwtSecret),
    ],
    [
      'role service_role signed with the wrong key',
      () => signJwt({ role: 'service_role', iss: 'supabase-local', exp: now() + 3600 }, ANOTHER_SECRET),
    ],
    ["a second backend's service-role key", () => otherBackend.keys.serviceRoleKey],
    ['a malformed bearer', () => 'not.a-jwt'],
    ['a tampered service-role key', () => `${backend.keys.serviceRoleKey.slice(0, -4)}AAAA`],
    ['a service-role key with its signature cut off', () => backend.keys.serviceRoleKey.replace(/\.[^.]*$/, '.')],
  ];
  const carriers: Array<[string, (token: string) => Record<string, string>]> = [
    ['as the bearer', (token) => ({ apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` })],
    ['as apikey and bearer', (token) => ({ apikey: token, Authorization: `Bearer ${token}` })],
    ['as apikey alone', (token) => ({ apikey: token })],
  ];

  describe.each(HOSTS)('at %s', (host) => {
    it.each(tokens)('%s is refused with 401 by every write, and nothing changes', async (_what, token) => {
      const before = await storedState();
      for (const [carrier, headersFor] of carriers) {
        const newName = `forged/${next()}.webp`;
        for (const [attack, answer] of attacks(baseAt(host), headersFor(token()), newName)) {
          const response = await answer();
          expect(`${carrier} ${attack}: ${response.status}`).toBe(`${carrier} ${attack}: 401`);
          await expectRefusal(response, 401);
        }
        expect(await isStored(newName)).toBe(false);
      }
      expect(await storedState()).toEqual(before);
    });

    it('a bearer that is no bearer falls back to the anon key, which may not write either', async () => {
      const before = await storedState();
      for (const authorization of [
        'Bearer',
        'Bearer ',
        'Basic c2VydmljZV9yb2xlOng=',
        `Bearer  ${'x'.repeat(5000)} y`,
      ]) {
        const newName = `forged/${next()}.webp`;
        const headers = { apikey: backend.keys.anonKey, Authorization: authorization };
        for (const [attack, answer] of attacks(baseAt(host), headers, newName)) {
          const response = await answer();
          if (attack === 'remove') {
            // As hosted Storage answers a remove the policies allow nothing of: done, nothing removed.
            expect([response.status, await response.json()]).toEqual([200, []]);
          } else if (attack === 'remove one') await expectRefusal(response, 404);
          else await expectRefusal(response, [401, 403]);
        }
        expect(await isStored(newName)).toBe(false);
      }
      expect(await storedState()).toEqual(before);
    });
  });
});

describe("another member's ids", () => {
  const who = ['alice', 'premium'] as const;

  describe.each(HOSTS)('at %s', (host) => {
    it.each(who)('%s cannot read or write listing_photos rows', async (name) => {
      const before = await storedState();
      const headers = json(memberHeaders(members[name]));
      const table = `${baseAt(host)}/rest/v1/listing_photos`;
      const answers = [
        await fetch(`${table}?select=*&listing_id=eq.${listingId}`, { headers }),
        await fetch(table, {
          method: 'POST',
          headers,
          body: JSON.stringify({ listing_id: listingId, position: 5, hash: 1, poster: 'me' }),
        }),
        await fetch(`${table}?listing_id=eq.${listingId}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ hash: 1, poster: 'me' }),
        }),
        await fetch(`${table}?listing_id=eq.${listingId}`, { method: 'DELETE', headers }),
      ];
      for (const response of answers) await expectRefusal(response, 403);
      expect(await storedState()).toEqual(before);
    });

    it.each(who)("%s cannot call the photo functions for a real listing's id", async (name) => {
      const before = await storedState();
      const headers = memberHeaders(members[name]);
      for (const [attack, answer] of attacks(baseAt(host), headers, `unused/${next()}.webp`)) {
        if (['keep_listing_photos', 'listings_with_photos_like', 'apply_ingest_plan'].includes(attack))
          await expectRefusal(await answer(), 403);
      }
      const keepNone = await fetch(`${baseAt(host)}/rest/v1/rpc/keep_listing_photos`, {
        method: 'POST',
        headers: json(headers),
        body: JSON.stringify({ listing: listingId, photos: [{ hash: '1', poster: members.bob.id }] }),
      });
      await expectRefusal(keepNone, 403);
      expect(await storedState()).toEqual(before);
    });

    it.each(who)('%s cannot overwrite or remove a photo the service role stored', async (name) => {
      const before = await storedState();
      for (const [attack, answer] of attacks(baseAt(host), memberHeaders(members[name]), `unused/${next()}.webp`)) {
        if (!['upsert', 'update', 'remove', 'remove one'].includes(attack)) continue;
        const response = await answer();
        // As hosted Storage answers a remove the policies allow nothing of: done, nothing removed.
        if (attack === 'remove') expect([response.status, await response.json()]).toEqual([200, []]);
        else await expectRefusal(response, attack === 'remove one' ? 404 : 403);
      }
      expect(await storedState()).toEqual(before);
    });

    it.each(who)(
      "%s cannot upload under a name that looks like another member's folder, or their own",
      async (name) => {
        const folders = [members.bob.id, members.bob.id.toUpperCase(), members[name].id, photoName.split('/')[0]];
        for (const folder of folders) {
          const target = `${folder}/${next()}.webp`;
          const response = await fetch(`${baseAt(host)}/storage/v1/object/${BUCKET}/${target}`, {
            method: 'POST',
            headers: { ...memberHeaders(members[name]), 'Content-Type': 'image/webp' },
            body: webp,
          });
          await expectRefusal(response, 403);
          expect(await isStored(target)).toBe(false);
        }
      },
    );
  });
});

describe('the same answers at both hosts', () => {
  const pick = (response: Response) =>
    Object.fromEntries(
      [
        'content-type',
        'content-length',
        'cache-control',
        'etag',
        'x-content-type-options',
        'content-security-policy',
        'cross-origin-resource-policy',
      ].map((name) => [name, response.headers.get(name)]),
    );

  it.each(['GET', 'HEAD'])('%s of the public photo answers the same bytes and headers', async (method) => {
    const [atName, atAddress] = await Promise.all(
      HOSTS.map((host) => fetch(`${baseAt(host)}${STORED_PHOTO_PREFIX}${photoName}`, { method })),
    );
    if (!atName || !atAddress) throw new Error('no answer');
    expect(pick(atName)).toEqual(pick(atAddress));
    expect(pick(atName)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const [nameBytes, addressBytes] = await Promise.all([atName.arrayBuffer(), atAddress.arrayBuffer()]);
    expect([atName.status, atAddress.status]).toEqual([200, 200]);
    expect(Buffer.from(nameBytes).equals(Buffer.from(addressBytes))).toBe(true);
    if (method === 'GET') expect((await sharp(Buffer.from(nameBytes)).metadata()).format).toBe('webp');
  });

  it('a photo that is not there is the same JSON 404 at both hosts', async () => {
    for (const host of HOSTS) {
      const response = await fetch(`${baseAt(host)}${STORED_PHOTO_PREFIX}${photoName.replace('detail', 'gone')}`);
      await expectRefusal(response, 404);
    }
  });

  it('/_dev/ready answers the same at both hosts, before and after the demo data is in', async () => {
    const statuses = async () =>
      Promise.all(HOSTS.map(async (host) => (await fetch(`${baseAt(host)}/_dev/ready`)).status));
    expect(await statuses()).toEqual([503, 503]);
    backend.markSeeded();
    expect(await statuses()).toEqual([200, 200]);
  });
});
