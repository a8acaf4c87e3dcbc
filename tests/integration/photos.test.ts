// Photos kept at ingest, end to end on the real local backend: fetched from a local image host, made into
// WebP copies, stored in Storage, served from there after the host is gone; refused with reasons when they
// cannot be kept; the same photo on someone else's earlier offer flagged as 'reused_photos'; and the photo
// hashes readable by the service role only.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLines } from '../../supabase/functions/_shared/ingest/parse-lines.ts';
import { ingestBatch, type IngestReport } from '../../supabase/functions/_shared/ingest/store-posts.ts';
import { PHOTO_FETCH_LIMITS } from '../../supabase/functions/_shared/photos/fetch-photo.ts';
import { nodePhotoKeeper } from '../../supabase/functions/_shared/photos/node-photo-keeper.ts';
import { STORED_PHOTO_PREFIX } from '../../src/domain/listings/photo-address.ts';
import { startPhotoHost, type PhotoHost } from '../support/photo-host.ts';
import { anonClient, createMember, serviceClient } from '../support/test-backend.ts';
import { useTestBackend } from '../support/use-test-backend.ts';

const backend = useTestBackend();
let host: PhotoHost;

beforeAll(async () => {
  host = await startPhotoHost();
}, 60_000);

afterAll(async () => {
  await host?.close();
});

let counter = 0;
function post(fields: { images: string[]; city?: string; author?: string; text?: string; at?: string }) {
  counter += 1;
  const city = fields.city ?? 'Amsterdam';
  return JSON.stringify({
    id: `photo-${counter}`,
    group: { name: `Kamers ${city}`, city },
    posted_at: fields.at ?? `2026-11-${String(10 + counter).padStart(2, '0')}T10:00:00Z`,
    url: `https://www.facebook.com/groups/1/posts/${counter}`,
    images: fields.images,
    text:
      fields.text ??
      `Room for rent in ${city}, ${12 + counter} m2, €${700 + counter * 25} per month all in, available from 1 December. Message me.`,
    ...(fields.author ? { author: fields.author } : {}),
  });
}

/** Ingests through the library with a keeper whose limits make the slow photo time out in a second. */
function ingest(lines: string[]): Promise<IngestReport> {
  const keeper = nodePhotoKeeper(serviceClient(backend), {
    ...PHOTO_FETCH_LIMITS,
    allowLoopback: true,
    maxBytes: 2 * 1024 * 1024,
    timeoutMs: 1_000,
  });
  return ingestBatch(serviceClient(backend), parseLines(lines), keeper);
}

type Row = { id: number; image_urls: { full: string[]; thumb: string[]; size: number[][] }; scam_signals: string[] };

async function listingOf(sourceId: string): Promise<Row> {
  const { rows } = await backend.db.asOwner((sql) =>
    sql.query<Row>(
      'select l.id, l.image_urls, l.scam_signals from public.listings l join public.listing_sources s on s.listing_id = l.id where s.source_post_id = $1',
      [sourceId],
    ),
  );
  if (!rows[0]) throw new Error(`No listing for ${sourceId}`);
  return rows[0];
}

const idOf = (line: string) => (JSON.parse(line) as { id: string }).id;

