import { describe, expect, it } from 'vitest';
import { ALERT_FILTER_KEYS, filterRow } from '../../src/domain/filters/filter-table.ts';
import { savedAlertMigrations, savedAlertSchemaLiteral } from './saved-alert.schema.ts';

describe('the device schema of a saved alert', () => {
  it('keeps every filter column of the filter table', () => {
    const properties = Object.keys(savedAlertSchemaLiteral.properties);
    for (const key of ALERT_FILTER_KEYS) expect(properties).toContain(filterRow(key).alert?.column);
  });

  it('has a migration for each version; version 3 opens older alerts without registration or furnishing filters', () => {
    const versions = Object.keys(savedAlertMigrations).map(Number);
    expect(versions).toEqual(Array.from({ length: savedAlertSchemaLiteral.version }, (_, index) => index + 1));
    expect(savedAlertMigrations[3]({ id: 'alert:x', name: 'Mine' })).toEqual({
      id: 'alert:x',
      name: 'Mine',
      registration: null,
      furnishing: null,
    });
  });

  it('version 4 opens an alert saved without on/off or channels as on and by e-mail, and keeps those it has', () => {
    expect(savedAlertMigrations[4]({ id: 'alert:x', name: 'Mine', price_max: 900 })).toEqual({
      id: 'alert:x',
      name: 'Mine',
      price_max: 900,
      alerts_enabled: true,
      alert_channels: 'email',
    });
    expect(
      savedAlertMigrations[4]({ id: 'alert:x', name: 'Mine', alerts_enabled: false, alert_channels: 'push' }),
    ).toMatchObject({ alerts_enabled: false, alert_channels: 'push' });
  });
});
