// The compact copy's columns are the listing record's compact fields; a device keeps a copy it was sent and
// reads it by its format, so the columns of a format never change: a field that joins or leaves the copy
// needs a new COMPACT_FORMAT, recorded here.
import { describe, expect, it } from 'vitest';
import { fieldsIn } from '../records/field-kinds.ts';
import { LISTING_RECORD } from '../records/listing-record.ts';
import { COMPACT_FORMAT, COMPACT_GROUPS } from './compact-listings.ts';

/** The columns of each format, by group; id, _modified and the thumbnail travel in every format. */
const FORMAT_COLUMNS: Record<number, typeof COMPACT_GROUPS> = {
  4: {
    number: [
      'latitude',
      'longitude',
      'rent_on_monthly_basis',
      'room_size_m2',
      'house_total_size_m2',
      'bills_monthly',
      'deposit',
    ],
    whole: ['amount_of_roommates', 'minimum_age', 'maximum_age'],
    text: [
      'post_type',
      'is_unavailable_or_double',
      'gender_preference',
      'listing_type',
      'is_subrent',
      'city_of_group',
      'city_of_post',
      'location_description_for_maps',
      'available_from',
      'available_until',
      'bills',
      'furnishing',
      'geocode_precision',
    ],
    own: ['title'],
    moment: ['time_of_post', 'created_at'],
    list: ['language_requirements', 'scam_signals'],
    flag: ['registration_possible', 'bills_advance'],
  },
};

describe('the compact copy', () => {
  it(`keeps the columns of its format ${COMPACT_FORMAT}; other columns need a new format`, () => {
    expect(COMPACT_GROUPS).toEqual(FORMAT_COLUMNS[COMPACT_FORMAT]);
  });

  it('carries every compact field of the listing record in a group or on its own way (id, stamp, thumbnail)', () => {
    const grouped = new Set<string>([...Object.values(COMPACT_GROUPS).flat(), 'id', '_modified', 'image_urls']);
    expect(fieldsIn(LISTING_RECORD, 'compact').filter((name) => !grouped.has(name))).toEqual([]);
  });
});
