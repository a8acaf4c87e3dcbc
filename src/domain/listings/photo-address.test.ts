import { describe, expect, it } from 'vitest';
import { detailPhotos, isStoredPhotoPath, photoSource, safePhotoAddress } from './photo-address.ts';

const STORED = '/storage/v1/object/public/listing-photos/0123abcd/detail.webp';

describe('stored photo paths', () => {
  it.each([
    [STORED, true],
    ['/storage/v1/object/public/listing-photos/a.webp', true],
    ['/storage/v1/object/public/listing-photos/../secret', false],
    ['/storage/v1/object/public/listing-photos/a/../../x.webp', false],
    ['/storage/v1/object/public/other-bucket/a.webp', false],
    ['/storage/v1/object/listing-photos/a.webp', false],
    ['//evil.example/storage/v1/object/public/listing-photos/a.webp', false],
    ['/storage/v1/object/public/listing-photos/a.webp" onerror="x', false],
  ])('%s is a stored photo: %s', (path, expected) => expect(isStoredPhotoPath(path)).toBe(expected));
});

describe('safePhotoAddress', () => {
  it.each([
    [STORED, STORED],
    ['https://cdn.example/a.jpg?', 'https://cdn.example/a.jpg'],
    ['http://cdn.example/a.jpg', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    [42, null],
  ])('%j gives %j', (value, expected) => expect(safePhotoAddress(value)).toBe(expected));
});

describe('photoSource', () => {
  it('puts the backend’s address in front of a stored path only', () => {
    expect(photoSource(STORED, 'https://project.supabase.co/')).toBe(`https://project.supabase.co${STORED}`);
    expect(photoSource(STORED, '')).toBe(STORED);
    expect(photoSource('https://cdn.example/a.jpg', 'https://project.supabase.co')).toBe('https://cdn.example/a.jpg');
  });
});

describe('detailPhotos', () => {
  it('pairs each photo with its size, keeps sizes aligned when an address is dropped, and ignores odd sizes', () => {
    expect(
      detailPhotos({
        full: ['javascript:alert(1)', STORED, 'https://cdn.example/b.jpg', 'https://cdn.example/c.jpg'],
        size: [
          [1, 1],
          [1200, 800],
          [0, 5],
          ['9', 9],
        ],
      }),
    ).toEqual([
      { src: STORED, width: 1200, height: 800 },
      { src: 'https://cdn.example/b.jpg', width: null, height: null },
      { src: 'https://cdn.example/c.jpg', width: null, height: null },
    ]);
    expect(detailPhotos(null)).toEqual([]);
    expect(detailPhotos({ full: 'not a list' })).toEqual([]);
  });
});
