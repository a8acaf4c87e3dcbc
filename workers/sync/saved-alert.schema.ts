// A member's saved searches (table saved_filters): up to five for Premium, the spec's one alert otherwise.
// The first keeps the id the one alert had, `alert:${userId}`, so a first search made offline on two devices
// is one row, not two; the others are `alert:${userId}:${random}`. Version 1 added the channels the alert goes
// out on; version 2 the areas (where to live, filter-semantics.md "Areas"), kept as the server's JSON; version
// 3 registration and furnishing (filter-semantics.md); version 4 makes on/off and the channels required, as
// the alert page shows both for every search. The filter columns are those of the filter table
// (src/domain/filters/filter-table.ts); a test holds this schema to it.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { nullableNumber, nullableText } from './schema-fields.ts';

export const savedAlertSchemaLiteral = {
  title: 'saved alert',
  version: 4,
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
  required: ['id', 'name', 'alerts_enabled', 'alert_channels', 'modified'],
} as const;

export type SavedAlertDocument = ExtractDocumentTypeFromTypedRxJsonSchema<typeof savedAlertSchemaLiteral>;
export const savedAlertSchema: RxJsonSchema<SavedAlertDocument> =
  savedAlertSchemaLiteral as unknown as RxJsonSchema<SavedAlertDocument>;

const CHANNELS: readonly unknown[] = ['email', 'push', 'both'];

/** Alerts kept on a device before version 1 went out by e-mail, as the server's column defaults to. */
export const savedAlertMigrations = {
  1: (document: Record<string, unknown>) => ({ ...document, alert_channels: 'email' }),
  // Alerts kept before version 2 had no areas.
  2: (document: Record<string, unknown>) => ({ ...document, areas: null }),
  // Alerts kept before version 3 asked neither for registration nor for a furnishing: null, no filter.
  3: (document: Record<string, unknown>) => ({ ...document, registration: null, furnishing: null }),
  // An alert saved on the device (by onboarding, say) before version 4 may lack on/off: it was on, as the
  // server's column defaults to; channels are filled in the same way should one lack them.
  4: (document: Record<string, unknown>) => ({
    ...document,
    alerts_enabled: typeof document.alerts_enabled === 'boolean' ? document.alerts_enabled : true,
    alert_channels: CHANNELS.includes(document.alert_channels) ? document.alert_channels : 'email',
  }),
};

/** The id of a member's first search (the one alert they had before searches). */
export function savedAlertId(userId: string): string {
  return `alert:${userId}`;
}

/** The id of a further search: it names its owner, as the server checks. */
export function savedSearchId(userId: string, random: string = crypto.randomUUID()): string {
  return `alert:${userId}:${random}`;
}
