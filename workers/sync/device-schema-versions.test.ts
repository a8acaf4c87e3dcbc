// Each device schema against the properties its version was shipped with (schema-versions.ts): a field that
// joins or leaves a record's device copy fails here until the schema has a new version, its migration, and the
// new version's properties recorded below (never edit a shipped version's lines: devices hold them).
import { describe, expect, it } from 'vitest';
import { ALERT_FILTER_KEYS, filterRow } from '../../src/domain/filters/filter-table.ts';
import { fieldsIn } from '../../src/domain/records/field-kinds.ts';
import { SAVED_ALERT_RECORD } from '../../src/domain/records/saved-alert-record.ts';
import { favoriteMigrations, favoriteSchema } from './favorite.schema.ts';
import { listingMigrations, listingSchema } from './listing.schema.ts';
import { savedAlertMigrations, savedAlertSchema } from './saved-alert.schema.ts';
import { propertyLines, versionProblem } from './schema-versions.ts';

const SHIPPED_LISTING = {
  version: 2,
  properties: [
    'amount_of_roommates {"type":["number","null"]}',
    'available_from {"type":["string","null"]}',
    'available_until {"type":["string","null"]}',
    'bills {"type":["string","null"]}',
    'bills_advance {"type":["boolean","null"]}',
    'bills_monthly {"type":["number","null"]}',
    'city_of_group {"type":["string","null"]}',
    'city_of_post {"type":["string","null"]}',
    'created_at {"type":["string","null"]}',
    'deposit {"type":["number","null"]}',
    'furnishing {"type":["string","null"]}',
    'gender_preference {"type":["string","null"]}',
    'geocode_precision {"type":["string","null"]}',
    'house_total_size_m2 {"type":["number","null"]}',
    'id {"type":"number"}',
    'image_urls {"type":["object","null"]}',
    'is_subrent {"type":["string","null"]}',
    'is_unavailable_or_double {"type":["string","null"]}',
    'key {"maxLength":20,"type":"string"}',
    'language_requirements {"items":{"type":"string"},"type":["array","null"]}',
    'latitude {"type":["number","null"]}',
    'listing_type {"type":["string","null"]}',
    'location_description_for_maps {"type":["string","null"]}',
    'longitude {"type":["number","null"]}',
    'maximum_age {"type":["number","null"]}',
    'minimum_age {"type":["number","null"]}',
    'modified {"type":"number"}',
    'post_type {"type":["string","null"]}',
    'registration_possible {"type":["boolean","null"]}',
    'rent_on_monthly_basis {"type":["number","null"]}',
    'room_size_m2 {"type":["number","null"]}',
    'scam_signals {"items":{"type":"string"},"type":["array","null"]}',
    'text_post {"type":["string","null"]}',
    'time_of_post {"type":["string","null"]}',
    'title {"type":["string","null"]}',
    'url_post {"type":["string","null"]}',
  ],
};
const SHIPPED_FAVORITE = {
  version: 1,
  properties: [
    'created_at {"type":["string","null"]}',
    'follow_up_status {"enum":["to_contact","contacted","viewing_planned","applied","rejected","got_it"],"type":"string"}',
    'id {"maxLength":100,"type":"string"}',
    'listing_id {"type":"number"}',
    'modified {"type":"number"}',
    'note {"maxLength":2000,"type":"string"}',
    'updated_at {"type":["string","null"]}',
    'viewing_at {"type":["string","null"]}',
  ],
};
// Version 4 (saved searches, issue 36) kept the properties and made on/off and channels required.
const SHIPPED_SAVED_ALERT = {
  version: 4,
  properties: [
    'age_max {"type":["number","null"]}',
    'age_min {"type":["number","null"]}',
    'alert_channels {"enum":["email","push","both"],"type":"string"}',
    'alerts_enabled {"type":"boolean"}',
    'areas {"items":{"type":"object"},"type":["array","null"]}',
    'available_from {"type":["string","null"]}',
    'available_until {"type":["string","null"]}',
    'city {"type":["string","null"]}',
    'created_at {"type":["string","null"]}',
    'furnishing {"type":["string","null"]}',
    'gender_preference {"type":["string","null"]}',
    'house_size_max {"type":["number","null"]}',
    'house_size_min {"type":["number","null"]}',
    'housing_type {"type":["string","null"]}',
    'id {"maxLength":100,"type":"string"}',
    'max_roommates {"type":["number","null"]}',
    'modified {"type":"number"}',
    'name {"type":"string"}',
    'post_recency {"type":["string","null"]}',
    'price_max {"type":["number","null"]}',
    'price_min {"type":["number","null"]}',
    'registration {"type":["string","null"]}',
    'room_size_max {"type":["number","null"]}',
    'room_size_min {"type":["number","null"]}',
    'subrent {"type":["string","null"]}',
  ],
};

describe('the device schemas', () => {
  it('keep the listing properties of their version', () => {
    expect(versionProblem(listingSchema, listingMigrations, SHIPPED_LISTING)).toBeNull();
  });

  it('keep the favorite properties of their version', () => {
    expect(versionProblem(favoriteSchema, favoriteMigrations, SHIPPED_FAVORITE)).toBeNull();
  });

  it('keep the saved alert properties of their version', () => {
    expect(versionProblem(savedAlertSchema, savedAlertMigrations, SHIPPED_SAVED_ALERT)).toBeNull();
  });

  it("hold a saved alert's own device fields and every filter column of the filter table", () => {
    const filterColumns = ALERT_FILTER_KEYS.map((key) => filterRow(key).alert?.column);
    expect(Object.keys(savedAlertSchema.properties).sort()).toEqual(
      [...fieldsIn(SAVED_ALERT_RECORD, 'device'), ...filterColumns, 'modified'].sort(),
    );
  });

  it('say what changed and what to do when the properties differ from their version', () => {
    const grown = { ...listingSchema, properties: { ...listingSchema.properties, rooms: { type: 'number' } } };
    expect(versionProblem(grown as never, listingMigrations, SHIPPED_LISTING)).toMatch(
      /not those of its version 2.*Raise the version, write its migration[\s\S]*rooms \{"type":"number"\}/,
    );
    expect(propertyLines(grown as never)).toContain('rooms {"type":"number"}');
  });
});
