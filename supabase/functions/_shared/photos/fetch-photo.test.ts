import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPhotoHost, type PhotoHost } from '../../../../tests/support/photo-host.ts';
import { fetchPhoto, photoKindOf, PHOTO_FETCH_LIMITS, type PhotoFetchLimits } from './fetch-photo.ts';
import { isFetchableAddress } from '../net/public-address.ts';

// The tests' host is on loopback, so these limits admit loopback as the demo's do; production's do not.
const LOCAL: PhotoFetchLimits = {
  ...PHOTO_FETCH_LIMITS,
  allowLoopback: true,
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 1_000,
};

let host: PhotoHost;
beforeAll(async () => {
  host = await startPhotoHost();
});
afterAll(() => host.close());

describe('fetchPhoto', () => {
  it('fetches a JPEG and a PNG, by their bytes', async () => {
    const jpeg = await fetchPhoto(`${host.base}/bedroom.jpg`, LOCAL);
    const png = await fetchPhoto(`${host.base}/kitchen.png`, LOCAL);
    expect(jpeg.ok && jpeg.kind).toBe('jpeg');
    expect(png.ok && png.kind).toBe('png');
    expect(jpeg.ok && jpeg.bytes.length).toBeGreaterThan(100_000);
  });

  it.each([
    ['/huge.jpg', 'larger than 2 MB'],
    ['/page.jpg', 'not a JPEG, PNG or WebP image'],
    ['/slow.jpg', 'no answer within 1 s'],
    ['/missing.jpg', 'the host answered 404'],
    ['/to-private.jpg', 'a private or loopback address'],
  ])('refuses %s: %s', async (pathname, reason) => {
    expect(await fetchPhoto(`${host.base}${pathname}`, LOCAL)).toEqual({ ok: false, reason });
  });

  it('refuses private and metadata addresses before connecting', async () => {
    for (const address of [
      'https://10.0.0.7/a.jpg',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/a.jpg',
      'https://[::ffff:192.168.1.1]/a.jpg',
    ])
      expect(await fetchPhoto(address, LOCAL)).toEqual({ ok: false, reason: 'a private or loopback address' });
  });

  it('refuses the loopback host itself under production limits, by literal address and by name', async () => {
    const production = { ...LOCAL, allowLoopback: false };
    expect(await fetchPhoto(`${host.base}/bedroom.jpg`, production)).toEqual({
      ok: false,
      reason: 'a private or loopback address',
    });
    expect(await fetchPhoto('https://127.0.0.1:9/a.jpg', production)).toEqual({
      ok: false,
      reason: 'a private or loopback address',
    });
    // A name is judged by what it resolves to, at connection time.
    expect(await fetchPhoto('https://localhost:9/a.jpg', production)).toEqual({
      ok: false,
      reason: 'a private or loopback address',
    });
    expect(host.hits.get('/a.jpg')).toBeUndefined();
  });

  it('refuses plain http to a public host, and addresses with credentials', async () => {
    expect(await fetchPhoto('http://photos.example/a.jpg', LOCAL)).toEqual({
      ok: false,
      reason: 'not an https address',
    });
    // Loopback's plain http is for the demo's own host: a public address named by IP gets none of it.
    for (const address of ['http://93.184.215.14/a.jpg', 'http://[2606:4700::1111]/a.jpg'])
      expect(await fetchPhoto(address, LOCAL)).toEqual({ ok: false, reason: 'not an https address' });
    expect(await fetchPhoto(`http://user:pw@127.0.0.1:9/a.jpg`, LOCAL)).toEqual({
      ok: false,
      reason: 'the address carries credentials',
    });
  });
});

describe('photoKindOf', () => {
  it('reads the format from the first bytes', () => {
    expect(photoKindOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(photoKindOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(photoKindOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(photoKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(photoKindOf(new TextEncoder().encode('<svg'))).toBeNull();
  });
});

describe('isFetchableAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.0.10', false],
    ['100.100.1.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['::', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['64:ff9b::a00:1', false],
    ['2002:c0a8:101::1', false],
    ['64:ff9b:1::a00:1', false],
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['127.0.0.1', false],
    ['::1', false],
    ['not an address', false],
  ])('%s: %s', (address, fetchable) => {
    expect(isFetchableAddress(address, { allowLoopback: false })).toBe(fetchable);
  });

  it('admits loopback, and only loopback, when told to', () => {
    expect(isFetchableAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isFetchableAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isFetchableAddress('::ffff:127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isFetchableAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
  });
});
