import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhotoHost, type PhotoHost } from '../../../../tests/support/photo-host.ts';
import { isSamePhoto } from '../../../../src/domain/ingestion/photo-hash.ts';
import { PHOTO_FETCH_LIMITS } from './fetch-photo.ts';
import { createPhotoKeeper, MAX_PHOTOS_PER_OFFER } from './keep-photos.ts';
import { PUBLIC_PHOTO_PREFIX, type PhotoStore } from './photo-store.ts';
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
      expect(photo.card.startsWith(PUBLIC_PHOTO_PREFIX) && photo.card.endsWith('/card.webp')).toBe(true);
      const card = files.get(photo.card.slice(PUBLIC_PHOTO_PREFIX.length));
      const detail = files.get(photo.detail.slice(PUBLIC_PHOTO_PREFIX.length));
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
});
