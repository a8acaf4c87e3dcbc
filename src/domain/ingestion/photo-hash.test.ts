import { describe, expect, it } from 'vitest';
import {
  differenceHash,
  hashAsBigint,
  hashDistance,
  hashFromBigint,
  isSamePhoto,
  SAME_PHOTO_MAX_DISTANCE,
} from './photo-hash.ts';

const grid = (pixel: (row: number, column: number) => number) =>
  Uint8Array.from({ length: 72 }, (_, index) => pixel(Math.floor(index / 9), index % 9));

describe('differenceHash', () => {
  it('sets a bit where the left pixel is brighter than its right neighbour', () => {
    expect(differenceHash(grid((_, column) => 255 - column * 20))).toBe('ffffffffffffffff');
    expect(differenceHash(grid((_, column) => column * 20))).toBe('0000000000000000');
    // Only the first row falls to the right: its eight bits are the hash's top byte.
    expect(differenceHash(grid((row, column) => (row === 0 ? 255 - column : column)))).toBe('ff00000000000000');
  });

  it('refuses a grid of the wrong size', () => {
    expect(() => differenceHash(new Uint8Array(64))).toThrow('72 grey pixels');
  });
});

describe('hash distance', () => {
  it('counts the differing bits', () => {
    expect(hashDistance('ff00000000000000', 'ff00000000000000')).toBe(0);
    expect(hashDistance('ff00000000000000', '0f00000000000001')).toBe(5);
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });

  it('calls two hashes the same photo up to the threshold and no further', () => {
    const within = (BigInt(2 ** SAME_PHOTO_MAX_DISTANCE) - 1n).toString(16).padStart(16, '0');
    const beyond = (BigInt(2 ** (SAME_PHOTO_MAX_DISTANCE + 1)) - 1n).toString(16).padStart(16, '0');
    expect(isSamePhoto('0000000000000000', within)).toBe(true);
    expect(isSamePhoto('0000000000000000', beyond)).toBe(false);
  });
});

describe('the hash as a Postgres bigint', () => {
  it.each(['0000000000000000', '7fffffffffffffff', '8000000000000000', 'ffffffffffffffff', '131313132b6f634f'])(
    '%s goes there and back',
    (hash) => {
      const stored = hashAsBigint(hash);
      expect(BigInt(stored) >= -(2n ** 63n) && BigInt(stored) < 2n ** 63n).toBe(true);
      expect(hashFromBigint(stored)).toBe(hash);
    },
  );
});
