// A member's saved alert (table saved_filters), declared once (issue 33 item 1): the alert's own columns here,
// its filter columns in the filter table (src/domain/filters/filter-table.ts), where each filter has its one
// home: the column, its kind and its two conversions. Together they are every column of saved_filters, which
// tests/security/records-catalog.test.ts holds to the migrations' catalog.
// The copies:
//   table    public.saved_filters, and its pull feed saved_filters_feed (`select *`, the same columns)
//   device   the device's alert (RxDB, workers/sync/saved-alert.schema.ts)
//   push     what a device sends when it writes one (workers/sync/documents.ts, savedAlertPushRow)
// A column of the alert's own: a line here, a migration, and (on the device) a schema version.
import type { RecordDeclaration, TableRowIn } from './field-kinds.ts';

export type SavedAlertCopy = 'table' | 'device' | 'push';

export const SAVED_ALERT_RECORD = {
  /** `alert:${userId}` (savedAlertId): an alert made offline on two devices is one row, not two. */
  id: { kind: 'text', isNullable: false, maxLength: 100, in: ['table', 'device', 'push'] },
  /** The owner: row-level security reads it, the server sets it; a device's member database is the member's own. */
  user_id: { kind: 'uuid', isNullable: false, in: ['table'] },
  name: { kind: 'text', isNullable: false, maxLength: 100, in: ['table', 'device', 'push'] },
  /** Turned off by the one-click unsubscribe link in alert mails, on again when the member saves the alert. */
  alerts_enabled: { kind: 'flag', isNullable: false, in: ['table', 'device', 'push'] },
  /** How the alert goes out. */
  alert_channels: {
    kind: 'text',
    isNullable: false,
    values: ['email', 'push', 'both'],
    in: ['table', 'device', 'push'],
  },
  /** Set by the server. */
  created_at: { kind: 'time', isNullable: false, in: ['table', 'device'] },
  /** Set by the server on every change; nothing on a device reads it. */
  updated_at: { kind: 'time', isNullable: false, in: ['table'] },
  /** Removing the alert: a soft delete that replicates; on the device it is RxDB's own _deleted. */
  _deleted: { kind: 'flag', isNullable: false, in: ['table', 'push'] },
  /** The replication stamp, set by the server; a device keeps it as `modified`. */
  _modified: { kind: 'stamp', isNullable: false, in: ['table'] },
} as const satisfies RecordDeclaration<SavedAlertCopy>;

/** The alert's own columns as the pull feed serves them (its filter columns: SavedAlertFields). */
export type SavedAlertOwnRow = TableRowIn<typeof SAVED_ALERT_RECORD, 'table'>;
