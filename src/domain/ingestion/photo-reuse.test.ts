import { describe, expect, it } from 'vitest';
import { offersWithReusedPhotos, type PhotoOwner } from './photo-reuse.ts';

const PHOTO = '131313132b6f634f';
// The same photo re-encoded: three bits differ.
const PHOTO_AGAIN = '131313132b6f6348';
const OTHER_PHOTO = '0d49691d1d3c6c0c';

const owner = (key: string, fields: Partial<PhotoOwner> = {}): PhotoOwner => ({
  key,
  sameOfferAs: [],
  hashes: [PHOTO],
  poster: null,
  city: 'Amsterdam',
  postedMs: 1_000,
  ...fields,
});

describe('offersWithReusedPhotos', () => {
  it('flags the later offer showing an earlier offer’s photo in another city', () => {
    const stored = [owner('listing:1', { city: 'Amsterdam', postedMs: 0 })];
    const flagged = offersWithReusedPhotos([owner('scam', { city: 'Groningen', hashes: [PHOTO_AGAIN] })], stored);
    expect([...flagged]).toEqual(['scam']);
  });

  it('flags a photo shown by another known poster in the same city, in the same batch', () => {
    const batch = [
      owner('first', { poster: 'landlord', postedMs: 0 }),
      owner('second', { poster: 'somebody else', postedMs: 5 }),
    ];
    expect([...offersWithReusedPhotos(batch, [])]).toEqual(['second']);
  });

  it('leaves the earlier offer, whose photos were taken, unflagged', () => {
    const batch = [owner('victim', { postedMs: 0 })];
    const stored = [owner('listing:9', { city: 'Utrecht', postedMs: 50 })];
    expect(offersWithReusedPhotos(batch, stored).size).toBe(0);
  });

  it('does not flag a repost of the same offer (linked as its duplicate), even by another city’s group', () => {
    const stored = [owner('listing:1', { city: 'Amsterdam', postedMs: 0 })];
    const repost = owner('repost', { city: 'Haarlem', sameOfferAs: ['listing:1'] });
    expect(offersWithReusedPhotos([repost], stored).size).toBe(0);
    // Two reposts of one original are the same offer too.
    const sibling = owner('listing:2', { city: 'Utrecht', postedMs: 0, sameOfferAs: ['listing:1'] });
    expect(offersWithReusedPhotos([repost], [sibling]).size).toBe(0);
  });

  it('does not flag an edited post against its own stored listing', () => {
    const stored = [owner('listing:4', { city: 'Amsterdam', postedMs: 0 })];
    expect(offersWithReusedPhotos([owner('edited', { city: 'Delft', sameOfferAs: ['listing:4'] })], stored).size).toBe(
      0,
    );
  });

  it('does not flag two offers of one city when the posters are unknown (a shared kitchen, a landlord’s rooms)', () => {
    const batch = [owner('room-1', { postedMs: 0 }), owner('room-2', { postedMs: 5 })];
    expect(offersWithReusedPhotos(batch, []).size).toBe(0);
  });

  it('does not flag different photos, or an offer without photos', () => {
    const stored = [owner('listing:1', { city: 'Amsterdam', postedMs: 0 })];
    const batch = [
      owner('other', { city: 'Delft', hashes: [OTHER_PHOTO] }),
      owner('none', { city: 'Delft', hashes: [] }),
    ];
    expect(offersWithReusedPhotos(batch, stored).size).toBe(0);
  });

  it('does not flag a poster showing their own photo again after someone else copied it', () => {
    const batch = [
      owner('landlord-room-1', { poster: 'landlord', postedMs: 0 }),
      owner('copy', { poster: 'scammer', postedMs: 5 }),
      owner('landlord-room-2', { poster: 'landlord', postedMs: 10 }),
    ];
    expect([...offersWithReusedPhotos(batch, [])]).toEqual(['copy']);
  });

  it('of two posted at the same moment, flags only the one listed later', () => {
    const batch = [owner('a', { city: 'Delft' }), owner('b', { city: 'Leiden' })];
    expect([...offersWithReusedPhotos(batch, [])]).toEqual(['b']);
  });
});