describe('photos at ingest', () => {
  it('keeps a JPEG and a PNG as WebP copies in Storage and drops the rest, each with its reason', async () => {
    const line = post({
      images: [
        `${host.base}/bedroom.jpg`,
        `${host.base}/kitchen.png`,
        `${host.base}/huge.jpg`,
        `${host.base}/page.jpg`,
        `${host.base}/slow.jpg`,
        'https://10.1.2.3/private.jpg',
      ],
    });
    const report = await ingest([line]);
    expect(report.created).toBe(1);
    expect(report.photos.kept).toBe(2);
    expect(report.photos.dropped.map(({ line: at, id, reason }) => ({ at, id, reason }))).toEqual(
      [
        'larger than 2 MB',
        'not a JPEG, PNG or WebP image',
        'no answer within 1 s',
        'a private or loopback address',
      ].map((reason) => ({ at: 1, id: idOf(line), reason })),
    );
    const row = await listingOf(idOf(line));
    expect(row.image_urls.thumb).toHaveLength(2);
    expect(row.image_urls.full).toHaveLength(2);
    for (const [index, path] of row.image_urls.full.entries()) {
      expect(path.startsWith(STORED_PHOTO_PREFIX)).toBe(true);
      // Anyone reads it, without a key, as an <img> does.
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      // Named by its content, a stored copy never changes: caches may keep it for a year.
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual(row.image_urls.size[index]);
    }
  });

  it('still serves the stored copies once the source host is gone', async () => {
    const gone = await startPhotoHost();
    const line = post({ images: [`${gone.base}/living.jpg`] });
    await ingest([line]);
    await gone.close();
    expect((await fetch(`${gone.base}/living.jpg`).catch(() => null))?.ok ?? false).toBe(false);
    const row = await listingOf(idOf(line));
    for (const path of [...row.image_urls.thumb, ...row.image_urls.full]) {
      const response = await fetch(`${backend.url}${path}`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
  });

  it('flags the same photo posted by another poster, and a re-encoded, resized copy of it in another city', async () => {
    const original = post({ images: [`${host.base}/bedroom.jpg`], author: 'landlord-1', at: '2026-11-01T10:00:00Z' });
    await ingest([original]);
    // Another offer (another size and rent, so not a repost of the first) showing the first one's photo.
    const byOther = post({
      text: 'Big room in Amsterdam Oost, 25 m2, €1100 per month, available now. Pay the deposit first to reserve.',
      images: [`${host.base}/bedroom-again.jpg`],
      author: 'someone-else',
      at: '2026-11-02T10:00:00Z',
    });
    const elsewhere = post({
      images: [`${host.base}/bedroom-reposted.jpg`],
      city: 'Groningen',
      at: '2026-11-03T10:00:00Z',
    });
    const samePoster = post({
      images: [`${host.base}/bedroom.jpg`],
      author: 'landlord-1',
      at: '2026-11-04T10:00:00Z',
      text: 'Second room in the same house in Amsterdam, 9 m2, €640 per month, from January. Same landlord.',
    });
    await ingest([byOther, elsewhere, samePoster]);
    expect((await listingOf(idOf(original))).scam_signals).toEqual([]);
    expect((await listingOf(idOf(byOther))).scam_signals).toContain('reused_photos');
    expect((await listingOf(idOf(elsewhere))).scam_signals).toContain('reused_photos');
    // The landlord's own second room shows the same shared photo: no scam.
    expect((await listingOf(idOf(samePoster))).scam_signals).toEqual([]);
  });

  it('counts a shared photo towards duplicate detection: a cross-post with reworded text is linked', async () => {
    const first = post({
      images: [`${host.base}/living.jpg`],
      author: 'poster-7',
      text: 'Studio in De Pijp, 30 m2, €1350 per month, available 1 January. Send me a message!',
      at: '2026-11-05T10:00:00Z',
    });
    const again = post({
      images: [`${host.base}/living.jpg`],
      author: 'poster-7',
      text: 'Nice studio for rent De Pijp 30m2 €1350 p/m. Interested? DM',
      at: '2026-11-06T10:00:00Z',
    });
    const report = await ingest([first, again]);
    expect(report.duplicates).toBe(1);
    const repost = await backend.db.asOwner((sql) =>
      sql.query<{ duplicate_of: number | null }>(
        'select l.duplicate_of from public.listings l join public.listing_sources s on s.listing_id = l.id where s.source_post_id = $1',
        [idOf(again)],
      ),
    );
    expect(repost.rows[0]?.duplicate_of).toBe((await listingOf(idOf(first))).id);
  });

  it('keeps photos through ingest-posts over HTTP (a demo server fetches from loopback hosts)', async () => {
    const line = post({ images: [`${host.base}/kitchen.png`, `${host.base}/missing.jpg`] });
    const response = await fetch(`${backend.url}/functions/v1/ingest-posts`, {
      method: 'POST',
      headers: { 'x-ingest-secret': backend.keys.ingestSecret },
      body: line,
    });
    const report = (await response.json()) as IngestReport;
    expect(response.status).toBe(200);
    expect(report.photos).toEqual({
      kept: 1,
      dropped: [{ line: 1, id: idOf(line), url: `${host.base}/missing.jpg`, reason: 'the host answered 404' }],
    });
  });
});

describe('who may read photo hashes', () => {
  it('gives anon, members and Premium members nothing of listing_photos or its functions; the service role reads them', async () => {
    const member = await createMember(backend, { name: 'photos' });
    const premium = await createMember(backend, { name: 'photos-premium', premium: true });
    for (const client of [anonClient(backend), member.client, premium.client]) {
      const read = await client.from('listing_photos').select('*');
      expect(read.data ?? []).toEqual([]);
      expect(read.error).not.toBeNull();
      const write = await client.from('listing_photos').insert({ listing_id: 1, position: 0, hash: 1 });
      expect(write.error).not.toBeNull();
      const similar = await client.rpc('listings_with_photos_like', { hashes: [1], max_distance: 64 });
      expect(similar.error).not.toBeNull();
      const overwrite = await client.rpc('keep_listing_photos', { listing: 1, photos: [] });
      expect(overwrite.error).not.toBeNull();
    }
    const { data, error } = await serviceClient(backend).from('listing_photos').select('listing_id, hash, poster');
    expect(error).toBeNull();
    expect((data ?? []).length).toBeGreaterThan(0);
    // The poster is kept as a digest, never the id itself.
    expect((data ?? []).some((row) => row.poster === 'landlord-1')).toBe(false);
  });
});
