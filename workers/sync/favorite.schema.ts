// A member's favorite. Its id is `${userId}:${listingId}`, so every device of a member writes the same
// row for the same listing; unfavoriting sets _deleted, which replicates like any other change.
// Version 1 added the follow-up (issue 36): the status, a planned viewing's time and a note.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { FOLLOW_UP_STATUSES, NOTE_MAX_LENGTH } from '../../src/domain/follow-up/follow-up.ts';
import { nullableText } from './schema-fields.ts';

export const favoriteSchemaLiteral = {
  title: 'favorite',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    listing_id: { type: 'number' },
    created_at: { type: ['string', 'null'] },
    updated_at: { type: ['string', 'null'] },
    follow_up_status: { type: 'string', enum: FOLLOW_UP_STATUSES },
    viewing_at: nullableText,
    note: { type: 'string', maxLength: NOTE_MAX_LENGTH },
    modified: { type: 'number' },
  },
  required: ['id', 'listing_id', 'follow_up_status', 'note', 'modified'],
} as const;

export type FavoriteDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof favoriteSchemaLiteral>;
export const favoriteSchema: RxJsonSchema<FavoriteDocument> =
  favoriteSchemaLiteral as unknown as RxJsonSchema<FavoriteDocument>;

/** Favorites kept on a device before version 1 start where the server's columns default: to contact, no note. */
export const favoriteMigrations = {
  1: (document: Record<string, unknown>) => ({
    ...document,
    follow_up_status: 'to_contact',
    viewing_at: null,
    note: '',
  }),
};

/** The follow-up of a favorite as the server's columns default to it. */
export const NEW_FOLLOW_UP = { follow_up_status: 'to_contact', viewing_at: null, note: '' } as const;

export function favoriteId(userId: string, listingId: number): string {
  return `${userId}:${listingId}`;
}
