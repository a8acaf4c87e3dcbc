// supabase/local's Storage (supabase/local/emulator/storage) through the real supabase-js client and plain HTTP: the
// service role keeps photos in the public 'listing-photos' bucket, anyone reads them at getPublicUrl's
// address with the headers a stored file needs, no one else writes them, and every malformed request is a
// 4xx in Storage's error shape.
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawOutcome } from '../support/raw-http.ts';
import {
  anonClient,
  createMember,
  restartableDatabase,
  serviceClient,
  startTestBackend,
} from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';
import { requestBytes } from '../security/fuzz-requests.ts';

const BUCKET = 'listing-photos';
const LIMIT_BYTES = 2 * 1024 * 1024;

const backend = useTestBackend();
let service: SupabaseClient;
let outsiders: Record<'anon' | 'member' | 'premium', SupabaseClient>;
let webp: Buffer;
let nonce = 0;

beforeAll(async () => {
  service = serviceClient(backend);
  outsiders = {
    anon: anonClient(backend),
    member: (await createMember(backend, { name: 'alice' })).client,
    premium: (await createMember(backend, { name: 'pia', premium: true })).client,
  };
  webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .webp()
    .toBuffer();
}, 60_000);

const freshName = (extension = 'webp') => `thumbs/${Date.now()}-${(nonce += 1)}.${extension}`;

async function storeAsService(name: string, bytes: Uint8Array = webp, options: Record<string, unknown> = {}) {
  const { data, error } = await service.storage
    .from(BUCKET)
    .upload(name, bytes, { contentType: 'image/webp', ...options });
  expect(error).toBeNull();
  return data;
}

/** The public address, as the app makes it, fetched with no key at all (an <img> sends none). */
function publicFetch(name: string, init: RequestInit = {}, client: SupabaseClient = outsiders.anon) {
  return fetch(client.storage.from(BUCKET).getPublicUrl(name).data.publicUrl, init);
}

async function publicBytes(name: string): Promise<Buffer> {
  const response = await publicFetch(name);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawOutcome> {
  return rawRequest(Number(new URL(backend.url).port), [requestBytes({ method, path, headers, body })], {
    isHead: method === 'HEAD',
  });
}

const serviceHeaders = () => ({
  apikey: backend.keys.serviceRoleKey,
  Authorization: `Bearer ${backend.keys.serviceRoleKey}`,
});

/** A 4xx in Storage's shape, with a message and nothing of the server's insides. */
function expectStorageError(outcome: RawOutcome, status: number): Record<string, unknown> {
  expect(outcome.kind).toBe('answered');
  if (outcome.kind !== 'answered') throw new Error('no answer');
  expect({ status: outcome.status, body: outcome.body.slice(0, 300) }).toMatchObject({ status });
  expect(outcome.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d/);
  const body = JSON.parse(outcome.body) as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode: String(status), error: expect.any(String), message: expect.any(String) });
  return body;
}

describe('the public bucket', () => {
  it('takes a WebP from the service role and serves it to anyone at its public URL', async () => {
    const name = freshName();
    const stored = await storeAsService(name, webp, {
      headers: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), path: name, fullPath: `${BUCKET}/${name}` });

    const response = await publicFetch(name);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    expect(headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(webp.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });

    const again = await publicFetch(name, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
  });

  it('serves the Cache-Control storage-js sends for cacheControl, max-age=3600 by default', async () => {
    const immutable = freshName();
    await storeAsService(immutable, webp, { cacheControl: '31536000' });
    expect((await publicFetch(immutable)).headers.get('cache-control')).toBe('max-age=31536000');
    const plain = freshName();
    await storeAsService(plain);
    expect((await publicFetch(plain)).headers.get('cache-control')).toBe('max-age=3600');
  });

  it('answers HEAD with the headers and no body', async () => {
    const name = freshName();
    await storeAsService(name);
    const response = await publicFetch(name, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(webp.length));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await response.text()).toBe('');
  });

  it('lets anyone download, check and list its photos through supabase-js', async () => {
    const name = freshName();
    await storeAsService(name);
    const bucket = outsiders.anon.storage.from(BUCKET);
    const { data: blob, error } = await bucket.download(name);
    expect(error).toBeNull();
    expect(Buffer.from(await (blob as Blob).arrayBuffer()).equals(webp)).toBe(true);
    expect((await bucket.exists(name)).data).toBe(true);
    expect((await bucket.exists(`${name}.missing`)).data).toBe(false);
    const { data: listed } = await bucket.list('thumbs', { search: name.slice('thumbs/'.length) });
    expect(listed).toEqual([
      expect.objectContaining({
        name: name.slice('thumbs/'.length),
        metadata: expect.objectContaining({ size: webp.length }),
      }),
    ]);
    const { data: top } = await bucket.list();
    expect(top).toContainEqual(expect.objectContaining({ name: 'thumbs', id: null }));
  });

  it('takes a Blob as the multipart form storage-js sends for it', async () => {
    const name = freshName('png');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const { error } = await service.storage.from(BUCKET).upload(name, new Blob([png], { type: 'image/png' }));
    expect(error).toBeNull();
    const response = await publicFetch(name);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers an unknown object with a 404 in Storage shape', async () => {
    const response = await publicFetch(freshName());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });
});

