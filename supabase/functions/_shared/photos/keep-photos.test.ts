import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhotoHost, type PhotoHost } from '../../../../tests/support/photo-host.ts';
import { isSamePhoto } from '../../../../src/domain/ingestion/photo-hash.ts';
import { PHOTO_FETCH_LIMITS } from './fetch-photo.ts';
import { createPhotoKeeper, MAX_PHOTOS_PER_OFFER } from './keep-photos.ts';
import { MAX_STORED_BYTES } from './photo-codec.ts';
import type { PhotoStore } from './photo-store.ts';
import { STORED_PHOTO_PREFIX } from '../../../../src/domain/listings/photo-address.ts';
import { createSharpPhotoCodec } from './sharp-photo-codec.ts';

const LIMITS = { ...PHOTO_FETCH_LIMITS, allowLoopback: true, maxBytes: 2 * 1024 * 1024, timeoutMs: 1_000 };

function memoryStore() {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const store: PhotoStore = {
    async put(name, bytes, contentType) {
      files.set(name, { bytes, contentType });
    },
  };
  return { store, files };
}

let host: PhotoHost;
beforeAll(async () => {
  host = await startPhotoHost();
});
afterAll(() => host.close());

describe('createPhotoKeeper', () => {
  it('stores a card and a detail copy of each photo as WebP, with its size and hash', async () => {
    const { store, files } = memoryStore();
    const keeper = createPhotoKeeper({ codec: createSharpPhotoCodec(), store, limits: LIMITS });
    const { kept, dropped } = await keeper.keep([`${host.base}/bedroom.jpg`, `${host.base}/kitchen.png`]);
    expect(dropped).toEqual([]);
    expect(kept).toHaveLength(2);
    for (const photo of kept) {
      expect(photo.card.startsWith(STORED_PHOTO_PREFIX) && photo.card.endsWith('/card.webp')).toBe(true);
      const card = files.get(photo.card.slice(STORED_PHOTO_PREFIX.length));
      const detail = files.get(photo.detail.slice(STORED_PHOTO_PREFIX.length));
      expect(card?.contentType).toBe('image/webp');
      const cardMeta = await sharp(card?.bytes).metadata();
      const detailMeta = await sharp(detail?.bytes).metadata();
      expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 224, 224]);
      expect([detailMeta.format, detailMeta.width, detailMeta.height]).toEqual(['webp', photo.width, photo.height]);
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(1280);
      expect(photo.hash).toMatch(/^[0-9a-f]{16}$/);
      // No metadata rides along (a phone photo's EXIF can say where it was taken).
      expect(detailMeta.exif).toBeUndefined();
    }
  });

  it('drops what it cannot keep, each with its reason, and keeps the rest', async () => {
    const { store } = memoryStore();
    const keeper = createPhotoKeeper({ codec: createSharpPhotoCodec(), store, limits: LIMITS });
    const { kept, dropped } = await keeper.keep([
      `${host.base}/huge.jpg`,
      `${host.base}/page.jpg`,
      `${host.base}/broken.jpg`,
      `${host.base}/living.jpg`,
      'https://10.9.8.7/private.jpg',
    ]);
    expect(kept).toHaveLength(1);
    expect(dropped).toEqual([
      { url: `${host.base}/huge.jpg`, reason: 'larger than 2 MB' },
      { url: `${host.base}/page.jpg`, reason: 'not a JPEG, PNG or WebP image' },
      { url: `${host.base}/broken.jpg`, reason: 'the JPEG file does not decode' },
      { url: 'https://10.9.8.7/private.jpg', reason: 'a private or loopback address' },
    ]);
  });

  it('fetches an address once per keeper, stores the same bytes under one name, and caps a post’s photos', async () => {
    const { store, files } = memoryStore();
    const keeper = createPhotoKeeper({ codec: createSharpPhotoCodec(), store, limits: LIMITS });
    const first = await keeper.keep([`${host.base}/living.jpg`]);
    const second = await keeper.keep([`${host.base}/living.jpg`, `${host.base}/living.jpg?copy`]);
    expect(host.hits.get('/living.jpg')).toBe(2 + 1); // the test before fetched it once too
    expect(second.kept).toEqual(first.kept);
    expect(files.size).toBe(2);
    const many = Array.from({ length: MAX_PHOTOS_PER_OFFER + 2 }, (_, index) => `${host.base}/missing-${index}.jpg`);
    const capped = await keeper.keep(many);
    expect(capped.dropped.filter((entry) => entry.reason.startsWith('more than'))).toHaveLength(2);
  });

  it('gives a reposted copy (smaller, re-encoded) the hash of the same photo, and another photo a far one', async () => {
    const { store } = memoryStore();
    const keeper = createPhotoKeeper({ codec: createSharpPhotoCodec(), store, limits: LIMITS });
    const [original, repost, other] = await Promise.all(
      ['/bedroom.jpg', '/bedroom-reposted.jpg', '/living.jpg'].map(
        async (pathname) => (await keeper.keep([`${host.base}${pathname}`])).kept[0]?.hash ?? '',
      ),
    );
    expect(isSamePhoto(original as string, repost as string)).toBe(true);
    expect(isSamePhoto(original as string, other as string)).toBe(false);
  });

  it('drops a photo Storage will not take, and keeps the others of the post', async () => {
    const { store, files } = memoryStore();
    const refusing: PhotoStore = {
      async put(name, bytes, contentType) {
        if (bytes.length > 60_000) throw new Error('Storing failed: 413 Payload too large');
        await store.put(name, bytes, contentType);
      },
    };
    const keeper = createPhotoKeeper({ codec: createSharpPhotoCodec(), store: refusing, limits: LIMITS });
    const { kept, dropped } = await keeper.keep([`${host.base}/bedroom.jpg`, `${host.base}/living.jpg`]);
    expect(kept).toHaveLength(1);
    expect(dropped).toEqual([{ url: `${host.base}/bedroom.jpg`, reason: 'the photo could not be stored' }]);
    expect(files.size).toBeGreaterThan(0);
  });

  it('makes a noisy photo’s detail copy small enough for the bucket', async () => {
    const noise = Buffer.alloc(1280 * 1280 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (Math.imul(index, 2654435761) >>> 24) & 255;
    const png = await sharp(noise, { raw: { width: 1280, height: 1280, channels: 3 } })
      .png()
      .toBuffer();
    const noisy = await startPhotoHost({ '/noise.png': { type: 'image/png', body: png } });
    try {
      const { store, files } = memoryStore();
      const keeper = createPhotoKeeper({
        codec: createSharpPhotoCodec(),
        store,
        limits: { ...LIMITS, maxBytes: 8 * 1024 * 1024 },
      });
      const { kept, dropped } = await keeper.keep([`${noisy.base}/noise.png`]);
      expect(dropped).toEqual([]);
      const detail = files.get((kept[0]?.detail ?? '').slice(STORED_PHOTO_PREFIX.length));
      expect(detail?.bytes.length).toBeLessThanOrEqual(MAX_STORED_BYTES);
    } finally {
      await noisy.close();
    }
  });

  it('drops what is left when the batch’s time or its count of photos runs out', async () => {
    const { store } = memoryStore();
    const keeper = createPhotoKeeper({
      codec: createSharpPhotoCodec(),
      store,
      limits: { ...LIMITS, timeoutMs: 10_000 },
      timeBudgetMs: 300,
      maxPhotos: 2,
    });
    const { kept, dropped } = await keeper.keep([
      `${host.base}/slow.jpg`,
      `${host.base}/living.jpg`,
      `${host.base}/kitchen.png`,
    ]);
    expect(kept).toHaveLength(1);
    expect(dropped).toEqual([
      { url: `${host.base}/slow.jpg`, reason: "the batch's time for photos ran out" },
      { url: `${host.base}/kitchen.png`, reason: 'more than 2 photos in one batch' },
    ]);
  });
});
