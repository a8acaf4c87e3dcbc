// The photo codec on Node: sharp (libvips). EXIF orientation is applied and all metadata dropped (a phone's
// photo can carry where it was taken), both copies are WebP, and the hash is read from the oriented photo.
import sharp, { type Sharp } from 'sharp';
import { differenceHash, HASH_GRID } from '../../../../src/domain/ingestion/photo-hash.ts';
import { MAX_PHOTO_PIXELS, PHOTO_SIZES, type EncodedCopy, type PhotoCodec } from './photo-codec.ts';

async function encoded(pipeline: Sharp): Promise<EncodedCopy> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

export function createSharpPhotoCodec(): PhotoCodec {
  return {
    async process(bytes) {
      // One decode, oriented; the three outputs are cloned from it.
      const source = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
      const [card, detail, grey] = await Promise.all([
        encoded(
          source
            .clone()
            .resize(PHOTO_SIZES.cardPx, PHOTO_SIZES.cardPx, { fit: 'cover', position: 'attention' })
            .webp({ quality: 68, effort: 4 }),
        ),
        encoded(
          source
            .clone()
            .resize(PHOTO_SIZES.detailPx, PHOTO_SIZES.detailPx, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 76, effort: 4 }),
        ),
        source
          .clone()
          .greyscale()
          .resize(HASH_GRID.width, HASH_GRID.height, { fit: 'fill', kernel: 'cubic' })
          .raw()
          .toBuffer(),
      ]);
      return { card, detail, hash: differenceHash(new Uint8Array(grey)) };
    },
  };
}
