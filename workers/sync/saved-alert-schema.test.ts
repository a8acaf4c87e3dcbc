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
});
