// A member's favorite with its follow-up (issue 36), declared once (issue 33 item 1): every column of the
// favorites table, with its kind, whether the table lets it be null, the copies it travels in, and why.
// The copies:
//   table    public.favorites (the migrations), and its pull feed favorites_feed (`select *`, the same columns)
//   device   the device's favorite (RxDB, workers/sync/favorite.schema.ts)
//   push     what a device sends when it writes one (workers/sync/documents.ts, favoritePushRow)
// Derived from it: the feed row's type, the device's properties and document type, the pushed columns; a test
// holds it to the migrations' catalog (tests/security/records-catalog.test.ts).
import { FOLLOW_UP_STATUSES, NOTE_MAX_LENGTH } from '../follow-up/follow-up.ts';
import type { FieldsIn, RecordDeclaration, RowIn, TableRowIn } from './field-kinds.ts';

export type FavoriteCopy = 'table' | 'device' | 'push';

export const FAVORITE_RECORD = {
  /** `${userId}:${listingId}` (favoriteId): every device of a member writes the same row for the same listing. */
  id: { kind: 'text', isNullable: false, maxLength: 100, in: ['table', 'device', 'push'] },
  /** The owner: row-level security reads it; a device's member database is the member's own, so it drops it. */
  user_id: { kind: 'uuid', isNullable: false, in: ['table'] },
  listing_id: { kind: 'id', isNullable: false, in: ['table', 'device', 'push'] },
  /** Set by the server; a favorite made offline has none until its push comes back. */
  created_at: { kind: 'time', isNullable: false, in: ['table', 'device'] },
  updated_at: { kind: 'time', isNullable: false, in: ['table', 'device'] },
  /** Where the member stands with the room; it travels with the favorite, last write wins. */
  follow_up_status: {
    kind: 'text',
    isNullable: false,
    values: FOLLOW_UP_STATUSES,
    in: ['table', 'device', 'push'],
  },
  /** A planned viewing's time, kept when the status moves on (going back to 'viewing planned' finds it). */
  viewing_at: { kind: 'time', isNullable: true, in: ['table', 'device', 'push'] },
  note: { kind: 'text', isNullable: false, maxLength: NOTE_MAX_LENGTH, in: ['table', 'device', 'push'] },
  /** Unfavoriting: a soft delete that replicates; on the device it is RxDB's own _deleted. */
  _deleted: { kind: 'flag', isNullable: false, in: ['table', 'push'] },
  /** The replication stamp, set by the server; a device keeps it as `modified`. */
  _modified: { kind: 'stamp', isNullable: false, in: ['table'] },
} as const satisfies RecordDeclaration<FavoriteCopy>;

type Favorite = typeof FAVORITE_RECORD;

/** The fields a device writes, so holds from the start: what it pushes and what can never be null. */
export const FAVORITE_REQUIRED_ON_DEVICE = ['id', 'listing_id', 'follow_up_status', 'note'] as const;

/** A favorite on the device, without RxDB's bookkeeping. */
export type FavoriteFields = RowIn<Favorite, 'device', (typeof FAVORITE_REQUIRED_ON_DEVICE)[number]>;

/** A favorite as the pull feed serves it. */
export type FavoriteRow = TableRowIn<Favorite, 'table'>;

/** The names of the favorite's fields that travel in a copy. */
export type FavoriteFieldIn<Copy extends FavoriteCopy> = FieldsIn<Favorite, Copy>;
