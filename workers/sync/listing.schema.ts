// Listings as the device keeps them: the rows of full_details_housing, keyed by their id as text
// (RxDB keys are strings). `modified` holds the server's _modified (RxDB reserves leading underscores).
// Version 1 added the rental terms (registration, furnishing, bills, deposit). Version 2 takes a fresh first
// copy for geocode_precision, which the compact copy left out before its format 3 (issue 35: a listing placed
// by its neighbourhood or city is drawn as an area).
// Its properties are the listing record's device fields (src/domain/records/listing-record.ts); a field that
// joins or leaves them fails device-schema-versions.test.ts until a new version and its migration are written.
import type { RxJsonSchema } from 'rxdb';
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { fieldsIn } from '../../src/domain/records/field-kinds.ts';
import { LISTING_RECORD } from '../../src/domain/records/listing-record.ts';
import { deviceProperties } from './schema-fields.ts';

/** A listing on the device: the app's row, its key and the server's stamp. */
export type ListingDocument = ListingRow & { key: string; modified: number };

export const listingSchema: RxJsonSchema<ListingDocument> = {
  title: 'listing',
  version: 2,
  primaryKey: 'key',
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 20 },
    modified: { type: 'number' },
    ...deviceProperties(LISTING_RECORD, fieldsIn(LISTING_RECORD, 'device'), ['id']),
  },
  required: ['key', 'id', 'modified'],
} as unknown as RxJsonSchema<ListingDocument>;

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
