// What a device pushes of a member's record is the record's push copy (src/domain/records): no more (the
// server sets the owner, the times and the stamp), no less (a column left out would be lost on the server).
import { describe, expect, it } from 'vitest';
import { ALERT_FILTER_KEYS, filterRow } from '../../src/domain/filters/filter-table.ts';
import { alertFieldsFromFilters } from '../../src/domain/listings/alert-filters.ts';
import { DEFAULT_FILTERS } from '../../src/domain/listings/filter-state.ts';
import { FAVORITE_RECORD } from '../../src/domain/records/favorite-record.ts';
import { fieldsIn } from '../../src/domain/records/field-kinds.ts';
import { SAVED_ALERT_RECORD } from '../../src/domain/records/saved-alert-record.ts';
import { favoritePushRow, savedAlertPushRow } from './documents.ts';
import type { SavedAlertDocument } from './saved-alert.schema.ts';

describe('a push', () => {
  it("of a favorite sends the favorite record's push fields", () => {
    const row = favoritePushRow({
      id: 'member:7',
      listing_id: 7,
      created_at: '2026-11-27T10:00:00Z',
      updated_at: '2026-11-27T10:00:00Z',
      follow_up_status: 'contacted',
      note: 'Called on Monday',
      modified: 12,
      _deleted: false,
    });
    expect(Object.keys(row).sort()).toEqual([...fieldsIn(FAVORITE_RECORD, 'push')].sort());
    expect(row).toMatchObject({ id: 'member:7', listing_id: 7, follow_up_status: 'contacted', viewing_at: null });
  });

  it("of a saved alert sends the alert record's push fields and every filter column", () => {
    const document = {
      id: 'alert:member',
      name: 'My Alert',
      alerts_enabled: true,
      alert_channels: 'email',
      created_at: '2026-11-27T10:00:00Z',
      modified: 12,
      ...alertFieldsFromFilters(DEFAULT_FILTERS),
      _deleted: false,
    } as SavedAlertDocument & { _deleted: boolean };
    const filterColumns = ALERT_FILTER_KEYS.map((key) => filterRow(key).alert?.column);
    expect(Object.keys(savedAlertPushRow(document)).sort()).toEqual(
      [...fieldsIn(SAVED_ALERT_RECORD, 'push'), ...filterColumns].sort(),
    );
  });
});
