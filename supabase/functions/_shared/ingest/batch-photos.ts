// The photo step of an ingest batch: keeps the offers' photos (photos/keep-photos.ts), asks the database
// which stored listings show the same photos, and from both tells which new offers reuse someone else's
// photos (src/domain/ingestion/photo-reuse.ts). Without a keeper (a runtime with no image library) offers
// keep their source addresses, as before photos were kept.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DuplicateCandidate } from '../../../../src/domain/ingestion/duplicates.ts';
import type { ExtractedPost } from '../../../../src/domain/ingestion/extract-post.ts';
import { storedListingKey } from '../../../../src/domain/ingestion/ingest-plan.ts';
import type { ProcessedPost } from '../../../../src/domain/ingestion/ingestion-pipeline.ts';
import { hashAsBigint, hashFromBigint, SAME_PHOTO_MAX_DISTANCE } from '../../../../src/domain/ingestion/photo-hash.ts';
import { offersWithReusedPhotos, type PhotoOwner } from '../../../../src/domain/ingestion/photo-reuse.ts';
import type { OfferPhotos, PhotoKeeper } from '../photos/keep-photos.ts';
import { sha256Hex } from '../sha256-hex.ts';

/** What the ingest report says of the batch's photos. */
export type PhotoReport = {
  kept: number;
  dropped: Array<{ line: number; id: string; url: string; reason: string }>;
};

type StoredPhotoMatch = {
  hash: string;
  listing_id: number;
  poster: string | null;
  city_of_post: string | null;
  time_of_post: string | null;
  duplicate_of: number | null;
};

export type BatchPhotos = {
  /** Each offer's kept photos, by post id; empty without a keeper. */
  byPost: Map<string, OfferPhotos>;
  /** Each offer's poster key (posterKey), by post id, for the reuse check and the stored photo rows. */
  posterOf: Map<string, string | null>;
  /** Stored listings showing one of the batch's photos. */
  stored: StoredPhotoMatch[];
  report: PhotoReport;
};

/** The poster's key as stored: a digest of the id, so the table holds no one's profile id. */
async function posterKey(poster: string | null): Promise<string | null> {
  return poster === null ? null : (await sha256Hex(`poster:${poster}`)).slice(0, 32);
}

async function storedMatches(service: SupabaseClient, hashes: readonly string[]): Promise<StoredPhotoMatch[]> {
  if (hashes.length === 0) return [];
  const { data, error } = await service.rpc('listings_with_photos_like', {
    hashes: hashes.map(hashAsBigint),
    max_distance: SAME_PHOTO_MAX_DISTANCE,
  });
  if (error) throw new Error(`Reading stored photos: ${error.message}`);
  return (data as Array<StoredPhotoMatch & { hash: string | number }>).map((row) => ({
    ...row,
    hash: hashFromBigint(row.hash),
  }));
}

/** Keeps the photos of the batch's offers and finds the stored listings that show the same ones. */
export async function keepBatchPhotos(
  service: SupabaseClient,
  keeper: PhotoKeeper | null,
  offers: ExtractedPost[],
  lineOf: ReadonlyMap<string, number>,
): Promise<BatchPhotos> {
  const byPost = new Map<string, OfferPhotos>();
  const posterOf = new Map<string, string | null>();
  const report: PhotoReport = { kept: 0, dropped: [] };
  if (keeper === null) return { byPost, posterOf, stored: [], report };
  await Promise.all(
    offers.map(async (offer) => {
      posterOf.set(offer.id, await posterKey(offer.poster));
      const photos = await keeper.keep(offer.image_urls);
      byPost.set(offer.id, photos);
      offer.photo_hashes = photos.kept.map((photo) => photo.hash);
      report.kept += photos.kept.length;
      for (const { url, reason } of photos.dropped)
        report.dropped.push({ line: lineOf.get(offer.id) ?? 0, id: offer.id, url, reason });
    }),
  );
  report.dropped.sort((left, right) => left.line - right.line);
  const hashes = [...new Set(offers.flatMap((offer) => offer.photo_hashes ?? []))];
  return { byPost, posterOf, stored: await storedMatches(service, hashes), report };
}

/** Gives the stored candidates the photos they share with the batch, for duplicate detection. */
export function withStoredPhotos(candidates: DuplicateCandidate[], photos: BatchPhotos): DuplicateCandidate[] {
  const hashesOf = new Map<string, string[]>();
  for (const match of photos.stored) {
    const key = storedListingKey(match.listing_id);
    hashesOf.set(key, [...(hashesOf.get(key) ?? []), match.hash]);
  }
  return candidates.map((candidate) =>
    hashesOf.has(candidate.key)
      ? { ...candidate, facts: { ...candidate.facts, photo_hashes: hashesOf.get(candidate.key) } }
      : candidate,
  );
}

/** The batch's offers whose photos are someone else's, by post id. */
export function offersReusingPhotos(
  offers: readonly ProcessedPost[],
  photos: BatchPhotos,
  storedListingOf: (postId: string) => number | null,
): Set<string> {
  const batch: PhotoOwner[] = offers.map((offer) => {
    const own = storedListingOf(offer.id);
    return {
      key: offer.id,
      sameOfferAs: [offer.duplicate_of, own === null ? null : storedListingKey(own)].filter(
        (key): key is string => key !== null,
      ),
      hashes: offer.photo_hashes ?? [],
      poster: photos.posterOf.get(offer.id) ?? null,
      city: offer.city_of_post,
      postedMs: Date.parse(offer.posted_at),
    };
  });
  const stored = new Map<number, PhotoOwner>();
  for (const match of photos.stored) {
    const owner = stored.get(match.listing_id) ?? {
      key: storedListingKey(match.listing_id),
      sameOfferAs: match.duplicate_of === null ? [] : [storedListingKey(match.duplicate_of)],
      hashes: [],
      poster: match.poster,
      city: match.city_of_post,
      postedMs: match.time_of_post === null ? 0 : Date.parse(match.time_of_post),
    };
    stored.set(match.listing_id, { ...owner, hashes: [...owner.hashes, match.hash] });
  }
  return offersWithReusedPhotos(batch, [...stored.values()]);
}
