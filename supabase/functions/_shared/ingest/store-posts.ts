// Ingestion's database side: reads what the database holds for a batch (the sources seen before, the stored
// offers of the same cities and weeks), runs the pure pipeline and plan over it, and writes the plan in one
// transaction (public.apply_ingest_plan). Idempotent by source post: a post whose payload is unchanged is
// skipped; an edited post updates its listing; a later copy of an offer becomes a 'double' pointing at the
// first; a post announcing an offer gone marks that offer 'unavailable'. Every post, offer or not, is kept in
// raw_posts with its outcome. A batch that fails writes nothing, and its retry starts clean.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DuplicateCandidate } from '../../../../src/domain/ingestion/duplicates.ts';
import { planIngest, type IngestPlan, type ListingRef } from '../../../../src/domain/ingestion/ingest-plan.ts';
import type { RawPost } from '../../../../src/domain/ingestion/raw-post.ts';
import type { NumberedResult } from './parse-lines.ts';
import { candidateFromStored, listingRow, STORED_OFFER_COLUMNS, type StoredOffer } from './listing-row.ts';
import {
  keepBatchPhotos,
  offersReusingPhotos,
  withStoredPhotos,
  type BatchPhotos,
  type PhotoReport,
} from './batch-photos.ts';
import type { PhotoKeeper } from '../photos/keep-photos.ts';
import { sha256Hex } from '../sha256-hex.ts';
import { hashAsBigint } from '../../../../src/domain/ingestion/photo-hash.ts';
import { signalsWithReusedPhotos, type ExtractedPost } from '../../../../src/domain/ingestion/extract-post.ts';
import {
  extractPosts,
  linkDuplicates,
  type ProcessedPost,
} from '../../../../src/domain/ingestion/ingestion-pipeline.ts';

export type NumberedLine = NumberedResult;

/** The plan's counts (created, updated, duplicates, closed, seeking, other), and what the batch brought in. */
export type IngestReport = IngestPlan['counts'] & {
  received: number;
  rejected: Array<{ line: number; error: string }>;
  warnings: Array<{ line: number; id: string; warning: string }>;
  unchanged: number;
  /** Listings that became visible offers in this batch (for alerts). */
  newListingIds: number[];
  /** The offers' photos kept, and those dropped with the reason. */
  photos: PhotoReport;
};

type Existing = { source_post_id: string; payload_hash: string | null; listing_id: number | null };

const ID_CHUNK = 100;
const DUPLICATE_WINDOW_MS = 60 * 24 * 3600 * 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

function check<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as T;
}

async function existingSources(service: SupabaseClient, ids: readonly string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (const part of chunks(ids, ID_CHUNK)) {
    const rows = check(
      await service.from('raw_posts').select('source_post_id, payload_hash, listing_id').in('source_post_id', part),
      'Reading raw posts',
    );
    for (const row of rows as Existing[]) found.set(row.source_post_id, row);
  }
  return found;
}

/** Offers already stored in the cities and weeks of this batch, to compare new posts with. */
async function storedCandidates(
  service: SupabaseClient,
  offers: readonly ExtractedPost[],
  ownListings: ReadonlySet<number>,
): Promise<DuplicateCandidate[]> {
  if (offers.length === 0) return [];
  const times = offers.map((offer) => Date.parse(offer.posted_at));
  const from = new Date(Math.min(...times) - DUPLICATE_WINDOW_MS).toISOString();
  const to = new Date(Math.max(...times) + DUPLICATE_WINDOW_MS).toISOString();
  const cities = [
    ...new Set(offers.map((offer) => offer.city_of_post).filter((city): city is string => city !== null)),
  ];
  const candidates: DuplicateCandidate[] = [];
  const pageSize = 1000;
  for (let page = 0; ; page += 1) {
    let query = service
      .from('listings')
      .select(STORED_OFFER_COLUMNS)
      .is('is_unavailable_or_double', null)
      .gte('time_of_post', from)
      .lte('time_of_post', to);
    query =
      cities.length > 0 && !offers.some((offer) => offer.city_of_post === null)
        ? query.in('city_of_post', cities)
        : query;
    const rows = check(
      await query.order('id').range(page * pageSize, page * pageSize + pageSize - 1),
      'Reading stored offers',
      // The columns are the listing record's offer fields, a list supabase-js cannot read a row type from.
    ) as unknown as StoredOffer[];
    for (const row of rows) if (!ownListings.has(row.id)) candidates.push(candidateFromStored(row));
    if (rows.length < pageSize) break;
  }
  return candidates;
}

const refJson = (ref: ListingRef | null) =>
  ref === null ? null : 'listingId' in ref ? { listing_id: ref.listingId } : { post_id: ref.postId };

/** The photo rows public.keep_listing_photos writes for an offer; undefined leaves the stored ones. */
function photoRows(post: ProcessedPost, photos: BatchPhotos) {
  const poster = photos.posterOf.get(post.id) ?? null;
  return photos.byPost.get(post.id)?.kept.map((photo) => ({ hash: hashAsBigint(photo.hash), poster }));
}

