// The photo codec on Node: sharp (libvips). The source is decoded once, oriented (EXIF) and brought within
// the detail size as plain pixels with all metadata dropped (a phone's photo can carry where it was taken);
// both WebP copies and the hash are made from those pixels, so a large photo is never decoded twice. A
// decode that takes longer than a few seconds (a photo built to be slow) is given up.
import sharp from 'sharp';
import { differenceHash, HASH_GRID } from '../../../../src/domain/ingestion/photo-hash.ts';
import { MAX_PHOTO_PIXELS, MAX_STORED_BYTES, PHOTO_SIZES, type EncodedCopy, type PhotoCodec } from './photo-codec.ts';

const DECODE_SECONDS = 8;

type Pixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

const fromPixels = ({ data, width, height, channels }: Pixels) => sharp(data, { raw: { width, height, channels } });

async function webp(pixels: Pixels, quality: number, longSide?: number): Promise<EncodedCopy> {
  let image = fromPixels(pixels);
  if (longSide) image = image.resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await image.webp({ quality, effort: 4 }).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/** The detail copy, smaller when a photo full of noise would not fit the bucket's file limit. */
async function detailCopy(pixels: Pixels): Promise<EncodedCopy> {
  const copy = await webp(pixels, 76);
  if (copy.bytes.length <= MAX_STORED_BYTES) return copy;
  return webp(pixels, 50, Math.round(PHOTO_SIZES.detailPx * 0.6));
}

export function createSharpPhotoCodec(): PhotoCodec {
  return {
    async process(bytes) {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .timeout({ seconds: DECODE_SECONDS })
        .rotate()
        .flatten({ background: '#ffffff' })
        .resize(PHOTO_SIZES.detailPx, PHOTO_SIZES.detailPx, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const pixels: Pixels = { data, width: info.width, height: info.height, channels: info.channels };
      const [detail, card, grey] = await Promise.all([
        detailCopy(pixels),
        fromPixels(pixels)
          .resize(PHOTO_SIZES.cardPx, PHOTO_SIZES.cardPx, { fit: 'cover', position: 'attention' })
          .webp({ quality: 68, effort: 4 })
          .toBuffer({ resolveWithObject: true })
          .then(({ data: cardBytes, info: cardInfo }) => ({
            bytes: new Uint8Array(cardBytes),
            width: cardInfo.width,
            height: cardInfo.height,
          })),
        fromPixels(pixels)
          .greyscale()
          .resize(HASH_GRID.width, HASH_GRID.height, { fit: 'fill', kernel: 'cubic' })
          .raw()
          .toBuffer(),
      ]);
      return { card, detail, hash: differenceHash(new Uint8Array(grey)) };
    },
  };
}
