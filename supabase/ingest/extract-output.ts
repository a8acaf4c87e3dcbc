// The record `npm run extract` prints per post: the input id, the post type, every listing field named as in
// the labeled data's README, duplicate_of, the point, and what else the pipeline decided.
import type { ProcessedPost } from '../../src/domain/ingestion/pipeline.ts';

export function extractRecord(post: ProcessedPost): Record<string, unknown> {
  return {
    id: post.id,
    post_type: post.post_type,
    listing_type: post.listing_type,
    rent_on_monthly_basis: post.rent_on_monthly_basis,
    room_size_m2: post.room_size_m2,
    house_total_size_m2: post.house_total_size_m2,
    amount_of_roommates: post.amount_of_roommates,
    minimum_age: post.minimum_age,
    maximum_age: post.maximum_age,
    gender_preference: post.gender_preference,
    is_subrent: post.is_subrent,
    city_of_post: post.city_of_post,
    neighbourhood: post.neighbourhood,
    available_from: post.available_from,
    available_until: post.available_until,
    language_requirements: post.language_requirements,
    registration_possible: post.registration_possible,
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