/** The plan as public.apply_ingest_plan reads it: listings rows by column, references by id or post. */
function planJson(
  plan: IngestPlan,
  payloads: ReadonlyMap<string, RawPost>,
  photos: BatchPhotos,
): Record<string, unknown> {
  const rowOf = (post: ProcessedPost) => listingRow(post, photos.byPost.get(post.id));
  return {
    own: plan.ownChanges.map((change) =>
      change.kind === 'close'
        ? { kind: 'close', listing_id: change.listingId }
        : {
            kind: 'update',
            listing_id: change.listingId,
            row: {
              ...rowOf(change.post),
              is_unavailable_or_double: change.status,
              duplicate_of: refJson(change.duplicateOf)?.listing_id ?? null,
            },
            photos: photoRows(change.post, photos),
          },
    ),
    inserts: plan.inserts.map(({ post, status, duplicateOf }) => ({
      post_id: post.id,
      row: rowOf(post),
      status,
      duplicate_of: refJson(duplicateOf),
      source: { url_post: post.url, group_name: post.group_name },
      photos: photoRows(post, photos),
    })),
    closes: plan.closes.map(refJson),
    raw: plan.raw.map(({ postId, payloadHash, listing, outcome }) => ({
      source_post_id: postId,
      payload: payloads.get(postId),
      payload_hash: payloadHash,
      listing: refJson(listing),
      outcome,
    })),
  };
}

export function emptyReport(received = 0): IngestReport {
  return {
    received,
    rejected: [],
    warnings: [],
    unchanged: 0,
    created: 0,
    updated: 0,
    duplicates: 0,
    markedUnavailable: 0,
    seeking: 0,
    other: 0,
    newListingIds: [],
    photos: { kept: 0, dropped: [] },
  };
}

/**
 * Ingests one batch of parsed lines; a bad line is reported and never stops the others. With a photo keeper
 * the offers' photos are kept in Storage (and checked for reuse); without one they keep their source links.
 */
export async function ingestBatch(
  service: SupabaseClient,
  lines: readonly NumberedLine[],
  keeper: PhotoKeeper | null = null,
): Promise<IngestReport> {
  const report = emptyReport(lines.length);
  const accepted: Array<{ line: number; post: RawPost }> = [];
  const seenIds = new Set<string>();
  for (const { line, result } of lines) {
    if (!result.ok) report.rejected.push({ line, error: result.error });
    else if (seenIds.has(result.post.id))
      report.rejected.push({ line, error: 'The id appears earlier in this batch.' });
    else {
      seenIds.add(result.post.id);
      accepted.push({ line, post: result.post });
      for (const warning of result.warnings) report.warnings.push({ line, id: result.post.id, warning });
    }
  }
  if (accepted.length === 0) return report;

  const hashes = new Map(
    await Promise.all(accepted.map(async ({ post }) => [post.id, await sha256Hex(JSON.stringify(post))] as const)),
  );
  const existing = await existingSources(
    service,
    accepted.map(({ post }) => post.id),
  );
  const changed = accepted.filter(({ post }) => existing.get(post.id)?.payload_hash !== hashes.get(post.id));
  report.unchanged = accepted.length - changed.length;
  if (changed.length === 0) return report;

  const extracted = extractPosts(changed.map(({ post }) => post));
  const offers = extracted.filter((post) => post.post_type === 'HAS_HOUSING_AVAILABLE');
  const storedListingOf = (id: string) => existing.get(id)?.listing_id ?? null;
  const ownListings = new Set(
    changed.map(({ post }) => storedListingOf(post.id)).filter((id): id is number => id !== null),
  );
  const lineOf = new Map(changed.map(({ line, post }) => [post.id, line]));
  const photos = await keepBatchPhotos(service, keeper, offers, lineOf);
  report.photos = photos.report;
  const processed = linkDuplicates(
    extracted,
    withStoredPhotos(await storedCandidates(service, offers, ownListings), photos),
  );
  const reusing = offersReusingPhotos(
    processed.filter((post) => post.post_type === 'HAS_HOUSING_AVAILABLE'),
    photos,
    storedListingOf,
  );
  for (const post of processed) if (reusing.has(post.id)) post.scam_signals = signalsWithReusedPhotos(post);
  const plan = planIngest(
    processed.map((post) => ({
      post,
      payloadHash: hashes.get(post.id) as string,
      storedListingId: storedListingOf(post.id),
    })),
  );

  const payloads = new Map(changed.map(({ post }) => [post.id, post]));
  const inserted = check(
    await service.rpc('apply_ingest_plan', { plan: planJson(plan, payloads, photos) }),
    'Writing the batch',
  ) as Record<string, number>;
  Object.assign(report, plan.counts);
  report.newListingIds = plan.newListingPostIds.map((postId) => inserted[postId] as number);
  return report;
}
