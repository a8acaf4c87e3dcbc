// Listings as the device keeps them: the rows of full_details_housing, keyed by their id as text
// (RxDB keys are strings). `modified` holds the server's _modified (RxDB reserves leading underscores).
// Version 1 added the rental terms (registration, furnishing, bills, deposit). Version 2 takes a fresh first
// copy for geocode_precision, which the compact copy left out before its format 3 (issue 35: a listing placed
// by its neighbourhood or city is drawn as an area).
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { nullableBoolean, nullableNumber, nullableText } from './schema-fields.ts';

export const listingSchemaLiteral = {
  title: 'listing',
  version: 2,
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
    registration_possible: nullableBoolean,
    furnishing: nullableText,
    bills: nullableText,
    bills_monthly: nullableNumber,
    bills_advance: nullableBoolean,
    deposit: nullableNumber,
  },
  required: ['key', 'id', 'modified'],
} as const;

export type ListingDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof listingSchemaLiteral>;
export const listingSchema: RxJsonSchema<ListingDocument> =
  listingSchemaLiteral as unknown as RxJsonSchema<ListingDocument>;

/**
 * A listing kept under version 0 lacks the rental terms, and its row on the server will not change for them:
 * it gets them unknown and a `modified` below any server row's, so the fresh first copy the device takes under
 * this version (the listings' replication is named by the schema version, sync-engine.ts) replaces it, while
 * the device keeps showing it meanwhile (offline too).
 */
export const listingMigrations = {
  1: (document: Record<string, unknown>) => ({
    ...document,
    registration_possible: null,
    furnishing: null,
    bills: null,
    bills_monthly: null,
    bills_advance: null,
    deposit: null,
    modified: -1,
  }),
  // Listings copied from a compact copy of format 2 hold no precision: a `modified` below any server row's
  // lets the fresh first copy of this version replace them, while the device keeps showing them meanwhile.
  2: (document: Record<string, unknown>) => ({ ...document, modified: -1 }),
};
