// Listings as the device keeps them: the rows of full_details_housing, keyed by their id as text
// (RxDB keys are strings). `modified` holds the server's _modified (RxDB reserves leading underscores).
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { nullableNumber, nullableText } from './schema-fields.ts';

export const listingSchemaLiteral = {
  title: 'listing',
  version: 0,
  primaryKey: 'key',
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 20 },
    id: { type: 'number' },
    modified: { type: 'number' },
    post_type: nullableText,
    latitude: nullableNumber,
    longitude: nullableNumber,
    url_post: nullableText,
    is_unavailable_or_double: nullableText,
    rent_on_monthly_basis: nullableNumber,
    room_size_m2: nullableNumber,
    house_total_size_m2: nullableNumber,
    amount_of_roommates: nullableNumber,
    minimum_age: nullableNumber,
    maximum_age: nullableNumber,
    gender_preference: nullableText,
    listing_type: nullableText,
    is_subrent: nullableText,
    city_of_group: nullableText,
    city_of_post: nullableText,
    location_description_for_maps: nullableText,
    available_from: nullableText,
    available_until: nullableText,
    time_of_post: nullableText,
    created_at: nullableText,
    text_post: nullableText,
    title: nullableText,
    language_requirements: { type: ['array', 'null'], items: { type: 'string' } },
    image_urls: { type: ['object', 'null'] },
    scam_signals: { type: ['array', 'null'], items: { type: 'string' } },
    geocode_precision: nullableText,
  },
  required: ['key', 'id', 'modified'],
} as const;

export type ListingDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof listingSchemaLiteral>;
export const listingSchema: RxJsonSchema<ListingDocument> =
  listingSchemaLiteral as unknown as RxJsonSchema<ListingDocument>;
