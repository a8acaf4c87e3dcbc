// What ingestion needs from an image library: a fetched photo turned into the two WebP copies the app shows
// and its perceptual hash. An interface, so the handler stays free of any one runtime's native library:
// supabase/local gives it sharp (sharp-photo-codec.ts).

import { CARD_PHOTO_PX } from '../../../../src/domain/listings/photo-address.ts';

export type PhotoKind = 'jpeg' | 'png' | 'webp';

export type EncodedCopy = { bytes: Uint8Array; width: number; height: number };

export type ProcessedPhoto = {
  /** A square crop for cards and the map's preview (they show it at 80 to 112 CSS pixels). */
  card: EncodedCopy;
  /** The whole photo within 1280 pixels a side, for the detail page's carousel and gallery. */
  detail: EncodedCopy;
  /** The perceptual hash (photo-hash.ts), 16 hex digits. */
  hash: string;
};

export interface PhotoCodec {
  /** Decodes, orients and re-encodes a photo; throws when the bytes do not decode as an image. */
  process(bytes: Uint8Array): Promise<ProcessedPhoto>;
}

/** The sizes of the copies: the card's twice its largest CSS size (for 2x screens), the detail's long side. */
export const PHOTO_SIZES = { cardPx: CARD_PHOTO_PX, detailPx: 1280 } as const;

/** Photos larger than this many pixels are refused before they are decoded (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 24_000_000;

/** The most a stored copy may weigh: the listing-photos bucket's file limit (2 MiB), with room to spare. */
export const MAX_STORED_BYTES = 1_900_000;
