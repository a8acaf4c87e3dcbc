// The pure pipeline over a batch: extract every post, then link cross-posts and reposts to the first copy,
// and the posts that announce an offer gone to the offer they close. The two steps are apart because the
// server reads the offers already stored for the cities and weeks the extraction found before it links.
import { findDuplicates, type DuplicateCandidate } from './duplicates.ts';
import { extractPost, type ExtractedPost } from './extract-post.ts';
import type { RawPost } from './raw-post.ts';

export type ProcessedPost = ExtractedPost & {
  /** Input id of the first copy of the same offer (or the key of a stored offer), or null. */
  duplicate_of: string | null;
};

/** Extracts every post of a batch. */
export function extractPosts(posts: readonly RawPost[]): ExtractedPost[] {
  return posts.map(extractPost);
}

/** Links each offer to the first earlier copy, in the batch or among `earlier` (offers already stored). */
export function linkDuplicates(
  extracted: readonly ExtractedPost[],
  earlier: readonly DuplicateCandidate[] = [],
): ProcessedPost[] {
  const offers = extracted
    .filter((post) => post.post_type === 'HAS_HOUSING_AVAILABLE')
    .map((post) => ({ key: post.id, facts: post }));
  const duplicates = findDuplicates(offers, earlier);
  return extracted.map((post) => ({ ...post, duplicate_of: duplicates.get(post.id) ?? null }));
}

/** Runs extraction and duplicate detection; `earlier` holds offers already stored, keyed by source post id. */
export function processPosts(posts: readonly RawPost[], earlier: readonly DuplicateCandidate[] = []): ProcessedPost[] {
  return linkDuplicates(extractPosts(posts), earlier);
}
