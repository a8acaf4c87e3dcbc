// The listing, declared once (issue 33 item 1): every column of the listings table and of the view
// full_details_housing, with its kind, whether the table lets it be null, the copies it travels in, and why.
// The copies:
//   table    public.listings (the migrations); url_post lives apart in listing_sources (a Premium benefit)
//   view     full_details_housing, which every client reads listings through (product spec section 3)
//   device   the device's listing (RxDB, workers/sync/listing.schema.ts) and `ListingRow`, what the app reads
//   compact  the compact first copy (compact-listings.ts): what a device needs to filter, count, draw and show cards
//   card     what a listing card shows (listing-summary.ts)
//   offer    what ingestion reads back of a stored offer to compare a new post with (ingest/listing-row.ts)
// Derived from it: `ListingRow`, the RxDB properties, the compact copy's columns, the stored-offer columns; a
// test holds it to the migrations' catalog (tests/security/records-catalog.test.ts). A new column: a line
// here, a migration, and what genuinely shows it. The order is the compact copy's column order within each
// kind, so the copy's bytes do not move when a field is added at the end of its kind.
import type { FieldsIn, RecordDeclaration, RowIn, ValueOf } from './field-kinds.ts';

export type ListingCopy = 'table' | 'view' | 'device' | 'compact' | 'card' | 'offer';

export const LISTING_RECORD = {
  /** The listing's number: its key in every copy. */
  id: { kind: 'id', isNullable: false, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  /** Offer or request: only offers are live rows (the view's base rule, again on the device: filter-rules.ts). */
  post_type: { kind: 'text', isNullable: false, in: ['table', 'view', 'device', 'compact'] },
  /** Where the map draws it; the area filters test it. */
  latitude: { kind: 'real', isNullable: true, in: ['table', 'view', 'device', 'compact'] },
  longitude: { kind: 'real', isNullable: true, in: ['table', 'view', 'device', 'compact'] },
  /** The original post, from listing_sources: only Premium sessions read it, so no copy made for all holds it. */
  url_post: { kind: 'text', isNullable: true, in: ['view', 'device', 'card'] },
  /** Rented or withdrawn, or a later copy of another offer: devices get such rows only as deletions (base rule). */
  is_unavailable_or_double: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact'] },
  /**
   * The offer a cross-posted copy was merged into. Set only on copies, which devices never hold (the feeds
   * serve them as deletions), so no device copy carries it; a link to a copy asks the view (merged-listing.ts).
   */
  duplicate_of: { kind: 'id', isNullable: true, in: ['table', 'view'] },
  /** What the tenant pays a month, bills on top included; filtered, sorted and shown. */
  rent_on_monthly_basis: {
    kind: 'amount',
    isNullable: true,
    in: ['table', 'view', 'device', 'compact', 'card', 'offer'],
  },
  room_size_m2: { kind: 'amount', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  house_total_size_m2: {
    kind: 'amount',
    isNullable: true,
    in: ['table', 'view', 'device', 'compact', 'card', 'offer'],
  },
  amount_of_roommates: { kind: 'whole', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  /** The ages the poster asks for: filters, and a duplicate's facts, not the card. */
  minimum_age: { kind: 'whole', isNullable: true, in: ['table', 'view', 'device', 'compact', 'offer'] },
  maximum_age: { kind: 'whole', isNullable: true, in: ['table', 'view', 'device', 'compact', 'offer'] },
  gender_preference: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'offer'] },
  listing_type: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  is_subrent: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  /** The city of the group it was posted in: the card's city, and the city filter's fallback. */
  city_of_group: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** The city the post names: the city filter, and a duplicate's facts. */
  city_of_post: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'offer'] },
  /** The place as the card and the map label say it. */
  location_description_for_maps: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  available_from: { kind: 'date', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  /** The duration-of-stay filter reads it; the card does not show it. */
  available_until: { kind: 'date', isNullable: true, in: ['table', 'view', 'device', 'compact'] },
  /** When it was posted: the card's age, the recency filter and the order; a duplicate's window. */
  time_of_post: { kind: 'time', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  /** When it reached RoomRadar: the card's 'new since your last visit'. */
  created_at: { kind: 'time', isNullable: false, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** The post itself: an opened listing shows it, a duplicate is told by it; too heavy for the compact copy. */
  text_post: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'offer'] },
  title: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** The languages the poster asks of a tenant: the language filter. */
  language_requirements: { kind: 'texts', isNullable: false, in: ['table', 'view', 'device', 'compact'] },
  /** The photos; the compact copy carries only the card's thumbnail, a duplicate is told by the full ones too. */
  image_urls: { kind: 'photos', isNullable: false, in: ['table', 'view', 'device', 'compact', 'card', 'offer'] },
  scam_signals: { kind: 'texts', isNullable: false, in: ['table', 'view', 'device', 'compact', 'card'] },
  /**
   * Whether registration at the address (inschrijving) is possible. It and the next five are the rental terms
   * (ingestion/rental-terms.ts), null where the post does not say; registration and furnishing are filters too.
   */
  registration_possible: {
    kind: 'flag',
    isNullable: true,
    in: ['table', 'view', 'device', 'compact', 'card', 'offer'],
  },
  /** Whether the price covers bills: included, excluded (on top) or partly. */
  bills: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** The bills' monthly amount; when known it is part of rent_on_monthly_basis. */
  bills_monthly: { kind: 'amount', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** Whether the bills are an advance settled against use (voorschot). */
  bills_advance: { kind: 'flag', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** The deposit in euros; 0 when the post says there is none. */
  deposit: { kind: 'amount', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** furnished (gemeubileerd), upholstered (gestoffeerd) or bare (kaal). */
  furnishing: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** Street, or only the neighbourhood or city: the map draws the latter as areas, the card says 'Somewhere in'. */
  geocode_precision: { kind: 'text', isNullable: true, in: ['table', 'view', 'device', 'compact', 'card'] },
  /** The area ingestion found, to tell a repeated offer; clients place a listing by its point and description. */
  neighbourhood: { kind: 'text', isNullable: true, in: ['table', 'offer'] },
  /** The post's own language (nl, en, mixed), kept by ingestion; the language filter reads language_requirements. */
  post_language: { kind: 'text', isNullable: true, in: ['table'] },
  /** Whether the row fails the base rule (an offer, placed, standing, of a known type): replicas drop it. */
  _deleted: { kind: 'flag', isNullable: false, in: ['view'] },
  /** The replication stamp: the feeds' checkpoints and the compact copy's; a device keeps it as `modified`. */
  _modified: { kind: 'stamp', isNullable: false, in: ['table', 'view', 'compact'] },
} as const satisfies RecordDeclaration<ListingCopy>;

type Listing = typeof LISTING_RECORD;

/** The names of the listing's fields that travel in a copy. */
export type ListingFieldIn<Copy extends ListingCopy> = FieldsIn<Listing, Copy>;

/** A listing field's value in TypeScript. */
export type ListingValue<Name extends keyof Listing> = ValueOf<Listing[Name]>;

/**
 * A listing as the app reads it: the device's fields. Every field but the id may be missing or null, since a
 * copy may carry only some (the compact copy has no post text) and data from outside may hold anything.
 */
export type ListingFields = RowIn<Listing, 'device', 'id'>;
