// Server rows to device documents and back: `_modified` becomes `modified` (RxDB reserves leading
// underscores), listing ids become text keys, and member rows lose their user_id (the database is theirs).
import type { ListingRow } from '../../src/domain/listings/listing.ts';
import type { FavoriteDocument } from './favorite.schema.ts';
import type { ListingDocument } from './listing.schema.ts';
import type { ReplyTemplateDocument } from './reply-template.schema.ts';
import type { SavedAlertDocument } from './saved-alert.schema.ts';

type ServerColumns = { _modified: number; _deleted: boolean };
export type ListingFeedRow = ListingRow & ServerColumns;
export type FavoriteFeedRow = {
  id: string;
  user_id: string;
  listing_id: number;
  created_at: string | null;
  updated_at: string | null;
  follow_up_status: FavoriteDocument['follow_up_status'];
  viewing_at: string | null;
  note: string;
} & ServerColumns;
export type ReplyTemplateFeedRow = Omit<ReplyTemplateDocument, 'modified'> & {
  user_id: string;
  updated_at?: string | null;
} & ServerColumns;
export type SavedAlertFeedRow = Omit<SavedAlertDocument, 'modified'> & {
  user_id: string;
  updated_at?: string | null;
} & ServerColumns;

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
 * What a favorite push sends: the whole follow-up with the favorite, so the device's latest write replaces
 * the server's row (last write wins, as for the favorite itself); the server sets the owner, the times and
 * _modified itself.
 */
export function favoritePushRow(document: FavoriteDocument & { _deleted: boolean }) {
  return {
    id: document.id,
    listing_id: document.listing_id,
    follow_up_status: document.follow_up_status,
    viewing_at: document.viewing_at ?? null,
    note: document.note,
    _deleted: document._deleted,
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
