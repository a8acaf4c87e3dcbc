// A member's one saved alert (table saved_filters). Its id is `alert:${userId}`, so an alert created
// offline on two devices is one row, not two. Version 1 added the channels the alert goes out on; version 2
// the areas (where to live, filter-semantics.md "Areas"), kept as the server's JSON; version 3 registration and
// furnishing (filter-semantics.md). The filter columns are those of the filter table
// (src/domain/filters/filter-table.ts); a test holds this schema to it.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { nullableNumber, nullableText } from './schema-fields.ts';

export const savedAlertSchemaLiteral = {
  title: 'saved alert',
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    name: { type: 'string' },
    housing_type: nullableText,
    subrent: nullableText,
    price_min: nullableNumber,
    price_max: nullableNumber,
    city: nullableText,
    room_size_min: nullableNumber,
    room_size_max: nullableNumber,
    house_size_min: nullableNumber,
    house_size_max: nullableNumber,
    age_min: nullableNumber,
    age_max: nullableNumber,
    gender_preference: nullableText,
    max_roommates: nullableNumber,
    available_from: nullableText,
    available_until: nullableText,
    post_recency: nullableText,
    registration: nullableText,
    furnishing: nullableText,
    alerts_enabled: { type: 'boolean' },
    alert_channels: { type: 'string', enum: ['email', 'push', 'both'] },
    areas: { type: ['array', 'null'], items: { type: 'object' } },
    created_at: nullableText,
    modified: { type: 'number' },
  },
  required: ['id', 'name', 'modified'],
} as const;

export type SavedAlertDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof savedAlertSchemaLiteral>;
export const savedAlertSchema: RxJsonSchema<SavedAlertDocument> =
  savedAlertSchemaLiteral as unknown as RxJsonSchema<SavedAlertDocument>;

/** Alerts kept on a device before version 1 went out by e-mail, as the server's column defaults to. */
export const savedAlertMigrations = {
  1: (document: Record<string, unknown>) => ({ ...document, alert_channels: 'email' }),
  // Alerts kept before version 2 had no areas.
  2: (document: Record<string, unknown>) => ({ ...document, areas: null }),
  // Alerts kept before version 3 asked neither for registration nor for a furnishing: null, no filter.
  3: (document: Record<string, unknown>) => ({ ...document, registration: null, furnishing: null }),
};

export function savedAlertId(userId: string): string {
  return `alert:${userId}`;
}
