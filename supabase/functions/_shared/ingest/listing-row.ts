// The listings row written for an extracted offer, and the facts read back from stored rows when a new post
// is compared with the offers already in the database.
import type { DuplicateCandidate } from '../../../../src/domain/ingestion/duplicates.ts';
import { contentWords } from '../../../../src/domain/ingestion/duplicates.ts';
import { storedListingKey } from '../../../../src/domain/ingestion/ingest-plan.ts';
import { listingFacts } from '../../../../src/domain/ingestion/listing-facts.ts';
import type { ProcessedPost } from '../../../../src/domain/ingestion/ingestion-pipeline.ts';
import { fieldsIn } from '../../../../src/domain/records/field-kinds.ts';
import {
  LISTING_RECORD,
  type ListingFieldIn,
  type ListingValue,
} from '../../../../src/domain/records/listing-record.ts';
import type { OfferPhotos } from '../photos/keep-photos.ts';

/** The columns read back of a stored offer: the offer fields of src/domain/records/listing-record.ts. */
export const STORED_OFFER_COLUMNS = fieldsIn(LISTING_RECORD, 'offer').join(', ');

type OfferField = ListingFieldIn<'offer'>;
/** The table's numeric columns may come back as text (the local server's driver reads them so). */
type StoredValue<Name extends OfferField> = (typeof LISTING_RECORD)[Name]['kind'] extends 'amount'
  ? number | string
  : ListingValue<Name>;
/** A stored offer's row, as ingestion reads it back. */
export type StoredOffer = { id: number } & { [Name in Exclude<OfferField, 'id'>]: StoredValue<Name> | null };

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function candidateFromStored(row: StoredOffer): DuplicateCandidate {
  const text = row.text_post ?? '';
  const images = Array.isArray(row.image_urls?.full)
    ? row.image_urls.full.filter((url): url is string => typeof url === 'string')
    : [];
  return {
    key: storedListingKey(row.id),
    words: contentWords(text),
    facts: {
      listing_type: row.listing_type as DuplicateCandidate['facts']['listing_type'],
      city_of_post: row.city_of_post,
      neighbourhood: row.neighbourhood,
      rent_on_monthly_basis: numberOrNull(row.rent_on_monthly_basis),
      room_size_m2: numberOrNull(row.room_size_m2),
      house_total_size_m2: numberOrNull(row.house_total_size_m2),
      amount_of_roommates: row.amount_of_roommates,
      minimum_age: row.minimum_age,
      maximum_age: row.maximum_age,
      gender_preference: row.gender_preference as DuplicateCandidate['facts']['gender_preference'],
      available_from: row.available_from,
      is_subrent: row.is_subrent as DuplicateCandidate['facts']['is_subrent'],
      registration_possible: row.registration_possible,
      image_urls: images,
      text,
      posted_at: row.time_of_post ?? new Date(0).toISOString(),
    },
  };
}

/**
 * The photos as a listing holds them: the detail copies (`full`), the card copies (`thumb`) and the detail
 * copies' sizes; without kept photos (no image library where ingestion runs), the source addresses.
 */
function imageUrls(post: ProcessedPost, photos: OfferPhotos | undefined): Record<string, unknown> {
  if (photos === undefined) return { full: post.image_urls, thumb: post.image_urls };
  return {
    full: photos.kept.map((photo) => photo.detail),
    thumb: photos.kept.map((photo) => photo.card),
    size: photos.kept.map((photo) => [photo.width, photo.height]),
  };
}

/** A listings row as ingestion writes it: columns of the listing record's table, so a misspelt one fails to compile. */
type WrittenRow = { [Name in ListingFieldIn<'table'>]?: unknown };

/** The listings row of an offer; status and duplicate link are set by the caller. */
export function listingRow(post: ProcessedPost, photos?: OfferPhotos): WrittenRow {
  return {
    ...listingFacts(post),
    post_type: post.post_type,
    latitude: post.latitude,
    longitude: post.longitude,
    geocode_precision: post.geocode_precision,
    city_of_group: post.city_of_group,
    location_description_for_maps: post.location_description_for_maps,
    time_of_post: post.posted_at,
    text_post: post.text,
    title: post.title,
    post_language: post.language,
    image_urls: imageUrls(post, photos),
    scam_signals: post.scam_signals,
  };
}
