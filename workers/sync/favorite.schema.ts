// A member's favorite. Its id is `${userId}:${listingId}`, so every device of a member writes the same
// row for the same listing; unfavoriting sets _deleted, which replicates like any other change.
// Version 1 added the follow-up (issue 36): the status, a planned viewing's time and a note.
// Its properties are the favorite record's device fields (src/domain/records/favorite-record.ts); a field that
// joins or leaves them fails device-schema-versions.test.ts until a new version and its migration are written.
import type { RxJsonSchema } from 'rxdb';
import { fieldsIn } from '../../src/domain/records/field-kinds.ts';
import {
  FAVORITE_RECORD,
  FAVORITE_REQUIRED_ON_DEVICE,
  type FavoriteFields,
} from '../../src/domain/records/favorite-record.ts';
import { deviceProperties } from './schema-fields.ts';

export type FavoriteDocument = FavoriteFields & { modified: number };

export const favoriteSchema: RxJsonSchema<FavoriteDocument> = {
  title: 'favorite',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...deviceProperties(FAVORITE_RECORD, fieldsIn(FAVORITE_RECORD, 'device'), FAVORITE_REQUIRED_ON_DEVICE),
    modified: { type: 'number' },
  },
  required: [...FAVORITE_REQUIRED_ON_DEVICE, 'modified'],
} as unknown as RxJsonSchema<FavoriteDocument>;

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
