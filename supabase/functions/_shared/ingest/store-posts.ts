// Ingestion's database side: runs the pure pipeline over a batch and writes the outcome through the service
// role. Idempotent by source post: a post whose payload is unchanged is skipped; an edited post updates its
// listing; a later copy of an offer becomes a 'double' pointing at the first; a post announcing an offer gone
// marks that offer 'unavailable'. Every post, offer or not, is kept in raw_posts with its outcome.
import type { SupabaseClient } from '@supabase/supabase-js';
import { findDuplicates, type DuplicateCandidate } from '../../../../src/domain/ingestion/duplicates.ts';
import { extractPost, type ExtractedPost } from '../../../../src/domain/ingestion/extract-post.ts';
import type { ProcessedPost } from '../../../../src/domain/ingestion/pipeline.ts';
import type { RawPost } from '../../../../src/domain/ingestion/raw-post.ts';
import type { NumberedResult } from './parse-lines.ts';
import { candidateFromStored, listingIdFromKey, listingRow, STORED_OFFER_COLUMNS, type StoredOffer } from './listing-row.ts';

export type NumberedLine = NumberedResult;

export type IngestReport = {
  received: number;
  rejected: Array<{ line: number; error: string }>;
  warnings: Array<{ line: number; id: string; warning: string }>;
  unchanged: number;
  created: number;
  updated: number;
  duplicates: number;
  markedUnavailable: number;
  seeking: number;
  other: number;
  /** Listings that became visible offers in this batch (for alerts). */
  newListingIds: number[];
};

type Existing = { source_post_id: string; payload_hash: string | null; listing_id: number | null };
type Outcome = 'listing' | 'duplicate' | 'closes_listing' | 'unmatched_update' | 'seeking' | 'other';

const ID_CHUNK = 100;
const DUPLICATE_WINDOW_MS = 60 * 24 * 3600 * 1000;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

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
    const rows = check(await service.from('raw_posts').select('source_post_id, payload_hash, listing_id').in('source_post_id', part), 'Reading raw posts');
    for (const row of rows as Existing[]) found.set(row.source_post_id, row);
  }
  return found;
}

/** Offers already stored in the cities and weeks of this batch, to compare new posts with. */
async function storedCandidates(service: SupabaseClient, offers: readonly ExtractedPost[], ownListings: ReadonlySet<number>): Promise<DuplicateCandidate[]> {
  if (offers.length === 0) return [];
  const times = offers.map((offer) => Date.parse(offer.posted_at));
  const from = new Date(Math.min(...times) - DUPLICATE_WINDOW_MS).toISOString();
  const to = new Date(Math.max(...times) + DUPLICATE_WINDOW_MS).toISOString();
  const cities = [...new Set(offers.map((offer) => offer.city_of_post).filter((city): city is string => city !== null))];
  const candidates: DuplicateCandidate[] = [];
  const pageSize = 1000;
  for (let page = 0; ; page += 1) {
    let query = service.from('listings').select(STORED_OFFER_COLUMNS).is('is_unavailable_or_double', null).gte('time_of_post', from).lte('time_of_post', to);
    query = cities.length > 0 && !offers.some((offer) => offer.city_of_post === null) ? query.in('city_of_post', cities) : query;
    const rows = check(await query.order('id').range(page * pageSize, page * pageSize + pageSize - 1), 'Reading stored offers') as StoredOffer[];
    for (const row of rows) if (!ownListings.has(row.id)) candidates.push(candidateFromStored(row));
    if (rows.length < pageSize) break;
  }
  return candidates;
}

export function emptyReport(received = 0): IngestReport {
  return { received, rejected: [], warnings: [], unchanged: 0, created: 0, updated: 0, duplicates: 0, markedUnavailable: 0, seeking: 0, other: 0, newListingIds: [] };
}

