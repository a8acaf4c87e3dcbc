// Keeps the photos of a batch's offers: each distinct address fetched once (fetch-photo.ts), turned into a
// card and a detail copy and hashed (the codec), and both copies stored (photo-store.ts). What cannot be
// kept is dropped with its reason for the ingest report; a listing then shows the photos that were kept.
import { fetchPhoto, PHOTO_FETCH_LIMITS, type PhotoFetchLimits } from './fetch-photo.ts';
import type { PhotoCodec } from './photo-codec.ts';
import { publicPhotoPath, type PhotoStore } from './photo-store.ts';

/** A kept photo as a listing refers to it. */
export type KeptPhoto = {
  card: string;
  detail: string;
  /** The detail copy's size, for width and height on the page (no layout shift). */
  width: number;
  height: number;
  hash: string;
};

export type DroppedPhoto = { url: string; reason: string };

export type OfferPhotos = { kept: KeptPhoto[]; dropped: DroppedPhoto[] };

export type PhotoKeeper = { keep(urls: readonly string[]): Promise<OfferPhotos> };

export type PhotoKeeperOptions = {
  codec: PhotoCodec;
  store: PhotoStore;
  limits?: PhotoFetchLimits;
  /** Photos fetched and processed at once. */
  concurrency?: number;
};

/** More photos than this on one post are left at the source: cards show one, the detail page a few. */
export const MAX_PHOTOS_PER_OFFER = 10;

type Outcome = { ok: true; photo: KeptPhoto } | { ok: false; reason: string };

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Runs at most `limit` tasks at a time. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** A keeper for one batch: an address posted twice in it is fetched once. */
export function createPhotoKeeper(options: PhotoKeeperOptions): PhotoKeeper {
  const limits = options.limits ?? PHOTO_FETCH_LIMITS;
  const run = limiter(options.concurrency ?? 6);
  const outcomes = new Map<string, Promise<Outcome>>();

  const keepOne = async (url: string): Promise<Outcome> => {
    const fetched = await fetchPhoto(url, limits);
    if (!fetched.ok) return fetched;
    let processed;
    try {
      processed = await options.codec.process(fetched.bytes);
    } catch {
      return { ok: false, reason: `the ${fetched.kind.toUpperCase()} file does not decode` };
    }
    const folder = (await sha256Hex(fetched.bytes)).slice(0, 32);
    const card = `${folder}/card.webp`;
    const detail = `${folder}/detail.webp`;
    await Promise.all([
      options.store.put(card, processed.card.bytes, 'image/webp'),
      options.store.put(detail, processed.detail.bytes, 'image/webp'),
    ]);
    return {
      ok: true,
      photo: {
        card: publicPhotoPath(card),
        detail: publicPhotoPath(detail),
        width: processed.detail.width,
        height: processed.detail.height,
        hash: processed.hash,
      },
    };
  };

  return {
    async keep(urls) {
      const wanted = urls.slice(0, MAX_PHOTOS_PER_OFFER);
      const results = await Promise.all(
        wanted.map((url) => {
          let outcome = outcomes.get(url);
          if (!outcome) {
            outcome = run(() => keepOne(url));
            outcomes.set(url, outcome);
          }
          return outcome;
        }),
      );
      const kept: KeptPhoto[] = [];
      const dropped: DroppedPhoto[] = urls
        .slice(MAX_PHOTOS_PER_OFFER)
        .map((url) => ({ url, reason: `more than ${MAX_PHOTOS_PER_OFFER} photos on one post` }));
      results.forEach((result, index) => {
        if (result.ok) {
          if (!kept.some((photo) => photo.detail === result.photo.detail)) kept.push(result.photo);
        } else dropped.push({ url: wanted[index] as string, reason: result.reason });
      });
      return { kept, dropped };
    },
  };
}
