// A member's favorite. Its id is `${userId}:${listingId}`, so every device of a member writes the same
// row for the same listing; unfavoriting sets _deleted, which replicates like any other change.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';

export const favoriteSchemaLiteral = {
  title: 'favorite',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    listing_id: { type: 'number' },
    created_at: { type: ['string', 'null'] },
    updated_at: { type: ['string', 'null'] },
    modified: { type: 'number' },
  },
  required: ['id', 'listing_id', 'modified'],
} as const;

export type FavoriteDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof favoriteSchemaLiteral>;
export const favoriteSchema: RxJsonSchema<FavoriteDocument> =
  favoriteSchemaLiteral as unknown as RxJsonSchema<FavoriteDocument>;

export function favoriteId(userId: string, listingId: number): string {
  return `${userId}:${listingId}`;
}
