// The record `npm run extract` prints per post: the input id, the post type, every listing field named as in
// the labeled data's README with the rental terms the listing stores (bills, deposit, furnishing),
// duplicate_of, the point, and what else the pipeline decided.
import { listingFacts } from '../../src/domain/ingestion/listing-facts.ts';
import type { ProcessedPost } from '../../src/domain/ingestion/ingestion-pipeline.ts';

export function extractRecord(post: ProcessedPost): Record<string, unknown> {
  return {
    id: post.id,
    post_type: post.post_type,
    ...listingFacts(post),
    scam_signals: post.scam_signals.length > 0,
    duplicate_of: post.duplicate_of,
    latitude: post.latitude,
    longitude: post.longitude,
    geocode_precision: post.geocode_precision,
    language: post.language,
    title: post.title,
    location_description_for_maps: post.location_description_for_maps,
    scam_flags: post.scam_signals,
    announces_unavailable: post.announces_unavailable,
  };
}