describe.each(['anon', 'member', 'premium'] as const)('%s', (who) => {
  it('cannot upload, overwrite or remove a photo, and the photo stays as it was', async () => {
    const name = freshName();
    await storeAsService(name);
    const before = await publicFetch(name);
    const bucket = outsiders[who].storage.from(BUCKET);
    const other = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();

    const fresh = await bucket.upload(freshName(), other, { contentType: 'image/webp' });
    expect(fresh.error).toMatchObject({ status: 403, statusCode: '403' });
    expect(fresh.error?.message).toBe('new row violates row-level security policy');
    const overwrite = await bucket.upload(name, other, { contentType: 'image/webp', upsert: true });
    expect(overwrite.error).toMatchObject({ status: 403 });
    const update = await bucket.update(name, other, { contentType: 'image/webp' });
    expect(update.error).toMatchObject({ status: 403 });
    // As hosted Storage answers it: nothing the policies let them delete, so nothing deleted.
    const removal = await bucket.remove([name]);
    expect(removal).toEqual({ data: [], error: null });

    const after = await publicFetch(name);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(Buffer.from(await after.arrayBuffer()).equals(webp)).toBe(true);
  });
});

describe('the service role', () => {
  it('replaces a photo with upsert and is refused a plain upload over it', async () => {
    const name = freshName();
    await storeAsService(name);
    const before = await publicFetch(name);
    const replacement = await sharp({ create: { width: 9, height: 9, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    const duplicate = await service.storage.from(BUCKET).upload(name, replacement, { contentType: 'image/webp' });
    expect(duplicate.error).toMatchObject({ status: 409, statusCode: '409', message: 'The resource already exists' });
    await storeAsService(name, replacement, { upsert: true });
    const after = await publicFetch(name);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(Buffer.from(await after.arrayBuffer()).equals(replacement)).toBe(true);
  });

  it('removes photos, which then read as not found', async () => {
    const [first, second] = [freshName(), freshName()];
    await storeAsService(first);
    await storeAsService(second);
    const { data, error } = await service.storage.from(BUCKET).remove([first, second, freshName()]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name).sort()).toEqual([first, second].sort());
    expect((await publicFetch(first)).status).toBe(404);
    expect((await publicFetch(second, { method: 'HEAD' })).status).toBe(404);
    // The name is free again.
    await storeAsService(first);
    expect((await publicBytes(first)).equals(webp)).toBe(true);
  });
});

describe('malformed requests', () => {
  const upload = (name: string, headers: Record<string, string> = {}) =>
    raw(
      'POST',
      `/storage/v1/object/${BUCKET}/${name}`,
      { ...serviceHeaders(), 'Content-Type': 'image/webp', ...headers },
      'x',
    );

  it.each([
    ['a .. segment', '../escaped.webp'],
    ['a .. segment further in', 'thumbs/../../escaped.webp'],
    ['an encoded .. segment', '%2e%2e/escaped.webp'],
    ['an encoded slash and ..', '..%2F..%2Fescaped.webp'],
    ['a . segment', './x.webp'],
    ['an empty segment', 'thumbs//x.webp'],
    ['an absolute path', '%2Fetc%2Fpasswd'],
    ['a trailing slash', 'thumbs/'],
    ['a backslash', 'thumbs%5C..%5Cx.webp'],
    ['a NUL', 'x%00.webp'],
    ['a control character', 'x%01.webp'],
    ['a name over 1024 bytes', `${'a'.repeat(1021)}.webp`],
    ['bad percent-encoding', 'x%zz.webp'],
    ['a character hosted Storage refuses', 'caf%C3%A9.webp'],
  ])('an upload with %s is a 400', async (_what, name) => {
    expectStorageError(await upload(name), 400);
  });

  it('a public read with a .. segment is a 400 and never reaches a file outside the bucket', async () => {
    const name = freshName();
    await storeAsService(name);
    expectStorageError(await raw('GET', `/storage/v1/object/public/${BUCKET}/thumbs/../${name}`), 400);
    expectStorageError(await raw('GET', `/storage/v1/object/public/${BUCKET}/%2e%2e/${BUCKET}/${name}`), 400);
  });

  it('an upload without a Content-Type is a 400', async () => {
    const outcome = await raw('POST', `/storage/v1/object/${BUCKET}/${freshName()}`, serviceHeaders(), 'bytes');
    expect(expectStorageError(outcome, 400).message).toMatch(/Content-Type/);
  });

  it('an object past the bucket limit is a 413, declared or streamed', async () => {
    const big = Buffer.alloc(LIMIT_BYTES + 1, 1);
    const declared = await service.storage.from(BUCKET).upload(freshName(), big, { contentType: 'image/webp' });
    expect(declared.error).toMatchObject({ status: 413, statusCode: '413' });
    // Chunked, with no length to refuse it by: the bound is counted as it arrives.
    const name = freshName();
    const streamed = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${name}`, {
      method: 'POST',
      headers: { ...serviceHeaders(), 'Content-Type': 'image/webp' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ statusCode: '413', message: expect.any(String) });
    expect((await publicFetch(name)).status).toBe(404);
  });

  it('a type the bucket does not allow is a 415', async () => {
    const { error } = await service.storage.from(BUCKET).upload(freshName('html'), '<script>1</script>', {
      contentType: 'text/html',
    });
    expect(error).toMatchObject({ status: 415, statusCode: '415', message: 'mime type text/html is not supported' });
  });

  it('an unknown bucket is a 404', async () => {
    const { error } = await service.storage
      .from('no-such-bucket')
      .upload('x.webp', webp, { contentType: 'image/webp' });
    expect(error).toMatchObject({ status: 404, message: 'Bucket not found' });
    expectStorageError(await raw('GET', '/storage/v1/object/public/no-such-bucket/x.webp'), 404);
    expectStorageError(await raw('GET', '/storage/v1/object/public/..%2F..%2Fetc/passwd'), 400);
  });

  it('a method or route Storage does not serve is a 405 or 404', async () => {
    expectStorageError(await raw('PATCH', `/storage/v1/object/${BUCKET}/x.webp`, serviceHeaders()), 405);
    expectStorageError(await raw('POST', `/storage/v1/object/public/${BUCKET}/x.webp`, serviceHeaders()), 405);
    expectStorageError(await raw('GET', '/storage/v1/nothing-here', serviceHeaders()), 404);
  });

  it('a remove without its names is a 400', async () => {
    const headers = { ...serviceHeaders(), 'Content-Type': 'application/json' };
    expectStorageError(await raw('DELETE', `/storage/v1/object/${BUCKET}`, headers, '{"prefixes":"x"}'), 400);
    expectStorageError(await raw('DELETE', `/storage/v1/object/${BUCKET}`, headers, '{"prefixes":["../x"]}'), 400);
    expectStorageError(await raw('DELETE', `/storage/v1/object/${BUCKET}`, headers, 'not json'), 400);
  });

  it('an upload without a key is a 401', async () => {
    expectStorageError(await upload(freshName(), { apikey: '', Authorization: '' }), 401);
  });
});

it('keeps the files across a restart when the backend has folders to keep', async () => {
  const database = await restartableDatabase();
  try {
    const name = freshName();
    const first = await startTestBackend(database.options);
    const { error } = await serviceClient(first).storage.from(BUCKET).upload(name, webp, { contentType: 'image/webp' });
    expect(error).toBeNull();
    const etag = (await fetch(`${first.url}/storage/v1/object/public/${BUCKET}/${name}`)).headers.get('etag');
    await first.stop();

    const second = await startTestBackend(database.options);
    try {
      const response = await fetch(`${second.url}/storage/v1/object/public/${BUCKET}/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBe(etag);
      expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
    } finally {
      await second.stop();
    }
  } finally {
    await database.remove();
  }
}, 60_000);

it('gives a database made before Storage existed its tables and the bucket at the next start', async () => {
  const database = await restartableDatabase();
  try {
    const first = await startTestBackend(database.options);
    await first.db.asOwner(async (sql) => {
      await sql.query('drop schema storage cascade');
      await sql.query(`delete from supabase_migrations.schema_migrations where name = 'listing_photos_bucket'`);
    });
    await first.stop();

    const second = await startTestBackend(database.options);
    try {
      const name = freshName();
      const { error } = await serviceClient(second)
        .storage.from(BUCKET)
        .upload(name, webp, { contentType: 'image/webp' });
      expect(error).toBeNull();
      expect((await fetch(`${second.url}/storage/v1/object/public/${BUCKET}/${name}`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  } finally {
    await database.remove();
  }
}, 60_000);
