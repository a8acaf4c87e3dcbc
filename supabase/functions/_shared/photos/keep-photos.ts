// Keeps the photos of a batch's offers: each distinct address fetched once (fetch-photo.ts), turned into a
// card and a detail copy and hashed (the codec), and both copies stored (photo-store.ts). What cannot be
// kept is dropped with its reason for the ingest report; a listing then shows the photos that were kept.
import { BATCH_OUT_OF_TIME, fetchPhoto, PHOTO_FETCH_LIMITS, type PhotoFetchLimits } from './fetch-photo.ts';
import type { PhotoCodec } from './photo-codec.ts';
import { publicPhotoPath, type PhotoStore } from './photo-store.ts';
import { sha256Hex } from '../sha256-hex.ts';

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
  /** Photos fetched at once. */
  concurrency?: number;
  /** How long the keeper may fetch, from its first photo; photos not kept by then are dropped. */
  timeBudgetMs?: number;
  /** How many distinct photos it keeps at most; a batch may hold 500 posts of 10 photos each. */
  maxPhotos?: number;
};

/** More photos than this on one post are left at the source: cards show one, the detail page a few. */
export const MAX_PHOTOS_PER_OFFER = 10;

// Decoding is CPU work on the thread pool every request's file and DNS calls share: two at a time leave
// the server answering while a batch's photos are made (fetching waits on the network, so more run at once).
const CODEC_CONCURRENCY = 2;
const TIME_BUDGET_MS = 120_000;
const MAX_PHOTOS = 600;

type Outcome = { ok: true; photo: KeptPhoto } | { ok: false; reason: string };

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
  const fetching = limiter(options.concurrency ?? 6);
  const decoding = limiter(CODEC_CONCURRENCY);
  const outcomes = new Map<string, Promise<Outcome>>();
  const maxPhotos = options.maxPhotos ?? MAX_PHOTOS;
  // Started with the first photo, so a keeper made and not used costs no timer.
  let outOfTime: AbortSignal | null = null;
  const batchSignal = () => (outOfTime ??= AbortSignal.timeout(options.timeBudgetMs ?? TIME_BUDGET_MS));

  const keepOne = async (url: string, signal: AbortSignal): Promise<Outcome> => {
    const fetched = await fetching(() => fetchPhoto(url, limits, signal));
    if (!fetched.ok) return fetched;
    if (signal.aborted) return { ok: false, reason: BATCH_OUT_OF_TIME };
    let processed;
    try {
      processed = await decoding(() => options.codec.process(fetched.bytes));
    } catch (error) {
      const kind = fetched.kind.toUpperCase();
      const slow = /timeout/i.test(error instanceof Error ? error.message : '');
      return {
        ok: false,
        reason: slow ? `the ${kind} file takes too long to decode` : `the ${kind} file does not decode`,
      };
    }
    const folder = (await sha256Hex(fetched.bytes)).slice(0, 32);
    const card = `${folder}/card.webp`;
    const detail = `${folder}/detail.webp`;
    const stored = await Promise.allSettled([
      options.store.put(card, processed.card.bytes, 'image/webp'),
      options.store.put(detail, processed.detail.bytes, 'image/webp'),
    ]);
    const failed = stored.find((result) => result.status === 'rejected');
    if (failed) {
      // One photo Storage would not take must not fail its batch: it is dropped like any other.
      console.warn(`A photo could not be stored (${url})`, failed.reason);
      return { ok: false, reason: 'the photo could not be stored' };
    }
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
            outcome =
              outcomes.size >= maxPhotos
                ? Promise.resolve({ ok: false, reason: `more than ${maxPhotos} photos in one batch` })
                : keepOne(url, batchSignal());
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
