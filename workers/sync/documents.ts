// Server rows to device documents and back: `_modified` becomes `modified` (RxDB reserves leading
// underscores), listing ids become text keys, and member rows lose their user_id (the database is theirs).
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import { fieldsIn } from '../../src/domain/records/field-kinds.ts';
import { LISTING_RECORD } from '../../src/domain/records/listing-record.ts';
import { FAVORITE_RECORD, type FavoriteFieldIn, type FavoriteRow } from '../../src/domain/records/favorite-record.ts';
import type { SavedAlertFields } from '../../src/domain/filters/filter-table.ts';
import type { SavedAlertOwnRow } from '../../src/domain/records/saved-alert-record.ts';
import type { FavoriteDocument } from './favorite.schema.ts';
import type { ListingDocument } from './listing.schema.ts';
import type { ReplyTemplateDocument } from './reply-template.schema.ts';
import type { SavedAlertDocument } from './saved-alert.schema.ts';

type ServerColumns = { _modified: number; _deleted: boolean };
export type ListingFeedRow = ListingRow & ServerColumns;

/**
 * What a device pulls of a listing: the listing record's device fields and the feed's own two. The view serves
 * more (duplicate_of, for links to merged copies), which no device keeps.
 */
export const LISTING_FEED_COLUMNS: readonly string[] = [...fieldsIn(LISTING_RECORD, 'device'), '_deleted', '_modified'];

export type FavoriteFeedRow = FavoriteRow;
const FAVORITE_PUSH_FIELDS = fieldsIn(FAVORITE_RECORD, 'push');

export type ReplyTemplateFeedRow = Omit<ReplyTemplateDocument, 'modified'> & {
  user_id: string;
  updated_at?: string | null;
} & ServerColumns;
/** An alert as its pull feed serves it: its own columns (saved-alert-record.ts) and the filter table's. */
export type SavedAlertFeedRow = SavedAlertOwnRow & SavedAlertFields;

export function listingDocument({
  _modified,
  _deleted,
  ...row
}: ListingFeedRow): ListingDocument & { _deleted: boolean } {
  return {
    ...(row as Omit<ListingDocument, 'key' | 'modified'>),
    key: String(row.id),
    id: row.id,
    modified: _modified,
    _deleted,
  };
}

/** A document without RxDB's own bookkeeping (_meta, _rev, _attachments), which the server never sees. */
function withoutBookkeeping(document: object): Record<string, unknown> {
  const { _meta, _rev, _attachments, ...fields } = document as Record<string, unknown>;
  return fields;
}

/** A listing as the filter rules and the query worker read it. */
export function listingRowOf(document: ListingDocument): ListingRow {
  const { key: _key, modified: _modified, _deleted, ...row } = withoutBookkeeping(document);
  return row as unknown as ListingRow;
}

export function favoriteDocument({
  _modified,
  _deleted,
  user_id: _owner,
  ...row
}: FavoriteFeedRow): FavoriteDocument & { _deleted: boolean } {
  return { ...row, modified: _modified, _deleted };
}

export function savedAlertDocument({
  _modified,
  _deleted,
  user_id: _owner,
  updated_at: _updated,
  ...row
}: SavedAlertFeedRow): SavedAlertDocument & { _deleted: boolean } {
  return { ...row, modified: _modified, _deleted };
}

export function replyTemplateDocument({
  _modified,
  _deleted,
  user_id: _owner,
  updated_at: _updated,
  ...row
}: ReplyTemplateFeedRow): ReplyTemplateDocument & { _deleted: boolean } {
  return { ...row, modified: _modified, _deleted };
}

/**
 * What a favorite push sends: the favorite record's pushed fields, the whole follow-up with the favorite, so
 * the device's latest write replaces the server's row (last write wins, as for the favorite itself); the
 * server sets the owner, the times and _modified itself.
 */
export function favoritePushRow(document: FavoriteDocument & { _deleted: boolean }) {
  return Object.fromEntries(FAVORITE_PUSH_FIELDS.map((name) => [name, document[name] ?? null])) as {
    [Name in FavoriteFieldIn<'push'>]: unknown;
  };
}

export function replyTemplatePushRow(document: ReplyTemplateDocument & { _deleted: boolean }) {
  return {
    id: document.id,
    name: document.name,
    language: document.language,
    body: document.body,
    _deleted: document._deleted,
  };
}

export function savedAlertPushRow(document: SavedAlertDocument & { _deleted: boolean }) {
  const { modified: _modified, created_at: _created, ...fields } = withoutBookkeeping(document);
  return fields;
}
