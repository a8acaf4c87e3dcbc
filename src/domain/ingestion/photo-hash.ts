// A photo's perceptual hash: a difference hash (dHash) of 64 bits, one per pair of neighbouring pixels of a
// 9×8 greyscale copy, set where the left one is brighter. Re-encoding or resizing the same photo changes a
// few bits; two different photos differ in about half of them. Kept as 16 hex digits.

/** The width and height of the greyscale copy the hash is read from. */
export const HASH_GRID = { width: 9, height: 8 } as const;

/**
 * The most bits two hashes of the same photo may differ by. Measured on the seven demo photos: a copy
 * re-encoded at JPEG quality 40 or brightened by 10 % stays within 2 bits of the original, one resized to
 * 40 % within 4, one with 3 % cut from every side within 11 (so a crop is caught only sometimes); the
 * closest two different photos are 20 bits apart.
 */
export const SAME_PHOTO_MAX_DISTANCE = 10;

/** The hash of a 9×8 greyscale image given as 72 bytes, row by row. */
export function differenceHash(grey: Uint8Array): string {
  const { width, height } = HASH_GRID;
  if (grey.length !== width * height) throw new Error(`A difference hash reads ${width * height} grey pixels`);
  let bits = 0n;
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width - 1; column += 1) {
      const left = grey[row * width + column] as number;
      const right = grey[row * width + column + 1] as number;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits two hashes differ in. */
export function hashDistance(left: string, right: string): number {
  let differing = BigInt(`0x${left}`) ^ BigInt(`0x${right}`);
  let count = 0;
  while (differing !== 0n) {
    differing &= differing - 1n;
    count += 1;
  }
  return count;
}

/** Whether two hashes are of the same photo (re-encoded or resized). */
export function isSamePhoto(left: string, right: string): boolean {
  return hashDistance(left, right) <= SAME_PHOTO_MAX_DISTANCE;
}

/** The hash as Postgres keeps it: a signed 64-bit integer, as decimal text. */
export function hashAsBigint(hash: string): string {
  return BigInt.asIntN(64, BigInt(`0x${hash}`)).toString();
}

/** The hash of a Postgres bigint (as text or number), back to 16 hex digits. */
export function hashFromBigint(value: string | number): string {
  return BigInt.asUintN(64, BigInt(value)).toString(16).padStart(16, '0');
}