/** Ingests one batch of parsed lines; a bad line is reported and never stops the others. */
export async function ingestBatch(service: SupabaseClient, lines: readonly NumberedLine[]): Promise<IngestReport> {
  const report = emptyReport(lines.length);
  const accepted: Array<{ line: number; post: RawPost }> = [];
  const seenIds = new Set<string>();
  for (const { line, result } of lines) {
    if (!result.ok) report.rejected.push({ line, error: result.error });
    else if (seenIds.has(result.post.id)) report.rejected.push({ line, error: 'The id appears earlier in this batch.' });
    else {
      seenIds.add(result.post.id);
      accepted.push({ line, post: result.post });
      for (const warning of result.warnings) report.warnings.push({ line, id: result.post.id, warning });
    }
  }
  if (accepted.length === 0) return report;

  const hashes = new Map(await Promise.all(accepted.map(async ({ post }) => [post.id, await sha256(JSON.stringify(post))] as const)));
  const existing = await existingSources(service, accepted.map(({ post }) => post.id));
  const changed = accepted.filter(({ post }) => existing.get(post.id)?.payload_hash !== hashes.get(post.id));
  report.unchanged = accepted.length - changed.length;
  if (changed.length === 0) return report;

  const extracted = changed.map(({ post }) => extractPost(post));
  const offers = extracted.filter((post) => post.post_type === 'HAS_HOUSING_AVAILABLE');
  const ownListings = new Set(changed.map(({ post }) => existing.get(post.id)?.listing_id).filter((id): id is number => typeof id === 'number'));
  const earlier = await storedCandidates(service, offers, ownListings);
  const duplicateOf = findDuplicates(offers.map((offer) => ({ key: offer.id, facts: offer })), earlier);
  const processed: ProcessedPost[] = extracted.map((post) => ({ ...post, duplicate_of: duplicateOf.get(post.id) ?? null }));
  const byPostingTime = [...processed].sort((left, right) => Date.parse(left.posted_at) - Date.parse(right.posted_at));

  const listingOfPost = new Map<string, number>();
  for (const { post } of changed) {
    const listingId = existing.get(post.id)?.listing_id;
    if (typeof listingId === 'number') listingOfPost.set(post.id, listingId);
  }
  const resolveListing = (key: string | null): number | null => (key === null ? null : (listingIdFromKey(key) ?? listingOfPost.get(key) ?? null));
  const outcomes = new Map<string, Outcome>();

  const markUnavailable = async (listingId: number) => {
    check(await service.from('listings').update({ is_unavailable_or_double: 'unavailable' }).eq('id', listingId).select('id'), 'Marking a listing unavailable');
    report.markedUnavailable += 1;
  };

  // Posts seen before: update their listing in place (or close it when the post no longer offers anything).
  for (const post of byPostingTime) {
    const listingId = listingOfPost.get(post.id);
    if (listingId === undefined) continue;
    if (post.post_type !== 'HAS_HOUSING_AVAILABLE') {
      await markUnavailable(listingId);
      outcomes.set(post.id, post.post_type === 'LOOKING_FOR_HOUSING' ? 'seeking' : 'other');
      continue;
    }
    const original = resolveListing(post.duplicate_of);
    const status = post.announces_unavailable ? 'unavailable' : original !== null ? 'double' : null;
    check(await service.from('listings').update({ ...listingRow(post), is_unavailable_or_double: status, duplicate_of: status === 'double' ? original : null }).eq('id', listingId).select('id'), 'Updating a listing');
    report.updated += 1;
    outcomes.set(post.id, status === 'double' ? 'duplicate' : 'listing');
  }

  // New posts, in posting order: first copies, then later copies pointing at them; updates close their offer.
  const fresh = byPostingTime.filter((post) => !listingOfPost.has(post.id));
  const firstCopies = fresh.filter((post) => post.post_type === 'HAS_HOUSING_AVAILABLE' && post.duplicate_of === null && !post.announces_unavailable);
  const laterCopies = fresh.filter((post) => post.post_type === 'HAS_HOUSING_AVAILABLE' && post.duplicate_of !== null && !post.announces_unavailable);
  const insertListings = async (posts: readonly ProcessedPost[], status: (post: ProcessedPost) => Record<string, unknown>) => {
    for (const part of chunks(posts, 200)) {
      const rows = check(await service.from('listings').insert(part.map((post) => ({ ...listingRow(post), ...status(post) }))).select('id'), 'Inserting listings') as Array<{ id: number }>;
      part.forEach((post, index) => listingOfPost.set(post.id, (rows[index] as { id: number }).id));
      const sources = part.map((post) => ({ listing_id: listingOfPost.get(post.id), source_post_id: post.id, url_post: post.url, group_name: post.group_name }));
      check(await service.from('listing_sources').insert(sources).select('listing_id'), 'Inserting listing sources');
    }
  };
  await insertListings(firstCopies, () => ({ is_unavailable_or_double: null, duplicate_of: null }));
  for (const post of firstCopies) {
    outcomes.set(post.id, 'listing');
    report.newListingIds.push(listingOfPost.get(post.id) as number);
  }
  report.created += firstCopies.length;
  await insertListings(laterCopies, (post) => ({ is_unavailable_or_double: 'double', duplicate_of: resolveListing(post.duplicate_of) }));
  for (const post of laterCopies) outcomes.set(post.id, 'duplicate');
  report.duplicates += laterCopies.length;

  for (const post of fresh) {
    if (post.post_type === 'LOOKING_FOR_HOUSING') {
      outcomes.set(post.id, 'seeking');
      report.seeking += 1;
    } else if (post.post_type === 'OTHER' && !post.announces_unavailable) {
      outcomes.set(post.id, 'other');
      report.other += 1;
    } else if (post.announces_unavailable) {
      const original = resolveListing(post.duplicate_of);
      if (original !== null) {
        await markUnavailable(original);
        listingOfPost.set(post.id, original);
        outcomes.set(post.id, 'closes_listing');
      } else outcomes.set(post.id, 'unmatched_update');
    }
  }

  const rawRows = changed.map(({ post }) => ({
    source_post_id: post.id,
    payload: post,
    payload_hash: hashes.get(post.id),
    listing_id: listingOfPost.get(post.id) ?? null,
    outcome: outcomes.get(post.id) ?? 'other',
  }));
  for (const part of chunks(rawRows, 200)) {
    check(await service.from('raw_posts').upsert(part, { onConflict: 'source_post_id' }).select('source_post_id'), 'Storing raw posts');
  }
  return report;
}

