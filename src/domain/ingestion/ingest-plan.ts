// What one ingest batch does to the database, decided before anything is written: which listings to update in
// place or close, which to insert (first copies, then later copies pointing at them), which offers a "rented"
// post closes, and the raw row of every post. The server applies the plan in one transaction, so a batch that
// fails leaves nothing behind. Listings inserted by the plan have no id yet: they are referred to by the
// source post's id and resolved as they are written.
import type { ProcessedPost } from './ingestion-pipeline.ts';

/** A listing already stored (by id) or inserted by this plan (by its source post's id). */
export type ListingRef = { listingId: number } | { postId: string };

export type ListingStatus = 'unavailable' | 'double' | null;

export type RawOutcome = 'listing' | 'duplicate' | 'closes_listing' | 'unmatched_update' | 'seeking' | 'other';

/** A post whose source was ingested before: its listing is updated in place, or closed. */
export type OwnChange =
  | { kind: 'update'; listingId: number; post: ProcessedPost; status: ListingStatus; duplicateOf: ListingRef | null }
  | { kind: 'close'; listingId: number };

export type PlannedInsert = { post: ProcessedPost; status: ListingStatus; duplicateOf: ListingRef | null };

export type PlannedRaw = { postId: string; payloadHash: string; listing: ListingRef | null; outcome: RawOutcome };

export type IngestPlan = {
  ownChanges: OwnChange[];
  /** First copies before later copies, each group in posting order. */
  inserts: PlannedInsert[];
  /** Offers that a new "rented" post closes. */
  closes: ListingRef[];
  raw: PlannedRaw[];
  counts: {
    created: number;
    updated: number;
    duplicates: number;
    markedUnavailable: number;
    seeking: number;
    other: number;
  };
  /** Source post ids of the new first copies: the listings that became visible offers. */
  newListingPostIds: string[];
};

/** A changed post of the batch: processed, with its payload's hash and the listing its source had, if any. */
export type ChangedPost = { post: ProcessedPost; payloadHash: string; storedListingId: number | null };

/** The duplicate key of an offer already stored, as the pipeline's candidates carry it. */
export function storedListingKey(id: number): string {
  return `listing:${id}`;
}

/** The id a duplicate key names: "listing:12" is a stored offer, any other key a post of the batch. */
export function storedListingIdOf(key: string): number | null {
  return key.startsWith('listing:') ? Number(key.slice('listing:'.length)) : null;
}

const isOffer = (post: ProcessedPost) => post.post_type === 'HAS_HOUSING_AVAILABLE';

/** The plan for a batch's changed posts (unchanged ones are left out before). */
export function planIngest(changed: readonly ChangedPost[]): IngestPlan {
  const plan: IngestPlan = {
    ownChanges: [],
    inserts: [],
    closes: [],
    raw: [],
    counts: { created: 0, updated: 0, duplicates: 0, markedUnavailable: 0, seeking: 0, other: 0 },
    newListingPostIds: [],
  };
  const byPostingTime = [...changed].sort(
    (left, right) => Date.parse(left.post.posted_at) - Date.parse(right.post.posted_at),
  );
  const listingOfPost = new Map<string, ListingRef>();
  for (const { post, storedListingId } of changed)
    if (storedListingId !== null) listingOfPost.set(post.id, { listingId: storedListingId });
  const resolve = (key: string | null): ListingRef | null => {
    if (key === null) return null;
    const stored = storedListingIdOf(key);
    return stored !== null ? { listingId: stored } : (listingOfPost.get(key) ?? null);
  };
  const outcomes = new Map<string, RawOutcome>();

  // Posts seen before, first: their listing is updated in place, or closed when the post no longer offers
  // anything. A duplicate link to a post that is new in this batch is not resolved yet at this point.
  for (const { post, storedListingId } of byPostingTime) {
    if (storedListingId === null) continue;
    if (!isOffer(post)) {
      plan.ownChanges.push({ kind: 'close', listingId: storedListingId });
      plan.counts.markedUnavailable += 1;
      outcomes.set(post.id, post.post_type === 'LOOKING_FOR_HOUSING' ? 'seeking' : 'other');
      continue;
    }
    const original = resolve(post.duplicate_of);
    const status: ListingStatus = post.announces_unavailable ? 'unavailable' : original !== null ? 'double' : null;
    plan.ownChanges.push({
      kind: 'update',
      listingId: storedListingId,
      post,
      status,
      duplicateOf: status === 'double' ? original : null,
    });
    plan.counts.updated += 1;
    outcomes.set(post.id, status === 'double' ? 'duplicate' : 'listing');
  }

  // New posts in posting order: first copies, then later copies pointing at them.
  const fresh = byPostingTime.filter(({ storedListingId }) => storedListingId === null).map(({ post }) => post);
  const standingOffers = fresh.filter((post) => isOffer(post) && !post.announces_unavailable);
  for (const post of standingOffers.filter((offer) => offer.duplicate_of === null)) {
    plan.inserts.push({ post, status: null, duplicateOf: null });
    listingOfPost.set(post.id, { postId: post.id });
    plan.newListingPostIds.push(post.id);
    outcomes.set(post.id, 'listing');
    plan.counts.created += 1;
  }
  for (const post of standingOffers.filter((offer) => offer.duplicate_of !== null)) {
    plan.inserts.push({ post, status: 'double', duplicateOf: resolve(post.duplicate_of) });
    listingOfPost.set(post.id, { postId: post.id });
    outcomes.set(post.id, 'duplicate');
    plan.counts.duplicates += 1;
  }

  for (const post of fresh) {
    if (post.post_type === 'LOOKING_FOR_HOUSING') {
      outcomes.set(post.id, 'seeking');
      plan.counts.seeking += 1;
    } else if (post.post_type === 'OTHER' && !post.announces_unavailable) {
      outcomes.set(post.id, 'other');
      plan.counts.other += 1;
    } else if (post.announces_unavailable) {
      const original = resolve(post.duplicate_of);
      if (original === null) {
        outcomes.set(post.id, 'unmatched_update');
        continue;
      }
      plan.closes.push(original);
      plan.counts.markedUnavailable += 1;
      listingOfPost.set(post.id, original);
      outcomes.set(post.id, 'closes_listing');
    }
  }

  plan.raw = changed.map(({ post, payloadHash }) => ({
    postId: post.id,
    payloadHash,
    listing: listingOfPost.get(post.id) ?? null,
    outcome: outcomes.get(post.id) ?? 'other',
  }));
  return plan;
}
